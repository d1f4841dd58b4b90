import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '../../app/routing';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ReviewScreenQuery as ReviewData } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { dateTimeParts, shopTimeZone, timeOf } from './bookingFormat';
import {
  StyledActionBar,
  StyledLead,
  StyledMuted,
  StyledNotice,
  StyledNoticeText,
  StyledPage,
} from './bookingStyles';
import { LinkProblem } from './LinkProblem';
import { PageTitle } from './PageTitle';
import { globalId, restIdParam } from '../restIds';
import { StarRating } from './StarRating';
import { WayOn } from './WayOn';

export const ReviewScreenQuery = graphql(`
  query ReviewScreen($bookingNumber: String!) {
    booking(bookingNumber: $bookingNumber) {
      bookingNumber
      status
      bikeName
      shopBikeDatabaseId
      startAt
      endAt
      pickupStore {
        name
      }
    }
  }
`);

export const SubmitTripReviewMutation = graphql(`
  mutation SubmitTripReview($input: CreateBookingReviewInput!) {
    createReviewFromBooking(input: $input) {
      review {
        id
        rating
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const reviewTextLimit = 2000;
export const reviewNameLimit = 100;

type Booking = NonNullable<ReviewData['booking']>;
type Outcome = 'sent' | 'alreadyReviewed' | 'invalidLink';
type Field = 'rating' | 'text' | 'name';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;

const StyledField = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  label {
    font-weight: 600;
  }
`;

const inputStyle = `
  width: 100%;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 1rem;
`;

const StyledTextArea = styled.textarea`
  ${inputStyle}
  min-height: 9rem;
  resize: vertical;
  border: 1px solid ${({ theme }) => theme.colors.muted};
`;

const StyledInput = styled.input`
  ${inputStyle}
  min-height: ${({ theme }) => theme.tap};
  border: 1px solid ${({ theme }) => theme.colors.muted};
`;

const StyledHint = styled.p<{ $warn?: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.muted)};
  font-variant-numeric: tabular-nums;
`;

const StyledCounter = styled(StyledHint)`
  text-align: right;
`;

const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

function Loading() {
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="booking.loading" />
      </p>
      <StyledSkeleton $height="1.9rem" $width="80%" />
      <StyledSkeleton $height="1.2rem" $width="60%" />
      <StyledSkeleton $height="5rem" $radius="12px" />
      <StyledSkeleton $height="9rem" $radius="10px" />
      <StyledSkeleton $height="44px" $radius="10px" />
    </StyledPage>
  );
}

function Done({ outcome }: { outcome: 'sent' | 'alreadyReviewed' }) {
  return (
    <StyledPage>
      <PageTitle focus>
        {outcome === 'sent' ? (
          <FormattedMessage id="booking.review.thanksTitle" />
        ) : (
          <FormattedMessage id="booking.review.alreadyTitle" />
        )}
      </PageTitle>
      <StyledNotice $tone="success">
        <StyledNoticeText>
          <FormattedMessage id="booking.review.thanksText" />
        </StyledNoticeText>
      </StyledNotice>
      <WayOn help={false} />
    </StyledPage>
  );
}

function ReviewForm({
  booking,
  token,
  shopBikeId,
  onOutcome,
}: {
  booking: Booking;
  token: string;
  shopBikeId: number;
  onOutcome(outcome: Outcome): void;
}) {
  const intl = useIntl();
  const textId = useId();
  const nameId = useId();
  const firstStar = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [send, { loading }] = useMutation(SubmitTripReviewMutation);
  const day = (instant: unknown) =>
    dateTimeParts(new Date(timeOf(instant) ?? Number.NaN), intl.locale, shopTimeZone).date;

  const focusField = (field: Field) =>
    ({ rating: firstStar, text: textRef, name: nameRef })[field].current?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFailed(false);
    if (rating === null) {
      setErrors({ rating: intl.formatMessage({ id: 'booking.review.ratingRequired' }) });
      focusField('rating');
      return;
    }
    setErrors({});
    try {
      const { data } = await send({
        variables: {
          input: {
            token,
            bookingNumber: booking.bookingNumber,
            shopBikeId: globalId('ShopBike', shopBikeId),
            rating,
            text: text.trim(),
            name: name.trim() || null,
          },
        },
      });
      const payload = data?.createReviewFromBooking;
      if (!payload) throw new Error('No answer');
      if (payload.review) return onOutcome('sent');
      const codes = payload.userErrors.map((error) => error.code);
      if (codes.includes('ALREADY_EXISTS')) return onOutcome('alreadyReviewed');
      if (codes.includes('NOT_FOUND')) return onOutcome('invalidLink');
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const error of payload.userErrors) {
        const field = (['rating', 'text', 'name'] as const).find((f) => f === error.field);
        if (!field) continue;
        fieldErrors[field] =
          field === 'rating'
            ? intl.formatMessage({ id: 'booking.review.ratingRequired' })
            : intl.formatMessage({ id: 'booking.review.tooLong' });
      }
      if (Object.keys(fieldErrors).length === 0) throw new Error(payload.userErrors[0]?.message);
      setErrors(fieldErrors);
      focusField((['rating', 'text', 'name'] as const).find((f) => fieldErrors[f]) ?? 'rating');
    } catch {
      setFailed(true);
    }
  };

  const nearLimit = text.length > reviewTextLimit - 100;
  return (
    <StyledPage>
      <PageTitle>
        <FormattedMessage id="booking.review.title" values={{ bike: booking.bikeName }} />
      </PageTitle>
      <StyledLead>
        <FormattedMessage
          id="booking.review.trip"
          values={{
            shop: booking.pickupStore.name,
            start: day(booking.startAt),
            end: day(booking.endAt),
          }}
        />
      </StyledLead>
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        <StarRating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((all) => ({ ...all, rating: undefined }));
          }}
          error={errors.rating ?? null}
          firstStarRef={firstStar}
        />
        <StyledField>
          <label htmlFor={textId}>
            <FormattedMessage id="booking.review.text" />
          </label>
          <StyledTextArea
            id={textId}
            ref={textRef}
            value={text}
            maxLength={reviewTextLimit}
            aria-describedby={`${textId}-count${errors.text ? ` ${textId}-error` : ''}`}
            aria-invalid={errors.text ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <StyledCounter id={`${textId}-count`} $warn={nearLimit}>
            <FormattedMessage
              id="booking.review.count"
              values={{ count: text.length, max: reviewTextLimit }}
            />
          </StyledCounter>
          {errors.text && <StyledFieldError id={`${textId}-error`}>{errors.text}</StyledFieldError>}
        </StyledField>
        <StyledField>
          <label htmlFor={nameId}>
            <FormattedMessage id="booking.review.name" />
          </label>
          <StyledInput
            id={nameId}
            ref={nameRef}
            value={name}
            maxLength={reviewNameLimit}
            autoComplete="given-name"
            aria-describedby={`${nameId}-hint${errors.name ? ` ${nameId}-error` : ''}`}
            aria-invalid={errors.name ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <StyledHint id={`${nameId}-hint`}>
            <FormattedMessage id="booking.review.nameHint" />
          </StyledHint>
          {errors.name && <StyledFieldError id={`${nameId}-error`}>{errors.name}</StyledFieldError>}
        </StyledField>
        <StyledActionBar>
          {failed && (
            <StyledFieldError role="alert">
              <FormattedMessage id="booking.review.failed" />
            </StyledFieldError>
          )}
          <StyledButton type="submit" $block aria-disabled={loading}>
            {loading ? (
              <FormattedMessage id="booking.review.sending" />
            ) : (
              <FormattedMessage id="booking.review.submit" />
            )}
          </StyledButton>
          <StyledMuted>
            <FormattedMessage id="booking.review.public" />
          </StyledMuted>
        </StyledActionBar>
      </StyledForm>
    </StyledPage>
  );
}

/**
 * The link e-mailed after a completed rental (`?token=&booking=&bike=`, the shop bike's REST
 * id): one review per booking, a rating of 1 to 5 stars with optional words and name.
 */
export default function ReviewScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const bookingNumber = params.get('booking') ?? '';
  const shopBikeId = restIdParam(params.get('bike'));
  const linkComplete = Boolean(token && bookingNumber && shopBikeId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { data, loading, error, refetch } = useQuery(ReviewScreenQuery, {
    variables: { bookingNumber },
    skip: !linkComplete,
    notifyOnNetworkStatusChange: true,
  });
  usePageMeta(
    intl.formatMessage({ id: 'booking.review.metaTitle' }),
    intl.formatMessage({ id: 'booking.review.metaDescription' }),
  );

  if (!linkComplete || !shopBikeId || outcome === 'invalidLink')
    return <LinkProblem kind="reviewInvalid" />;
  if (outcome) return <Done outcome={outcome} />;
  if (loading) return <Loading />;
  if (error || !data)
    return (
      <StyledPage>
        <PageTitle>
          <FormattedMessage id="booking.review.metaTitle" />
        </PageTitle>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      </StyledPage>
    );
  const booking = data.booking;
  if (!booking || booking.shopBikeDatabaseId !== shopBikeId || booking.status !== 'COMPLETED')
    return <LinkProblem kind="reviewInvalid" />;
  return (
    <ReviewForm booking={booking} token={token} shopBikeId={shopBikeId} onOutcome={setOutcome} />
  );
}
