import { CombinedGraphQLErrors } from '@apollo/client';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { SignInForm, type SignInTexts } from './SignInForm';

// The owners' texts: the form has none of its own.
const texts: SignInTexts = {
  username: { id: 'owner.login.username' },
  password: { id: 'owner.login.password' },
  usernameMissing: { id: 'owner.login.usernameMissing' },
  passwordMissing: { id: 'owner.login.passwordMissing' },
  submit: { id: 'owner.login.submit' },
  signingIn: { id: 'owner.login.signingIn' },
  wrong: { id: 'owner.login.wrong' },
  locked: { id: 'owner.login.locked' },
  unlocked: { id: 'owner.login.unlocked' },
  connection: { id: 'owner.login.connection' },
};

function show(signIn: (username: string, password: string) => Promise<boolean>) {
  return renderWithApp(<SignInForm busy={false} texts={texts} signIn={signIn} />);
}

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('names the empty fields and does not sign in', async () => {
    const signIn = jest.fn(() => Promise.resolve(true));
    show(signIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the username trimmed', async () => {
    const signIn = jest.fn(() => Promise.resolve(true));
    show(signIn);
    await submit(' owner1 ', ' secret ');
    expect(signIn).toHaveBeenCalledWith('owner1', ' secret ');
    expect(screen.queryByText(/wrong|could not reach|Too many/)).toBeNull();
  });

  it("says the area's text when the account may not enter it", async () => {
    show(() => Promise.resolve(false));
    await submit('admin', 'demo-admin-pass');
    expect(await screen.findByText(/The username or password is wrong/)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('tells how long to wait after too many attempts, and keeps the button off until then', async () => {
    const lockedOut = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Too many failed sign-ins',
          extensions: { code: 'RATE_LIMITED', retryAfter: 61 },
        },
      ],
    });
    show(() => Promise.reject(lockedOut));
    await submit('owner1', 'nope');
    expect(
      await screen.findByText('Too many failed attempts. Try again in 1 minute 1 second.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('says when xemay cannot be reached', async () => {
    show(() => Promise.reject(new Error('offline')));
    await submit('owner1', 'demo-owner-pass');
    expect(await screen.findByText(/We could not reach xemay/)).toHaveAttribute('role', 'alert');
  });
});
