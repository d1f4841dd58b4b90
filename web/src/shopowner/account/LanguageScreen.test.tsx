import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { signIn, signOut } from '../../app/session/session';
import { useAccountLanguage } from '../session/useAccountLanguage';
import LanguageScreen from './LanguageScreen';

/** The area's frame stores the language on the account; the screen only switches it. */
function AccountLanguage() {
  useAccountLanguage();
  return null;
}

const stored = (language: string) => ({
  data: {
    setMyLanguage: {
      __typename: 'SetMyLanguagePayload',
      me: { __typename: 'Me', language },
      userErrors: [],
    },
  },
});

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <>
      <AccountLanguage />
      <LanguageScreen />
    </>,
    api.link,
    { path: '/shopowner/language' },
  );
}

beforeEach(() => signIn({ token: 't', userName: 'lan.rentals', role: 'SHOP_OWNER' }));
afterEach(() => {
  signOut();
  window.localStorage.clear();
});

describe('LanguageScreen', () => {
  it('shows the current language chosen, and that e-mails follow it', async () => {
    show(fakeApi({}));
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    expect(
      screen.getByRole('radiogroup', { name: 'The language of your shop area' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tiếng Việt' })).not.toBeChecked();
    expect(screen.getByText(/E-mails to your shop/)).toBeInTheDocument();
  });

  it('switches the area to Vietnamese and stores it on the account', async () => {
    const api = fakeApi({ SetAccountLanguage: stored('VN') });
    show(api);
    fireEvent.click(await screen.findByRole('radio', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngôn ngữ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    expect(screen.getByText(/Email gửi đến cửa hàng/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        operationName: 'SetAccountLanguage',
        variables: { language: 'VN' },
      }),
    );
    expect(document.documentElement.lang).toBe('vi');
  });
});
