import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { type DefaultTheme } from 'styled-components';
import { mainId, StyledMain } from './Frame';
import { LogoMark } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { Link, useLocation } from './routing';
import { ScreenBoundary } from './ScreenBoundary';
import { signedInClient } from './session/signedInClient';
import { useSignedInUser, type SignedInUser } from './session/session';

type ColourName = keyof DefaultTheme['colors'];

/** What a signed-in area's frame says and looks like: the rest is the same in every area. */
export interface AreaLook {
  /** The header's colours, and how faint the signed-in user's name is on them. */
  header: { background: ColourName; colour: ColourName; userOpacity: number };
  /** Where the header's name leads: the area's home once signed in to it, else its login. */
  home: string;
  login: string;
  /** The header's name and its link's accessible name. */
  nameText: { id: string };
  homeText: { id: string };
  /** Whether this user is signed in to the area (an owner's session is not an admin's). */
  isMember: (user: SignedInUser | null) => boolean;
}

const StyledHeader = styled.header<{ $look: AreaLook['header'] }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  background: ${({ theme, $look }) => theme.colors[$look.background]};
  color: ${({ theme, $look }) => theme.colors[$look.colour]};
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

const StyledUser = styled.span<{ $opacity: number }>`
  font-size: 0.8rem;
  line-height: 1.25;
  opacity: ${({ $opacity }) => $opacity};
  overflow-wrap: anywhere;
`;

const StyledAreaMain = styled(StyledMain)`
  padding-top: 8px;
`;

function AreaHeader({ look }: { look: AreaLook }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const member = user && look.isMember(user) ? user : null;
  return (
    <StyledHeader $look={look.header}>
      <StyledHome
        to={member ? look.home : look.login}
        aria-label={intl.formatMessage(look.homeText)}
      >
        <LogoMark size={36} inverse />
        <StyledWordmark>
          <StyledName>
            <FormattedMessage {...look.nameText} />
          </StyledName>
          {member && <StyledUser $opacity={look.header.userOpacity}>{member.userName}</StyledUser>}
        </StyledWordmark>
      </StyledHome>
      <LanguageSwitch tone="onColour" />
    </StyledHeader>
  );
}

/**
 * A signed-in area (the shop owners', the admins') around each of its screens: its own header,
 * no traveller footer, and the signed-in Apollo client (a test's client is used as it is).
 * `beside`: what the area runs once for all its screens (not remounted on each page).
 */
export function AreaFrame({
  look,
  beside,
  children,
}: {
  look: AreaLook;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const provided = useContext(getApolloContext()).client;
  const content = (
    <>
      <AreaHeader look={look} />
      {beside}
      <StyledAreaMain id={mainId} tabIndex={-1} $page>
        <ScreenBoundary key={pathname}>{children}</ScreenBoundary>
      </StyledAreaMain>
    </>
  );
  return provided ? content : <ApolloProvider client={signedInClient()}>{content}</ApolloProvider>;
}
