import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import ShopOwnerNewScreen from './ShopOwnerNewScreen';

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(
    <>
      <ShopOwnerNewScreen />
      <Where />
    </>,
    api.link,
    { path: '/dashboard/shop-owners/new' },
  );

async function fill() {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'hoa' } });
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Trần Thị Hoa' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'hoa@example.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create and send the invitation' }));
}

const created = {
  data: {
    createShopOwner: {
      __typename: 'CreateShopOwnerPayload',
      shopOwner: { __typename: 'ShopOwner', id: 'owner-7', databaseId: 7 },
      userErrors: [],
    },
  },
};

describe('the admin ShopOwnerNewScreen', () => {
  it('names the missing fields and sends nothing', async () => {
    const api = fakeApi({});
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Create and send the invitation' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it("shows the API's refusals at their fields", async () => {
    show(
      fakeApi({
        CreateShopOwner: {
          data: {
            createShopOwner: {
              __typename: 'CreateShopOwnerPayload',
              shopOwner: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: 'username',
                  code: 'ALREADY_EXISTS',
                  message: 'This username is taken',
                },
                {
                  __typename: 'UserError',
                  field: 'email',
                  code: 'ALREADY_EXISTS',
                  message: 'An account with this e-mail exists',
                },
              ],
            },
          },
        },
      }),
    );
    await fill();
    expect(await screen.findByText('This username is taken: choose another.')).toBeInTheDocument();
    expect(screen.getByText('An account with this e-mail exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends the invitation and opens the new owner's page, which says where it went", async () => {
    const api = fakeApi({ CreateShopOwner: created, AdminShopOwnersScreen: { data: null } });
    show(api);
    await fill();
    expect(await screen.findByText('/dashboard/shop-owners/7?invited=1')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      operationName: 'CreateShopOwner',
      variables: {
        input: { userName: 'hoa', name: 'Trần Thị Hoa', email: 'hoa@example.test', language: 'EN' },
      },
    });
  });

  it('says when the API cannot be reached', async () => {
    show(fakeApi({ CreateShopOwner: new Error('offline') }));
    await fill();
    expect(await screen.findByText(/We could not reach xemay/)).toHaveAttribute('role', 'alert');
  });
});
