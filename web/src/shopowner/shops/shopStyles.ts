import styled from 'styled-components';

export const StyledSelect = styled.select`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 8px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

/** A group of fields without the browser's frame (a weekday, the location). */
export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

/** Two fields side by side that may shrink below their content (360 px phones). */
export const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
  align-items: end;
`;

export const StyledActions = styled.div`
  display: grid;
  gap: 8px;
`;
