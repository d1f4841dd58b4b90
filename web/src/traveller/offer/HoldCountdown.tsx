import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledTimer = styled.div`
  display: inline-flex;
  align-items: baseline;
  gap: 8px;
  flex-wrap: wrap;
`;

const StyledClock = styled.span`
  font-size: 1.6rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

/** `mm:ss`, never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = String(Math.floor(total / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** Where the countdown will be, as wide and as tall, while the hold is being asked for. */
export function PendingCountdown() {
  return (
    <StyledTimer aria-hidden="true">
      <StyledClock>--:--</StyledClock>
    </StyledTimer>
  );
}

/**
 * The time left on a hold. Sighted visitors see it tick; screen readers get a text that
 * changes once a minute (a timer is not announced on its own, and a voice every second
 * would drown out the form).
 */
export function HoldCountdown({ remainingMs }: { remainingMs: number }) {
  const minutes = Math.max(0, Math.ceil(remainingMs / 60_000));
  return (
    <StyledTimer role="timer">
      <StyledClock aria-hidden="true">{formatCountdown(remainingMs)}</StyledClock>
      <span className="visually-hidden">
        <FormattedMessage id="offer.hold.minutesLeft" values={{ minutes }} />
      </span>
    </StyledTimer>
  );
}
