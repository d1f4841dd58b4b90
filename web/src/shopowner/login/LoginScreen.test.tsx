import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { signedInUser } from '../../app/session/session';
import LoginScreen from './LoginScreen';

const settings = {
  data: { appSettings: { __typename: 'AppSettings', whatsappUrl: 'https://wa.me/84901234567' } },
};

const session = {
  data: {
    login: {
      __typename: 'Session',
      token: 'signed-token',
      user: { __typename: 'SessionUser', role: 'SHOP_OWNER', userName: 'owner1' },
    },
  },
};

const accountLanguage = (language: 'EN' | 'VN') => ({
  data: { me: { __typename: 'Me', language } },
});

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/login') {
  return renderWithApp(
    <>
      <LoginScreen />
      <Where />
    </>,
    api.link,
    { path },
  );
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it('offers to become a partner via WhatsApp', async () => {
    show(fakeApi({ OwnerLoginSettings: settings }));
    expect(
      await screen.findByRole('link', { name: 'Become a partner via WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/84901234567');
  });

  it('says plainly that the username or password is wrong', async () => {
    const api = fakeApi({
      OwnerLoginSettings: settings,
      OwnerLogin: {
        errors: [
          { message: 'Wrong username or password', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      } as never,
    });
    show(api);
    await signIn('owner1', 'nope');
    expect(
      await screen.findByText('The username or password is wrong. Check both and try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(signedInUser()).toBeNull();
    expect(screen.getByLabelText('where')).toHaveTextContent('/shopowner/login');
  });

  it('signs in, stores the session and returns to redirectURL', async () => {
    const api = fakeApi({
      OwnerLoginSettings: settings,
      OwnerLogin: session,
      OwnerAccountLanguage: accountLanguage('EN'),
    });
    show(api, '/shopowner/login?redirectURL=%2Fshopowner%2Fbookings%3Fshop%3D2');
    expect(screen.getByText('Sign in to continue where you were.')).toBeInTheDocument();
    await signIn(' owner1 ', 'demo-owner-pass');
    await screen.findByText('/shopowner/bookings?shop=2', { selector: 'output' });
    expect(signedInUser()).toEqual({
      token: 'signed-token',
      userName: 'owner1',
      role: 'SHOP_OWNER',
    });
    expect(api.calls.find((call) => call.operationName === 'OwnerLogin')?.variables).toEqual({
      input: { username: 'owner1', password: 'demo-owner-pass', area: 'SHOP_OWNER' },
    });
  });

  it('ignores a redirectURL to another site and opens the profile', async () => {
    show(
      fakeApi({
        OwnerLoginSettings: settings,
        OwnerLogin: session,
        OwnerAccountLanguage: accountLanguage('EN'),
      }),
      '/shopowner/login?redirectURL=https%3A%2F%2Fevil.example',
    );
    await signIn('owner1', 'demo-owner-pass');
    await screen.findByText('/shopowner', { selector: 'output' });
  });

  it('takes over the language stored on the account', async () => {
    show(
      fakeApi({
        OwnerLoginSettings: settings,
        OwnerLogin: session,
        OwnerAccountLanguage: accountLanguage('VN'),
      }),
    );
    await signIn('owner1', 'demo-owner-pass');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(window.localStorage.getItem('appLang')).toBe('vn');
  });
});
