import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { signIn as storeSession, signedInUser } from '../../app/session/session';
import LoginScreen from './LoginScreen';

const session = (role: 'ADMIN' | 'SHOP_OWNER' = 'ADMIN') => ({
  data: {
    login: {
      __typename: 'Session',
      token: 'admin-token',
      user: { __typename: 'SessionUser', role, userName: 'admin' },
    },
  },
});

const accountLanguage = (language: 'EN' | 'VN') => ({
  data: { me: { __typename: 'Me', language } },
});

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/login') {
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

describe('the admin LoginScreen', () => {
  it('names the empty fields and sends nothing', async () => {
    const api = fakeApi({});
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('says plainly that the username or password is wrong', async () => {
    const api = fakeApi({
      AdminLogin: {
        errors: [
          { message: 'Wrong username or password', extensions: { code: 'UNAUTHENTICATED' } },
        ],
      } as never,
    });
    show(api);
    await signIn('admin', 'nope');
    expect(await screen.findByText(/The username or password is wrong/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(signedInUser()).toBeNull();
  });

  it('tells a locked-out admin how long to wait, and keeps the button off until then', async () => {
    const api = fakeApi({
      AdminLogin: {
        errors: [
          {
            message: 'Too many failed sign-ins',
            extensions: { code: 'RATE_LIMITED', retryAfter: 61 },
          },
        ],
      } as never,
    });
    show(api);
    await signIn('admin', 'nope');
    expect(
      await screen.findByText('Too many failed attempts. Try again in 1 minute 1 second.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('says when xemay cannot be reached', async () => {
    show(fakeApi({ AdminLogin: new Error('offline') }));
    await signIn('admin', 'demo-admin-pass');
    expect(await screen.findByText(/We could not reach xemay/)).toHaveAttribute('role', 'alert');
  });

  it('signs in to the ADMIN area, stores the session and returns to redirectURL', async () => {
    const api = fakeApi({ AdminLogin: session(), AdminAccountLanguage: accountLanguage('EN') });
    show(api, '/dashboard/login?redirectURL=%2Fdashboard%2Fcities%3Fpage%3D2');
    expect(screen.getByText('Sign in to continue where you were.')).toBeInTheDocument();
    await signIn(' admin ', 'demo-admin-pass');
    await screen.findByText('/dashboard/cities?page=2', { selector: 'output' });
    expect(signedInUser()).toEqual({ token: 'admin-token', userName: 'admin', role: 'ADMIN' });
    expect(api.calls.find((call) => call.operationName === 'AdminLogin')?.variables).toEqual({
      input: { username: 'admin', password: 'demo-admin-pass', area: 'ADMIN' },
    });
  });

  it('opens the menu without a redirectURL, or with one to another site', async () => {
    show(
      fakeApi({ AdminLogin: session(), AdminAccountLanguage: accountLanguage('EN') }),
      '/dashboard/login?redirectURL=https%3A%2F%2Fevil.example',
    );
    await signIn('admin', 'demo-admin-pass');
    await screen.findByText('/dashboard', { selector: 'output' });
  });

  it('keeps no session that is not an admin’s', async () => {
    show(fakeApi({ AdminLogin: session('SHOP_OWNER') }));
    await signIn('owner1', 'demo-owner-pass');
    expect(await screen.findByText(/not an admin’s|not an admin's/)).toBeInTheDocument();
    expect(signedInUser()).toBeNull();
  });

  it('tells a signed-in shop owner this area needs an admin, and stays', async () => {
    storeSession({ token: 'owner-token', userName: 'owner1', role: 'SHOP_OWNER' });
    show(fakeApi({}), '/dashboard/login?redirectURL=%2Fdashboard');
    expect(
      await screen.findByText(/You are signed in as owner1, a shop owner/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('/dashboard/login?redirectURL=');
  });

  it('sends an admin signed in already straight on', async () => {
    storeSession({ token: 'admin-token', userName: 'admin', role: 'ADMIN' });
    show(fakeApi({}), '/dashboard/login?redirectURL=%2Fdashboard%2Fbrands');
    await screen.findByText('/dashboard/brands', { selector: 'output' });
  });

  it('takes over the language stored on the account', async () => {
    show(fakeApi({ AdminLogin: session(), AdminAccountLanguage: accountLanguage('VN') }));
    await signIn('admin', 'demo-admin-pass');
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(window.localStorage.getItem('appLang')).toBe('vn');
  });
});
