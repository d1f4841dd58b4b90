import styled from 'styled-components';

export const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-top: 4px;
`;

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: 1.55rem;
  line-height: 1.2;
  &:focus {
    outline: none;
  }
`;

export const StyledLead = styled.p`
  margin: 0;
  font-size: 1.05rem;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const StyledCard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

/** The booking number, large enough to read out at the shop's counter. */
export const StyledBookingNumber = styled.p`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: 1.6rem;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

type Tone = 'success' | 'info' | 'warning' | 'danger';

/** A state said in words and colour together (never by colour alone). */
export const StyledNotice = styled.div<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) =>
    ({
      success: theme.colors.successSoft,
      info: theme.colors.infoSoft,
      warning: theme.colors.warningSoft,
      danger: theme.colors.dangerSoft,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      success: theme.colors.success,
      info: theme.colors.info,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
    })[$tone]};
  p {
    margin: 0;
  }
`;

export const StyledNoticeText = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

/** The main action, where the thumb is: stays at the bottom of the screen while scrolling. */
export const StyledActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: 8px -16px -24px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom, 0px));
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
