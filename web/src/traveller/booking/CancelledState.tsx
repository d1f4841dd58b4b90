import { FormattedMessage } from 'react-intl';
import { PageTitle } from './PageTitle';
import { StyledBookingNumber, StyledNotice, StyledNoticeText, StyledPage } from './bookingStyles';
import { WayOn } from './WayOn';

/** A booking cancelled by the traveller, just now (`focus`) or before. */
export function CancelledState({
  bookingNumber,
  focus = false,
  before = false,
}: {
  bookingNumber: string | null;
  focus?: boolean;
  /** Cancelled earlier: the link was opened again. */
  before?: boolean;
}) {
  return (
    <StyledPage>
      <PageTitle focus={focus}>
        {before ? (
          <FormattedMessage id="booking.cancelled.beforeTitle" />
        ) : (
          <FormattedMessage id="booking.cancelled.title" />
        )}
      </PageTitle>
      {bookingNumber && (
        <StyledBookingNumber>
          <FormattedMessage id="booking.number" />
          <strong>{bookingNumber}</strong>
        </StyledBookingNumber>
      )}
      <StyledNotice $tone="info">
        <StyledNoticeText>
          <FormattedMessage id="booking.cancelled.text" />
        </StyledNoticeText>
      </StyledNotice>
      <WayOn />
    </StyledPage>
  );
}
