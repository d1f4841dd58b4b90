import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StyledField = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

/** 16px text: phones zoom into smaller fields. */
const control = `
  width: 100%;
  min-width: 0;
  min-height: 48px;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 1rem;
`;

export const StyledSelect = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledDateInput = styled.input`
  ${control}
  display: block;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  /* iOS gives date fields no height of their own when empty. */
  -webkit-appearance: none;
  appearance: none;
  &::-webkit-date-and-time-value {
    text-align: left;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledError = styled.p`
  margin: 0;
  display: flex;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** What is wrong with a field and how to fix it, right beside it (marked, not by colour alone). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledError id={id}>
      <span aria-hidden="true">⚠</span>
      <span>{children}</span>
    </StyledError>
  );
}
