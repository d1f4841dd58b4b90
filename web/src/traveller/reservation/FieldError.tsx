import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledError = styled.p`
  margin: 0;
  display: flex;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
  font-weight: 600;
`;

/** What is wrong with a field and how to fix it, right beside it (marked, not colour alone). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledError id={id}>
      <span aria-hidden="true">⚠</span>
      <span>{children}</span>
    </StyledError>
  );
}
