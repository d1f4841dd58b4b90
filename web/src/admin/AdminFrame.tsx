import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { mainId, StyledMain } from '../app/Frame';
import { LogoMark } from '../app/icons';
import { LanguageSwitch } from '../app/LanguageSwitch';
import { Link, useLocation } from '../app/routing';
import { ScreenBoundary } from '../app/ScreenBoundary';
import { signedInClient } from '../app/session/signedInClient';
import { useSignedInUser } from '../app/session/session';

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.surface};
`;

const StyledHome = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  min-height: ${({ theme }) => theme.tap};
  color: inherit;
  text-decoration: none;
`;

const StyledWordmark = styled.span`
  display: grid;
  min-width: 0;
`;

const StyledName = styled.span`
  font-size: 1.25rem;
  line-height: 1.1;
  font-weight: 800;
`;

const StyledUser = styled.span`
  font-size: 0.8rem;
  line-height: 1.25;
  opacity: 0.9;
  overflow-wrap: anywhere;
`;

const StyledAreaMain = styled(StyledMain)`
  padding-top: 8px;
`;

function AdminHeader() {
  const intl = useIntl();
  const user = useSignedInUser();
  const admin = user?.role === 'ADMIN';
  return (
    <StyledHeader>
      <StyledHome
        to={admin ? '/dashboard' : '/dashboard/login'}
        aria-label={intl.formatMessage({ id: 'admin.header.home' })}
      >
        <LogoMark size={36} inverse />
        <StyledWordmark>
          <StyledName>
            <FormattedMessage id="admin.header.name" />
          </StyledName>
          {admin && <StyledUser>{user.userName}</StyledUser>}
        </StyledWordmark>
      </StyledHome>
      <LanguageSwitch tone="onColour" />
    </StyledHeader>
  );
}

/**
 * The admins' area around each of its screens: its own header ("xemay admin"), no traveller
 * footer, the desktop's width, and the signed-in Apollo client (a test's client is used as it
 * is).
 */
export default function AdminFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const provided = useContext(getApolloContext()).client;
  const content = (
    <>
      <AdminHeader />
      <StyledAreaMain id={mainId} tabIndex={-1} $page>
        <ScreenBoundary key={pathname}>{children}</ScreenBoundary>
      </StyledAreaMain>
    </>
  );
  return provided ? content : <ApolloProvider client={signedInClient()}>{content}</ApolloProvider>;
}
