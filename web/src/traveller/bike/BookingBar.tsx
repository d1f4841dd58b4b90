import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  margin: 24px -16px -24px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
`;

const StyledSummary = styled.div`
  min-width: 0;
  line-height: 1.25;
`;

/** Where the thumb is: the price so far (if any) and the next step, always in view. */
export function BookingBar({ summary, action }: { summary?: ReactNode; action: ReactNode }) {
  return (
    <StyledBar>
      {summary !== undefined && <StyledSummary aria-live="polite">{summary}</StyledSummary>}
      {action}
    </StyledBar>
  );
}
