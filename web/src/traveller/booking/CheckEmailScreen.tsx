import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../app/routing';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { CheckEmailScreenQuery as CheckEmailData } from '../../gql/graphql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BookingDetails, BookingDetailsSkeleton } from './BookingDetails';
import { timeOf, useDateTime } from './bookingFormat';
import {
  StyledActionBar,
  StyledBookingNumber,
  StyledLead,
  StyledMuted,
  StyledNotice,
  StyledNoticeText,
  StyledPage,
} from './bookingStyles';
import { Card } from './Card';
import { PageTitle } from './PageTitle';
import { ResendVerification } from './ResendVerification';
import { useNow } from './useNow';
import { WayOn } from './WayOn';

export const CheckEmailScreenQuery = graphql(`
  query CheckEmailScreen($bookingNumber: String!) {
    booking(bookingNumber: $bookingNumber) {
      bookingNumber
      status
      verifyBy
      ...ResendVerification_booking @unmask
      ...BookingDetails_booking @unmask
    }
  }
`);

type Booking = NonNullable<CheckEmailData['booking']>;

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: 1.4em;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
`;

const StyledDeadline = styled.strong`
  white-space: normal;
`;

function Loading() {
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="booking.loading" />
      </p>
      <StyledSkeleton $height="1.9rem" $width="70%" />
      <StyledSkeleton $height="4.2rem" $radius="12px" />
      <StyledSkeleton $height="3rem" />
      <BookingDetailsSkeleton />
    </StyledPage>
  );
}

function Awaiting({ booking, onChanged }: { booking: Booking; onChanged(): void }) {
  const dateTime = useDateTime();
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage id="booking.checkEmail.title" />
      </PageTitle>
      <StyledBookingNumber>
        <FormattedMessage id="booking.number" />
        <strong>{booking.bookingNumber}</strong>
      </StyledBookingNumber>
      <StyledLead>
        <FormattedMessage id="booking.checkEmail.sent" />
      </StyledLead>
      {booking.verifyBy != null && (
        <StyledNotice $tone="warning">
          <StyledNoticeText>
            <FormattedMessage
              id="booking.checkEmail.deadline"
              values={{
                deadline: <StyledDeadline>{dateTime(booking.verifyBy, 'local')}</StyledDeadline>,
              }}
            />
          </StyledNoticeText>
        </StyledNotice>
      )}
      <Card title={<FormattedMessage id="booking.checkEmail.stepsTitle" />}>
        <StyledSteps>
          <li>
            <FormattedMessage id="booking.checkEmail.step1" />
          </li>
          <li>
            <FormattedMessage id="booking.checkEmail.step2" />
          </li>
          <li>
            <FormattedMessage id="booking.checkEmail.step3" />
          </li>
        </StyledSteps>
        <StyledMuted>
          <FormattedMessage id="booking.checkEmail.spam" />
        </StyledMuted>
      </Card>
      <BookingDetails booking={booking} priceLines={false} />
      {booking.resendAvailableAt != null && (
        <StyledActionBar>
          <ResendVerification booking={booking} onNotAwaiting={onChanged} />
        </StyledActionBar>
      )}
    </StyledPage>
  );
}

const outcomeTitles = defineMessages({
  confirmed: { id: 'booking.checkEmail.confirmedTitle' },
  lapsed: { id: 'booking.checkEmail.lapsedTitle' },
  cancelled: { id: 'booking.checkEmail.cancelledTitle' },
  other: { id: 'booking.checkEmail.otherTitle' },
});

const outcomeTexts = defineMessages({
  confirmed: { id: 'booking.checkEmail.confirmedText' },
  lapsed: { id: 'booking.checkEmail.lapsedText' },
  cancelled: { id: 'booking.checkEmail.cancelledText' },
  other: { id: 'booking.checkEmail.otherText' },
});

type Outcome = keyof typeof outcomeTitles;

/** A booking that no longer waits for its e-mail: said plainly, with the way on. */
function NotAwaiting({ booking, outcome }: { booking: Booking; outcome: Outcome }) {
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage {...outcomeTitles[outcome]} />
      </PageTitle>
      <StyledBookingNumber>
        <FormattedMessage id="booking.number" />
        <strong>{booking.bookingNumber}</strong>
      </StyledBookingNumber>
      <StyledNotice $tone={outcome === 'confirmed' ? 'success' : 'info'}>
        <StyledNoticeText>
          <FormattedMessage {...outcomeTexts[outcome]} />
        </StyledNoticeText>
      </StyledNotice>
      {outcome === 'confirmed' ? <BookingDetails booking={booking} /> : <WayOn />}
    </StyledPage>
  );
}

function outcomeOf(booking: Booking, now: number): Outcome | null {
  switch (booking.status) {
    case 'AWAITING_VERIFICATION':
      return (timeOf(booking.verifyBy) ?? Infinity) <= now ? 'lapsed' : null;
    case 'LAPSED':
      return 'lapsed';
    case 'CANCELLED':
      return 'cancelled';
    case 'CONFIRMED':
    case 'IN_PROGRESS':
    case 'COMPLETED':
      return 'confirmed';
    default:
      return 'other';
  }
}

/**
 * After booking: the booking waits for the link e-mailed to the traveller. The page cannot see
 * the address (only the links' holders may), so it says where to look and lets the e-mail be
 * sent again within the API's limits.
 */
export default function CheckEmailScreen() {
  const intl = useIntl();
  const { bookingNumber = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CheckEmailScreenQuery, {
    variables: { bookingNumber },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'network-only',
  });
  const booking = data?.booking ?? null;
  const verifyBy = timeOf(booking?.verifyBy);
  const now = useNow(booking?.status === 'AWAITING_VERIFICATION' ? verifyBy : null, 30_000);
  usePageMeta(
    intl.formatMessage({ id: 'booking.checkEmail.metaTitle' }, { number: bookingNumber }),
    intl.formatMessage({ id: 'booking.checkEmail.metaDescription' }),
  );
  const retry = () => void refetch().catch(() => undefined);

  if (loading) return <Loading />;
  if (error || !data)
    return (
      <StyledPage>
        <PageTitle>
          <FormattedMessage id="booking.checkEmail.title" />
        </PageTitle>
        <ErrorState onRetry={retry} />
      </StyledPage>
    );
  if (!booking)
    return (
      <StyledPage>
        <PageTitle>
          <FormattedMessage id="booking.checkEmail.unknownTitle" />
        </PageTitle>
        <StyledNotice $tone="info">
          <StyledNoticeText>
            <FormattedMessage
              id="booking.checkEmail.unknownText"
              values={{ number: bookingNumber }}
            />
          </StyledNoticeText>
        </StyledNotice>
        <WayOn />
      </StyledPage>
    );
  const outcome = outcomeOf(booking, now);
  if (outcome) return <NotAwaiting booking={booking} outcome={outcome} />;
  return <Awaiting booking={booking} onChanged={retry} />;
}
