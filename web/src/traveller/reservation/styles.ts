import styled from 'styled-components';

/** Shared by the reservation and the special-offer page. */
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
  overflow-wrap: anywhere;
`;

export const StyledCard = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.3;
`;

export const StyledSubTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const StyledText = styled.p`
  margin: 0;
`;

type Tone = 'success' | 'info' | 'warning' | 'danger';

/** A state said in words and colour together (never by colour alone). */
export const StyledNotice = styled.div<{ $tone: Tone }>`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) =>
    ({
      success: theme.colors.successSoft,
      info: theme.colors.infoSoft,
      warning: theme.colors.warningSoft,
      danger: theme.colors.dangerSoft,
    })[$tone]};
  color: ${({ theme }) => theme.colors.text};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      ({
        success: theme.colors.success,
        info: theme.colors.info,
        warning: theme.colors.warning,
        danger: theme.colors.danger,
      })[$tone]};
  p {
    margin: 0;
  }
  strong {
    font-weight: 700;
  }
`;

/** Label and value rows: pickup, return, shop… */
export const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const StyledFact = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
`;

/** The main action where the thumb is, with the price beside it. */
export const StyledActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  margin: 0 -16px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  display: flex;
  align-items: center;
  gap: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.06);
`;

export const StyledBarPrice = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  line-height: 1.2;
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: 1.15rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const StyledBarAction = styled.div`
  flex: 0 0 auto;
  max-width: 62%;
  > * {
    width: 100%;
  }
`;

export const StyledLinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
