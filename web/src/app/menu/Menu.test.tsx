import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { useMoney } from '../currency/CurrencyProvider';
import { Header } from '../Header';
import { currencyRatesAnswer, shellSettingsAnswer } from '../testShell';

/** A price somewhere on the page, as every screen shows prices. */
function PriceProbe() {
  const { money } = useMoney();
  return <p data-testid="price">{money(360_000)}</p>;
}

type ApiAnswer = Parameters<typeof fakeApi>[0][string];

function renderPage(settings: ApiAnswer = shellSettingsAnswer) {
  const api = fakeApi({ ShellSettings: settings, CurrencyRates: currencyRatesAnswer });
  renderWithApp(
    <>
      <Header />
      <PriceProbe />
    </>,
    api.link,
  );
  return api;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

/** The menu's code loads on the first tap, so it opens a moment later. */
async function openMenu() {
  menuButton().focus();
  fireEvent.click(menuButton());
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
}

function openPage(name: string) {
  const entry = screen.getByRole('button', { name: new RegExp(`^${name}`) });
  entry.focus();
  fireEvent.click(entry);
  return within(screen.getByRole('dialog', { name }));
}

describe('the menu', () => {
  it('opens full screen with its entries, the focus on its close arrow', async () => {
    renderPage();
    const menu = await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    expect(menu.getByRole('button', { name: 'Currency Vietnamese Dong' })).toBeInTheDocument();
    expect(menu.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: /^About us/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: /^For rental shops/ })).toHaveAttribute(
      'href',
      '/shopowner/login',
    );
    expect(menu.getByRole('button', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Imprint' })).toBeInTheDocument();
    // The page below is out of reach while it is open.
    expect(screen.getByTestId('price').closest('[inert]')).not.toBeNull();
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    renderPage();
    await openMenu();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('price').closest('[inert]')).toBeNull();
  });

  it('closes with its back arrow', async () => {
    renderPage();
    const menu = await openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();
  });

  it('keeps the focus inside while open', async () => {
    renderPage();
    const menu = await openMenu();
    const first = menu.getByRole('button', { name: 'Close the menu' });
    const last = menu.getByRole('button', { name: 'Imprint' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('sets the session currency: the choice is marked and every price follows', async () => {
    renderPage();
    expect(screen.getByTestId('price')).toHaveTextContent(/^₫360,000$/);
    await openMenu();
    const currency = openPage('Currency');
    expect(currency.getByRole('radio', { name: 'Vietnamese Dong' })).toBeChecked();

    fireEvent.click(currency.getByRole('radio', { name: 'Euro' }));
    expect(currency.getByRole('radio', { name: 'Euro' })).toBeChecked();
    expect(currency.getByRole('radio', { name: 'Vietnamese Dong' })).not.toBeChecked();
    // 360.000 ₫ at 30.000 ₫ to the euro, once the rates have arrived.
    await waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('€12.00'));
    expect(currency.getByText('€5.00')).toBeInTheDocument();
    expect(window.localStorage.getItem('currency')).toBe('eur');
    // The server reads the choice too, to know it cannot render the prices in dong.
    expect(document.cookie).toContain('currency=eur');

    fireEvent.click(currency.getByRole('radio', { name: 'US-Dollar' }));
    expect(screen.getByTestId('price')).toHaveTextContent('$14.40');
  });

  it('returns from a page to the menu with the back arrow, and on Escape', async () => {
    renderPage();
    await openMenu();
    const about = openPage('About us');
    expect(about.getByRole('button', { name: 'Back to the menu' })).toHaveFocus();
    fireEvent.click(about.getByRole('button', { name: 'Back to the menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^About us/ })).toHaveFocus();

    openPage('Imprint');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Imprint' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Imprint' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it("closes only the page on the browser's back button, then the menu", async () => {
    renderPage();
    await openMenu();
    openPage('Privacy policy');
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells about the team of two as the operator set it, and how to write to them', async () => {
    renderPage();
    await openMenu();
    const about = openPage('About us');
    expect(await about.findByRole('heading', { name: 'Mai Phạm' })).toBeInTheDocument();
    expect(about.getByText('Founder')).toBeInTheDocument();
    expect(about.getByText('Rents bikes in Huế.')).toBeInTheDocument();
    expect(about.getByRole('heading', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(about.getByText('Co-founder')).toBeInTheDocument();
    expect(await about.findByRole('link', { name: 'E-mail: hello@xemay.vn' })).toHaveAttribute(
      'href',
      'mailto:hello@xemay.vn',
    );
    fireEvent.click(about.getByRole('button', { name: 'Back to the menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    fireEvent.click(menu.getByRole('button', { name: 'VN' }));
    await screen.findByRole('button', { name: /^Về chúng tôi/ });
    const vn = openPage('Về chúng tôi');
    expect(await vn.findByText('Cho thuê xe ở Huế.')).toBeInTheDocument();
    expect(vn.getByText('Nhà sáng lập')).toBeInTheDocument();
  });

  it('leaves out the team while the operator has set none', async () => {
    const { appSettings } = shellSettingsAnswer.data;
    renderPage({ data: { appSettings: { ...appSettings, team: [] } } });
    await openMenu();
    const about = openPage('About us');
    expect(await about.findByRole('link', { name: 'E-mail: hello@xemay.vn' })).toBeInTheDocument();
    expect(about.queryByRole('heading', { name: 'The team' })).toBeNull();
  });

  it('shows the privacy policy: what a booking stores, the storage keys, the minimum age', async () => {
    renderPage();
    await openMenu();
    const privacy = openPage('Privacy policy');
    expect(
      privacy.getByText(/first and last name, your e-mail address and your phone/),
    ).toBeInTheDocument();
    for (const key of ['appLang', 'currency', 'cookieConsent', 'partnerRef'])
      expect(privacy.getByText(new RegExp(`^${key}:`))).toBeInTheDocument();
    expect(privacy.getByRole('heading', { name: 'Minimum age' })).toBeInTheDocument();
    expect(privacy.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(privacy.getByText('As of 01.11.2026')).toBeInTheDocument();
    await privacy.findByRole('link', { name: 'E-mail: hello@xemay.vn' });
  });

  it("shows the imprint: the operator's company, address and registration as set, and contact", async () => {
    renderPage();
    await openMenu();
    const imprint = openPage('Imprint');
    expect(await imprint.findByText('Example Rentals Co., Ltd.')).toBeInTheDocument();
    expect(imprint.getByText('1 Example Street, Hội An, Vietnam')).toBeInTheDocument();
    expect(imprint.getByText('Enterprise code 4000000001')).toBeInTheDocument();
    expect(imprint.queryByText('Responsible for the content')).toBeNull();
    expect(
      await imprint.findByRole('link', { name: /^WhatsApp: \+84 90 123 4567/ }),
    ).toHaveAttribute('href', 'https://wa.me/84901234567');
  });

  it('says plainly when the operator has not set its details, and still gives the contact', async () => {
    const { appSettings } = shellSettingsAnswer.data;
    renderPage({ data: { appSettings: { ...appSettings, legalNotice: null } } });
    await openMenu();
    const imprint = openPage('Imprint');
    expect(
      await imprint.findByText(/has not yet published its company details/),
    ).toBeInTheDocument();
    expect(imprint.queryByText('Company')).toBeNull();
    expect(
      await imprint.findByRole('link', { name: /^WhatsApp: \+84 90 123 4567/ }),
    ).toBeInTheDocument();
  });

  it('switches the language from the menu too', async () => {
    renderPage();
    const menu = await openMenu();
    fireEvent.click(menu.getByRole('button', { name: 'VN' }));
    expect(
      await screen.findByRole('button', { name: 'Tiền tệ Việt Nam Đồng' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('appLang')).toBe('vn');
    // The server renders the next page in it too.
    expect(document.cookie).toContain('appLang=vn');
  });
});
