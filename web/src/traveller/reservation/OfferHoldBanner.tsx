import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { HoldCountdown } from '../offer/HoldCountdown';
import { useNow } from '../offer/useNow';
import { StyledNotice } from './styles';

const holdId = 'reservation-hold';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  width: 100%;
  p {
    font-weight: 700;
  }
`;

/**
 * How long the visitor's hold on the special offer still runs, or that it ended. It ticks on
 * its own, so the form around it does not render again every second.
 */
export function OfferHoldBanner({
  offerId,
  expiresAt,
}: {
  offerId: number;
  /** Null: no hold was found (the offer was not opened in this tab). */
  expiresAt: number | null;
}) {
  const now = useNow(expiresAt);
  const remainingMs = expiresAt === null ? null : expiresAt - now;
  if (remainingMs !== null && remainingMs > 0)
    return (
      <StyledNotice $tone="info" id={holdId}>
        <StyledRow>
          <p>
            <FormattedMessage id="reservation.hold.running" />
          </p>
          <HoldCountdown remainingMs={remainingMs} />
        </StyledRow>
      </StyledNotice>
    );
  return (
    <StyledNotice $tone="danger" id={holdId} role="alert">
      <p>
        {remainingMs === null ? (
          <FormattedMessage id="reservation.error.holdMissing" />
        ) : (
          <FormattedMessage id="reservation.error.hold" />
        )}
      </p>
      <Link to={`/offers/${offerId}`}>
        <FormattedMessage id="reservation.wayOn.openOffer" />
      </Link>
    </StyledNotice>
  );
}
