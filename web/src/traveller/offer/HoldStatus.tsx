import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { useClockTime } from '../reservation/moments';
import { StyledLinkRow, StyledNotice } from '../reservation/styles';
import { HoldCountdown, PendingCountdown } from './HoldCountdown';

export type Hold =
  | { kind: 'pending' }
  | { kind: 'mine'; remainingMs: number }
  | { kind: 'expired' }
  | { kind: 'someoneElse'; heldUntil: string | null }
  | { kind: 'limitReached' }
  | { kind: 'closed' };

const StyledHead = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.05rem;
`;

/** Its texts in one place, as tall as the longest: the hold's text is there, unseen, to keep its room. */
const StyledOverlaid = styled.p`
  display: grid;
  & > * {
    grid-area: 1 / 1;
  }
  & > .reserved {
    visibility: hidden;
  }
`;

/** Whether the visitor may book now, and for how long: said in words, not colour alone. */
export function HoldStatus({
  hold,
  id,
  otherOffersHref,
  onCheckAgain,
}: {
  hold: Hold;
  id: string;
  otherOffersHref: string;
  onCheckAgain(): void;
}) {
  const clockTime = useClockTime();
  const wayOn = (
    <StyledLinkRow>
      <StyledButton as={Link} to={otherOffersHref} $variant="secondary">
        <FormattedMessage id="offer.otherOffers" />
      </StyledButton>
    </StyledLinkRow>
  );
  switch (hold.kind) {
    // Laid out as the hold's notice: nothing moves when it arrives.
    case 'pending':
      return (
        <StyledNotice $tone="info" id={id} role="status" aria-busy="true">
          <StyledHead>
            <FormattedMessage id="offer.hold.pending.title" />
          </StyledHead>
          <PendingCountdown />
          <StyledOverlaid>
            <span>
              <FormattedMessage id="offer.hold.pending.text" />
            </span>
            <span className="reserved" aria-hidden="true">
              <FormattedMessage id="offer.hold.mine.text" />
            </span>
          </StyledOverlaid>
        </StyledNotice>
      );
    case 'mine':
      return (
        <StyledNotice $tone="info" id={id}>
          <StyledHead>
            <FormattedMessage id="offer.hold.mine.title" />
          </StyledHead>
          <HoldCountdown remainingMs={hold.remainingMs} />
          <p>
            <FormattedMessage id="offer.hold.mine.text" />
          </p>
        </StyledNotice>
      );
    case 'expired':
      return (
        <StyledNotice $tone="danger" id={id} role="alert" aria-labelledby={`${id}-title`}>
          <StyledHead id={`${id}-title`}>
            <FormattedMessage id="offer.hold.expired.title" />
          </StyledHead>
          <p>
            <FormattedMessage id="offer.hold.expired.text" />
          </p>
          {wayOn}
        </StyledNotice>
      );
    case 'someoneElse':
      return (
        <StyledNotice $tone="warning" id={id}>
          <StyledHead>
            <FormattedMessage id="offer.hold.other.title" />
          </StyledHead>
          <p>
            {hold.heldUntil ? (
              <FormattedMessage
                id="offer.hold.other.text"
                values={{ time: clockTime(hold.heldUntil) }}
              />
            ) : (
              <FormattedMessage id="offer.hold.other.textNoTime" />
            )}
          </p>
          <StyledLinkRow>
            <StyledButton type="button" $variant="secondary" onClick={onCheckAgain}>
              <FormattedMessage id="offer.hold.other.checkAgain" />
            </StyledButton>
            <StyledButton as={Link} to={otherOffersHref} $variant="ghost">
              <FormattedMessage id="offer.otherOffers" />
            </StyledButton>
          </StyledLinkRow>
        </StyledNotice>
      );
    case 'limitReached':
      return (
        <StyledNotice $tone="warning" id={id}>
          <StyledHead>
            <FormattedMessage id="offer.hold.limit.title" />
          </StyledHead>
          <p>
            <FormattedMessage id="offer.hold.limit.text" />
          </p>
          <StyledLinkRow>
            <StyledButton type="button" $variant="secondary" onClick={onCheckAgain}>
              <FormattedMessage id="offer.hold.other.checkAgain" />
            </StyledButton>
          </StyledLinkRow>
        </StyledNotice>
      );
    case 'closed':
      return (
        <StyledNotice $tone="warning" id={id}>
          <StyledHead>
            <FormattedMessage id="offer.closed.title" />
          </StyledHead>
          <p>
            <FormattedMessage id="offer.closed.text" />
          </p>
          {wayOn}
        </StyledNotice>
      );
  }
}
