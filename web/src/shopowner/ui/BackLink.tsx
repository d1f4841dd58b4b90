import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { Link } from '../../app/routing';

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.tap};
  padding-right: 8px;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
  & svg {
    transform: rotate(180deg);
  }
`;

/** Up one level (a list from its item, the profile from a list), above the page's h1. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack to={to}>
      <ChevronIcon />
      {children}
    </StyledBack>
  );
}
