import styled from 'styled-components';

/** A titled part of a screen, spaced from the next. */
export const StyledSection = styled.section`
  margin-top: 28px;
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.2rem;
  line-height: 1.3;
`;

export const StyledScreenTitle = styled.h1`
  margin: 12px 0 4px;
  font-size: 1.5rem;
  line-height: 1.25;
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledCardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

/** A picture across the column that keeps its space while it loads. */
export const StyledHero = styled.img`
  display: block;
  width: calc(100% + 32px);
  margin: 0 -16px;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;
