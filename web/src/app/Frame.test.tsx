import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../test/render';
import { Frame } from './Frame';
import { resetInstallPrompt } from './install/useInstallPrompt';
import { shellSettingsAnswer } from './testShell';

function offerInstall() {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

/** The footer's WhatsApp link has arrived: nothing is left to change. */
const footerLoaded = () => screen.findByRole('link', { name: /^Contact us via WhatsApp/ });

const page = (variant?: 'landing' | 'page') => (
  <Frame variant={variant}>
    <h1>Screen</h1>
  </Frame>
);

describe('Frame', () => {
  afterEach(() => act(() => resetInstallPrompt()));

  it('puts the screen in the main landmark under a header with the logo and the menu', async () => {
    renderWithApp(page(), fakeApi({ ShellSettings: shellSettingsAnswer }).link);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'xemay – to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(header.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(header.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Screen',
    );
    expect(screen.getByRole('link', { name: 'Skip to the content' })).toHaveAttribute(
      'href',
      '#main',
    );
    await footerLoaded();
  });

  it('gives other pages a footer: get the app, WhatsApp from the settings, shops, the year', async () => {
    renderWithApp(page(), fakeApi({ ShellSettings: shellSettingsAnswer }).link);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('button', { name: /^Get the app/ })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: /^For rental shops/ })).toHaveAttribute(
      'href',
      '/shopowner/login',
    );
    const whatsapp = await footer.findByRole('link', { name: /^Contact us via WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/84901234567');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAccessibleName(/opens in a new tab/);
    expect(footer.getByText(`© ${new Date().getFullYear()} xemay`)).toBeInTheDocument();
  });

  it('has no footer on the landing page and asks nothing of the server', () => {
    const api = fakeApi({});
    renderWithApp(page('landing'), api.link);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The settings are not on the landing page's way to its first paint.
    expect(api.calls).toEqual([]);
  });

  it('offers "Get the app" in the landing header only when the browser offers installing', async () => {
    renderWithApp(page('landing'), fakeApi({}).link);
    const header = within(screen.getByRole('banner'));
    expect(header.queryByRole('button', { name: 'Get the app' })).toBeNull();

    const prompt = offerInstall();
    fireEvent.click(header.getByRole('button', { name: 'Get the app' }));
    await act(async () => {});
    expect(prompt).toHaveBeenCalled();
    expect(await screen.findByText(/being added to your home screen/)).toBeInTheDocument();
  });

  it('says the app is already installed when the footer cannot offer it', async () => {
    renderWithApp(page(), fakeApi({ ShellSettings: shellSettingsAnswer }).link);
    fireEvent.click(screen.getByRole('button', { name: /^Get the app/ }));
    const message = await screen.findByText(/already installed.*Add to Home Screen/);
    expect(message.closest('[role="status"]')).toBeInTheDocument();
    await footerLoaded();
  });

  it('leaves WhatsApp out of the footer when the settings cannot be loaded', async () => {
    renderWithApp(page(), fakeApi({ ShellSettings: new Error('offline') }).link);
    const footer = within(screen.getByRole('contentinfo'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(footer.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(footer.getByRole('link', { name: /^For rental shops/ })).toBeInTheDocument();
  });
});

describe('a screen that fails', () => {
  it('says so under the header, with a retry, instead of blanking the app', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    renderWithApp(
      <Frame>
        <Broken />
      </Frame>,
      fakeApi({ ShellSettings: shellSettingsAnswer }).link,
    );
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    error.mockRestore();
  });
});
