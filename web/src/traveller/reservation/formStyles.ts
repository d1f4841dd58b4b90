import styled from 'styled-components';

export const StyledField = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
`;

const control = `
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 1rem;
`;

export const StyledInput = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledSelect = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;
