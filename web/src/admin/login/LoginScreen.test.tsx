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

  it('signs in to the ADMIN area, stores the session and returns to redirectURL', async () => {
    const api = fakeApi({ AdminLogin: session() });
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
      fakeApi({ AdminLogin: session() }),
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

  it('keeps the language chosen on the page, whatever the account’s', async () => {
    window.localStorage.setItem('appLang', 'vn');
    const api = fakeApi({ AdminLogin: session() });
    show(api);
    fireEvent.change(await screen.findByLabelText('Tên đăng nhập'), {
      target: { value: 'admin' },
    });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'demo-admin-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByText('/dashboard', { selector: 'output' });
    expect(window.localStorage.getItem('appLang')).toBe('vn');
    expect(api.calls.map((call) => call.operationName)).toEqual(['AdminLogin']);
  });
});
