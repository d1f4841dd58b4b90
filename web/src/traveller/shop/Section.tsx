import { useId, type ReactNode } from 'react';
import { StyledSection, StyledSectionTitle } from './screenStyles';

/** A part of a screen under its own h2, announced by that title as a region. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}
