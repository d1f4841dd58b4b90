import styled from 'styled-components';

/* The shared kit's page, card and form styles (the shop owners' and the admins' areas). */

/** A screen of an area: one column of sections. */
export const StyledPage = styled.div`
  display: grid;
  /* One column no wider than the screen: a long unbroken value (a 40-character shop name)
     wraps instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-top: 8px;
`;

export const StyledTitle = styled.h1`
  margin: 8px 0 0;
  font-size: 1.5rem;
  line-height: 1.2;
`;

export const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledCard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

export const StyledField = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: 600;
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** A problem with the whole form (not one field), announced when it appears. */
export const StyledFormAlert = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const StyledNotice = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
`;

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.3;
`;
