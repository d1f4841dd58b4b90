import styled from 'styled-components';

/** The menu's and its pages' shared pieces. */
export const StyledList = styled.ul`
  list-style: none;
  margin: 0 -16px;
  padding: 0;
`;

export const StyledEntry = styled.button`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 60px;
  padding: 8px 16px;
  border: 0;
  border-bottom: 1px solid rgba(127, 127, 127, 0.25);
  background: transparent;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  /* Over the dark sheet's link colour: an entry looks the same, link or button. */
  && {
    color: inherit;
  }
  &:hover {
    background: rgba(127, 127, 127, 0.12);
  }
`;

export const StyledEntryText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const StyledEntryLabel = styled.span`
  font-weight: 600;
  font-size: 1.02rem;
`;

export const StyledEntryHint = styled.span`
  font-size: 0.85rem;
  opacity: 0.85;
`;

export const StyledPage = styled.div`
  display: grid;
  gap: 16px;
  max-width: 65ch;
  padding-bottom: 24px;
  h3 {
    margin: 8px 0 0;
    font-size: 1.05rem;
  }
  p,
  ul {
    margin: 0;
  }
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
