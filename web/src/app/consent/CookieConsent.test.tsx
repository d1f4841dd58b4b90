import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { Frame } from '../Frame';
import { capturePartnerRef, partnerRef, partnerRefStorageKey } from '../partnerRef';
import { shellSettingsAnswer } from '../testShell';
import { CookieConsent } from './CookieConsent';
import { cookieConsentStorageKey } from './cookieConsent';

const banner = () => screen.queryByRole('region', { name: 'Cookies and storage' });

describe('cookie consent', () => {
  it('asks while nothing is stored', () => {
    renderWithApp(<CookieConsent />);
    const card = within(banner()!);
    expect(card.getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Allow all' })).toBeInTheDocument();
  });

  it('stores "true" for allow all and goes away', () => {
    renderWithApp(<CookieConsent />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow all' }));
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('true');
    // The server renders the next pages without the banner.
    expect(document.cookie).toContain('cookieConsent=true');
    expect(banner()).toBeNull();
  });

  it('stores "false" for refuse, goes away and stops keeping the partner code', () => {
    capturePartnerRef('?ref=HOSTEL42');
    renderWithApp(<CookieConsent />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('false');
    expect(document.cookie).toContain('cookieConsent=false');
    expect(banner()).toBeNull();
    expect(window.sessionStorage.getItem(partnerRefStorageKey)).toBeNull();
    capturePartnerRef('?ref=HOSTEL43');
    expect(partnerRef()).toBeNull();
  });

  it('does not ask again once answered', () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'false');
    renderWithApp(<CookieConsent />);
    expect(banner()).toBeNull();
  });

  it('opens the privacy policy from the banner', () => {
    renderWithApp(<CookieConsent />, fakeApi({ ShellSettings: shellSettingsAnswer }).link);
    fireEvent.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('comes first for the keyboard, before the header and the page', () => {
    renderWithApp(
      <Frame>
        <h1>Screen</h1>
      </Frame>,
      fakeApi({ ShellSettings: shellSettingsAnswer }).link,
    );
    const allow = screen.getByRole('button', { name: 'Allow all' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(allow.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
