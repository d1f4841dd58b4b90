import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin-top: 36px;
`;

const StyledTitle = styled.h2`
  margin: 0 0 4px;
  font-size: 1.25rem;
  line-height: 1.3;
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledBody = styled.div`
  margin-top: 12px;
`;

/** A part of the landing page under its own h2, announced by that title as a region. */
export function LandingSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledTitle id={id}>{title}</StyledTitle>
      {intro && <StyledIntro>{intro}</StyledIntro>}
      <StyledBody>{children}</StyledBody>
    </StyledSection>
  );
}

/**
 * A row that scrolls sideways, cards snapping to the column's edge. Positioned, so that what
 * is hidden for screen readers (absolutely placed) stays inside it instead of widening the page.
 */
export const StyledScroller = styled.ul`
  position: relative;
  list-style: none;
  margin: 0 -16px;
  padding: 4px 16px 12px;
  display: flex;
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 16px;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  & > li {
    flex: 0 0 auto;
    scroll-snap-align: start;
    display: flex;
  }
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
