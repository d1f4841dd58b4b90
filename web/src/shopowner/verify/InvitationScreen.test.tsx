import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { signedInUser } from '../../app/session/session';
import InvitationScreen from './InvitationScreen';

const invitation = (expired = false) => ({
  data: {
    shopOwnerInvitation: {
      __typename: 'ShopOwnerInvitation',
      userName: 'minh.rentals',
      name: 'Nguyễn Văn Minh',
      expired,
    },
  },
});

const accepted = {
  data: {
    acceptShopOwnerInvitation: {
      __typename: 'AcceptShopOwnerInvitationPayload',
      session: {
        __typename: 'Session',
        token: 'first-token',
        user: { __typename: 'SessionUser', role: 'SHOP_OWNER', userName: 'minh.rentals' },
      },
      userErrors: [],
    },
  },
};

const userError = (field: string, message: string) => ({
  data: {
    acceptShopOwnerInvitation: {
      __typename: 'AcceptShopOwnerInvitationPayload',
      session: null,
      userErrors: [{ __typename: 'UserError', field, message, code: 'INVALID' }],
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/shopowner/verify?token=tk') {
  return renderWithApp(
    <>
      <InvitationScreen />
      <Where />
    </>,
    api.link,
    { path },
  );
}

async function choose(password: string, repeat = password) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
}

describe('InvitationScreen', () => {
  it('shows whom the link is for and the username to sign in with', async () => {
    show(fakeApi({ InvitationScreen: invitation() }));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome to xemay, Nguyễn Văn Minh/)).toBeInTheDocument();
    expect(screen.getByText('minh.rentals')).toBeInTheDocument();
  });

  it('ticks the length rule while the owner types', async () => {
    show(fakeApi({ InvitationScreen: invitation() }));
    const rules = await screen.findByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent('8 to 128 characters (not yet)');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough' } });
    expect(rules).toHaveTextContent('8 to 128 characters (done)');
  });

  it('says a used or unknown link does not work, with a way to sign in', async () => {
    show(fakeApi({ InvitationScreen: { data: { shopOwnerInvitation: null } } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not valid, or it was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/shopowner/login',
    );
  });

  it('says an expired link has expired', async () => {
    show(fakeApi({ InvitationScreen: invitation(true) }));
    expect(await screen.findByText(/This invitation link has expired/)).toBeInTheDocument();
  });

  it('refuses two different passwords without asking the server', async () => {
    const api = fakeApi({ InvitationScreen: invitation() });
    show(api);
    await choose('Lantern-Harbour-42', 'Lantern-Harbour-24');
    expect(
      await screen.findByText('The two passwords differ: type the same password twice'),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).toEqual(['InvitationScreen']);
  });

  it("shows the API's password problem next to the field", async () => {
    show(
      fakeApi({
        InvitationScreen: invitation(),
        AcceptInvitation: userError('password', 'This password is too common: choose another'),
      }),
    );
    await choose('password123');
    // In the words of the change-password screen, which say what to do.
    expect(
      await screen.findByText('This password is too common: choose one that is harder to guess'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(signedInUser()).toBeNull();
  });

  it('signs the new owner in and opens the profile', async () => {
    show(fakeApi({ InvitationScreen: invitation(), AcceptInvitation: accepted }));
    await choose('Lantern-Harbour-42');
    await screen.findByText('/shopowner?welcome=1', { selector: 'output' });
    expect(signedInUser()).toEqual({
      token: 'first-token',
      userName: 'minh.rentals',
      role: 'SHOP_OWNER',
    });
  });

  it('says so when the link was used in the meantime', async () => {
    show(
      fakeApi({
        InvitationScreen: invitation(),
        AcceptInvitation: userError('token', 'This link is not valid, or it was already used'),
      }),
    );
    await choose('Lantern-Harbour-42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
  });
});
