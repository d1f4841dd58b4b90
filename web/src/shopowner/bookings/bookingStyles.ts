import styled from 'styled-components';

/** Label above value: long e-mails and shop names wrap instead of widening the phone. */
export const StyledRows = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

/** Term and amount on one line. */
export const StyledAmounts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 12px;
  margin: 0;
  dt {
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
