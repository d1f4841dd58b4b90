import styled from 'styled-components';

/** Where the admins' screens switch from cards (phone) to tables (desktop). */
export const wideQuery = '(min-width: 900px)';

/**
 * A screen of the admins' area: one column on a phone, the desktop's width (up to 1200px) on
 * a larger screen, where lists are tables.
 */
export const StyledAdminPage = styled.div`
  display: grid;
  /* One column no wider than the screen: a long unbroken value wraps instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding-top: 8px;
`;

/** The screen's heading: `tabIndex={-1}` so the page top can move the focus to it. */
export const StyledTitle = styled.h1`
  margin: 8px 0 0;
  font-size: 1.5rem;
  line-height: 1.2;
`;

export const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The actions above a list (new, filters, Export CSV): they wrap on a phone. */
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

/** A form on a wide screen is not stretched across it. */
export const StyledNarrow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  max-width: 640px;
`;

/**
 * The series' colours in the admins' charts, in order: each has a contrast of 4.5:1 or more
 * against the chart's white background (WCAG asks 3:1 of graphics), and they differ in hue.
 */
export const chartColors = ['#174ea6', '#b3261e', '#1e6b3a', '#7a4f00', '#5b3a8c', '#1d1d1f'];
