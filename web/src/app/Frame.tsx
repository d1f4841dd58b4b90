import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from './routing';
import styled, { css } from 'styled-components';
import { CookieConsent } from './consent/CookieConsent';
import { Header } from './Header';
import { OfflineNotice } from './offline/OfflineNotice';
import { ScreenBoundary } from './ScreenBoundary';
import { useIsMobile } from './useIsMobile';

/** Below every page but the landing page, so not needed for the first one. */
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })));

/**
 * `landing`: the start page, with the hero header and no footer (spec section 2). `area`: an
 * area's own header, main and footer come from its frame (`AppRoute.areaFrame`).
 */
export type FrameVariant = 'landing' | 'page' | 'area';

/**
 * The app is one column, at most 450px wide, centred with calm margins on larger screens; an
 * area of desktop work (`wide`: the admins' tables) uses up to 1200px of the width.
 */
const StyledFrame = styled.div<{ $mobile: boolean; $wide?: boolean }>`
  position: relative;
  max-width: ${({ theme, $wide }) => ($wide ? '1248px' : theme.maxWidth)};
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  ${({ $mobile }) =>
    !$mobile &&
    css`
      min-height: calc(100vh - 64px);
      margin: 32px auto;
      border-radius: 24px;
      box-shadow: 0 12px 40px rgba(0, 0, 0, 0.1);
      /* Rounds the corners of the header and footer without making a scroll container,
         which would stop the screens' sticky bottom bars from sticking. */
      overflow: clip;
    `}
`;

export const StyledMain = styled.main<{ $page: boolean }>`
  flex: 1;
  /* Pages start with their footer below the fold, so content arriving after the first paint
     (the screen's chunk, then its data) never pushes a visible footer down (layout shift). */
  min-height: ${({ $page }) => ($page ? '100vh' : 'auto')};
  padding: 0 16px 24px;
  &:focus {
    outline: none;
  }
`;

const StyledSkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 60;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** Notices over the bottom of the page: they cover, never push, the page's content. */
const StyledDock = styled.div`
  position: fixed;
  left: 50%;
  bottom: max(8px, env(safe-area-inset-bottom));
  transform: translateX(-50%);
  z-index: 40;
  width: min(calc(100% - 16px), 434px);
  display: grid;
  gap: 8px;
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

/** The skip link's target: an area's frame gives its `main` this id too. */
export const mainId = 'main';

export function Frame({
  children,
  variant = 'page',
  wide = false,
}: {
  children: ReactNode;
  variant?: FrameVariant;
  /** An area's frame only (see `StyledFrame`). */
  wide?: boolean;
}) {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const landing = variant === 'landing';
  if (variant === 'area')
    return (
      <StyledFrame $mobile={mobile} $wide={wide} data-mobile={mobile}>
        <StyledSkipLink href={`#${mainId}`}>
          <FormattedMessage id="header.skip" />
        </StyledSkipLink>
        <StyledDock>
          <OfflineNotice />
        </StyledDock>
        {children}
      </StyledFrame>
    );
  return (
    <StyledFrame $mobile={mobile} data-mobile={mobile}>
      <StyledSkipLink href={`#${mainId}`}>
        <FormattedMessage id="header.skip" />
      </StyledSkipLink>
      {/* First in the tab order, though shown at the bottom: the first thing to answer. */}
      <StyledDock>
        <CookieConsent />
        <OfflineNotice />
      </StyledDock>
      <Header hero={landing} />
      <StyledMain id={mainId} tabIndex={-1} $page={!landing}>
        {/* A new page starts without the last one's failure. */}
        <ScreenBoundary key={pathname}>{children}</ScreenBoundary>
      </StyledMain>
      {!landing && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </StyledFrame>
  );
}
