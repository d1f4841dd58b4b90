import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { signedInUser, signIn, signOut } from '../../app/session/session';
import PasswordScreen from './PasswordScreen';

const changed = {
  data: {
    changePassword: {
      __typename: 'ChangePasswordPayload',
      session: {
        __typename: 'Session',
        token: 'new-token',
        user: { __typename: 'SessionUser', role: 'SHOP_OWNER', userName: 'lan.rentals' },
      },
      userErrors: [],
    },
  },
};

const refused = (...problems: [field: string, code: string][]) => ({
  data: {
    changePassword: {
      __typename: 'ChangePasswordPayload',
      session: null,
      userErrors: problems.map(([field, code]) => ({
        __typename: 'UserError',
        field,
        code,
        message: `API says ${field}`,
      })),
    },
  },
});

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <>
      <PasswordScreen />
      <Where />
    </>,
    api.link,
    { path: '/shopowner/password' },
  );
}

function fill(old: string, next: string, repeat = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
}

/** The error shown with a field: the text its input is described by. */
function errorOf(label: string): string {
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

beforeEach(() => signIn({ token: 'old-token', userName: 'lan.rentals', role: 'SHOP_OWNER' }));
afterEach(() => signOut());

describe('PasswordScreen', () => {
  it('ticks the rules it can check while the owner types', async () => {
    show(fakeApi({}));
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText(/8 to 128 characters/)).toHaveTextContent('(not yet)');
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'lan.rentals-2026' },
    });
    expect(within(rules).getByText(/8 to 128 characters/)).toHaveTextContent('(done)');
    expect(within(rules).getByText(/Not your username/)).toHaveTextContent('(not yet)');
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Mango-Scooter-81' },
    });
    expect(within(rules).getByText(/Not your username/)).toHaveTextContent('(done)');
  });

  it("puts each of the API's refusals next to its field", async () => {
    const api = fakeApi({
      ChangePassword: [
        refused(
          ['old_password', 'INVALID'],
          ['new_password', 'TOO_SHORT'],
          ['repeat_password', 'INVALID'],
        ),
        refused(['new_password', 'INVALID']),
        refused(['new_password', 'INVALID']),
      ],
    });
    show(api);
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    fill('wrong', 'short', 'shorter');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/This is not your current password/);
    expect(errorOf('Current password')).toMatch(/^This is not your current password/);
    expect(errorOf('New password')).toMatch(/^Use at least 8 characters/);
    expect(errorOf('Repeat the new password')).toMatch(/^The two passwords differ/);
    expect(api.calls[0].variables).toEqual({
      input: { oldPassword: 'wrong', newPassword: 'short', repeatPassword: 'shorter' },
    });

    fill('right-one', 'my-lan.rentals-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/Your username is in this password/);
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');

    fill('right-one', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/This password is too common/);
    expect(signedInUser()?.token).toBe('old-token');
  });

  it('keeps this phone signed in with the new session, says so and returns to the profile', async () => {
    const api = fakeApi({ ChangePassword: changed });
    show(api);
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    fill('Old-Password-1', 'Mango-Scooter-81');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await screen.findByText('/shopowner', { selector: 'output' });
    expect(signedInUser()).toEqual({
      token: 'new-token',
      userName: 'lan.rentals',
      role: 'SHOP_OWNER',
    });
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.operationName === 'ChangePassword')).toHaveLength(1);
  });

  it('says what to do when xemay cannot be reached, and keeps what was typed', async () => {
    show(fakeApi({ ChangePassword: new Error('offline') }));
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    fill('Old-Password-1', 'Mango-Scooter-81');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Check your connection/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('New password')).toHaveValue('Mango-Scooter-81');
    expect(signedInUser()?.token).toBe('old-token');
  });

  it('warns before typed passwords are lost', async () => {
    show(fakeApi({}));
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('link', { name: 'Your shop' }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/shopowner/password', { selector: 'output' })).toBeInTheDocument();
  });
});
