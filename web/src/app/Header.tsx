import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from './routing';
import styled, { css } from 'styled-components';
import { DownloadIcon, LogoMark, MenuIcon } from './icons';
import { useGetApp } from './install/useGetApp';
import { LanguageSwitch } from './LanguageSwitch';

const StyledHeader = styled.header<{ $hero: boolean }>`
  display: grid;
  gap: 12px;
  padding: 12px 16px;
  ${({ $hero, theme }) =>
    $hero
      ? css`
          padding-bottom: 18px;
          background: linear-gradient(160deg, ${theme.colors.brand}, ${theme.colors.brandDark});
          color: ${theme.colors.surface};
          border-radius: 0 0 24px 24px;
        `
      : css`
          border-bottom: 1px solid ${theme.colors.border};
        `}
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const StyledLogo = styled(Link)`
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

const StyledName = styled.span<{ $hero: boolean }>`
  font-size: 1.4rem;
  line-height: 1.1;
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme, $hero }) => ($hero ? theme.colors.surface : theme.colors.brand)};
`;

const StyledTagline = styled.span`
  font-size: 0.78rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.muted};
`;

/** As tall as the button it may hold, so that the button's arrival moves nothing. */
const StyledHeroRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.tap};
`;

const StyledHeroTagline = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.3;
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 0 0 auto;
`;

const StyledMenuButton = styled.button<{ $hero: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.tap};
  height: ${({ theme }) => theme.tap};
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme, $hero }) => ($hero ? theme.colors.surface : theme.colors.border)};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const StyledGetApp = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.tap};
  padding: 8px 16px;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 700;
  cursor: pointer;
`;

/** The menu's code comes when first asked for: nobody needs it to see the first page. */
const Menu = lazy(() => import('./menu/Menu').then(({ Menu }) => ({ default: Menu })));

/**
 * Logo, language and menu on every page; on the landing page (`hero`) in the brand's
 * colour with the tagline, and "Get the app" when the browser offers installing.
 */
export function Header({ hero = false }: { hero?: boolean }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { canInstall, getApp } = useGetApp();
  return (
    <StyledHeader $hero={hero}>
      <StyledBar>
        <StyledLogo to="/" aria-label={intl.formatMessage({ id: 'header.home' })}>
          <LogoMark size={hero ? 40 : 36} inverse={hero} />
          <StyledWordmark>
            <StyledName $hero={hero}>
              <FormattedMessage id="app.name" />
            </StyledName>
            {!hero && (
              <StyledTagline>
                <FormattedMessage id="app.tagline" />
              </StyledTagline>
            )}
          </StyledWordmark>
        </StyledLogo>
        <StyledActions>
          <LanguageSwitch tone={hero ? 'onColour' : 'plain'} />
          <StyledMenuButton
            type="button"
            $hero={hero}
            aria-label={intl.formatMessage({ id: 'header.menu' })}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerDown={() => setMenuWanted(true)}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </StyledMenuButton>
        </StyledActions>
      </StyledBar>
      {hero && (
        <StyledHeroRow>
          <StyledHeroTagline>
            <FormattedMessage id="app.tagline" />
          </StyledHeroTagline>
          {canInstall && (
            <StyledGetApp type="button" onClick={() => void getApp()}>
              <DownloadIcon />
              <FormattedMessage id="header.getApp" />
            </StyledGetApp>
          )}
        </StyledHeroRow>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <Menu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </StyledHeader>
  );
}
