import styled from 'styled-components';

/** Key figures (counts, cash, dates) side by side: two on a phone, more on a wider screen. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px 16px;
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;
