import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch';

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
`;

const StyledLogo = styled(Link)`
  display: flex;
  flex-direction: column;
  color: inherit;
  text-decoration: none;
`;

const StyledName = styled.span`
  font-size: 1.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledTagline = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function Header() {
  return (
    <StyledHeader>
      <StyledLogo to="/">
        <StyledName>
          <FormattedMessage id="app.name" />
        </StyledName>
        <StyledTagline>
          <FormattedMessage id="app.tagline" />
        </StyledTagline>
      </StyledLogo>
      <LanguageSwitch />
    </StyledHeader>
  );
}
