import { useId, type ReactNode } from 'react';
import { StyledCard, StyledCardTitle } from './bookingStyles';

/** A section of the page named by its h2, so screen readers list it among the regions. */
export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{title}</StyledCardTitle>
      {children}
    </StyledCard>
  );
}
