import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import PartnerNewScreen from './PartnerNewScreen';

const shops = {
  data: {
    publicShops: {
      __typename: 'PublicShopConnection',
      nodes: [{ __typename: 'PublicShop', id: 'U3RvcmU6MQ', name: 'Phố Cổ Motorbikes' }],
    },
  },
};

const created = (userErrors: unknown[]) => ({
  data: {
    createPartner: {
      __typename: 'PartnerPayload',
      partner: userErrors.length
        ? null
        : { __typename: 'Partner', id: 'UGFydG5lcjo5', databaseId: 9, name: 'Hostel Buddy' },
      userErrors,
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, kind = 'MARKETING') {
  return renderWithApp(
    <>
      <PartnerNewScreen />
      <Where />
    </>,
    api.link,
    { path: `/dashboard/partners/new?kind=${kind}` },
  );
}

describe('PartnerNewScreen', () => {
  it("adds a marketing partner with its shop, then opens the partner's page", async () => {
    const api = fakeApi({ AdminPartnerNewScreen: shops, CreatePartner: created([]) });
    show(api);
    expect(
      screen.getByRole('heading', { level: 1, name: 'New marketing partner' }),
    ).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Hostel Buddy' },
    });
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: /^Shop/ }), {
      target: { value: 'U3RvcmU6MQ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/dashboard/partners/9',
      ),
    );
    expect(api.calls.find((call) => call.operationName === 'CreatePartner')?.variables).toEqual({
      input: { name: 'Hostel Buddy', kind: 'MARKETING', storeId: 'U3RvcmU6MQ' },
    });
  });

  it("shows the API's refusals at their fields (a rental partner's password needs an e-mail)", async () => {
    const api = fakeApi({
      AdminPartnerNewScreen: shops,
      CreatePartner: created([
        {
          __typename: 'UserError',
          field: 'email',
          message: 'Give an e-mail address to sign in with',
          code: 'REQUIRED',
        },
      ]),
    });
    show(api, 'RENTAL');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Saigon Riders' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Lantern-42-x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('Give an e-mail address to sign in with')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers a retry when the API cannot be reached', async () => {
    show(fakeApi({ AdminPartnerNewScreen: [new Error('offline'), shops] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});
