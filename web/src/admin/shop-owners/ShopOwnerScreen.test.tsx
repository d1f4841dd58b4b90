import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { currentMonthInVietnam } from '../ui/month';
import ShopOwnerScreen from './ShopOwnerScreen';
import { Route, Routes } from '../../app/routing';

const owner = (overrides: object = {}) => ({
  __typename: 'ShopOwner',
  id: 'owner-7',
  databaseId: 7,
  userName: 'hoa',
  name: 'Trần Thị Hoa',
  email: 'hoa@example.test',
  phone: null,
  arrangements: null,
  language: 'VN',
  online: true,
  active: true,
  shopCount: 2,
  statistics: {
    __typename: 'ShopOwnerStatistics',
    shopCount: 2,
    bikeCount: 5,
    unitCount: 9,
    offerCount: 1,
    orders: {
      __typename: 'OrderStatistics',
      orderCount: 12,
      cashEarned: 3_400_000,
      byStatus: { __typename: 'OrderStatusCounts', completed: 8, cancelled: 3, noShow: 1 },
      months: [
        {
          __typename: 'MonthOrderStatistics',
          month: '2026-10',
          orderCount: 12,
          completedCount: 8,
          cashEarned: 3_400_000,
        },
      ],
    },
  },
  monthlyOrders: {
    __typename: 'MonthlyOrders',
    month: '2026-10',
    orderCount: 1,
    cashEarned: 450_000,
    orders: [
      {
        __typename: 'OrderSummary',
        bookingNumber: 'XM-1042',
        createdAt: '2026-10-02T03:00:00Z',
        startAt: '2026-10-05T01:00:00Z',
        endAt: '2026-10-08T01:00:00Z',
        pickupStoreName: 'Phố Cổ Bikes',
        rentalDays: 3,
        status: 'COMPLETED',
        totalPrice: 450_000,
      },
    ],
  },
  ...overrides,
});

const answer = (node: object | null) => ({ data: { node } });

const show = (api: ReturnType<typeof fakeApi>, path = '/dashboard/shop-owners/7?month=2026-10') =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/shop-owners/:id" element={<ShopOwnerScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );

describe('the admin ShopOwnerScreen', () => {
  it("shows the owner's details, statistics and the chosen month's bookings", async () => {
    const api = fakeApi({ AdminShopOwnerScreen: answer(owner()) });
    show(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trần Thị Hoa' })).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Trần Thị Hoa');
    expect(screen.getByText('Bikes').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('XM-1042')).toBeInTheDocument();
    expect(screen.getByText('Phố Cổ Bikes')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-10');
    expect(api.calls[0]?.variables).toMatchObject({ month: '2026-10' });
  });

  it('asks for the current month in Vietnam when none is chosen', async () => {
    const api = fakeApi({ AdminShopOwnerScreen: answer(owner()) });
    show(api, '/dashboard/shop-owners/7');
    await screen.findByRole('heading', { level: 1, name: 'Trần Thị Hoa' });
    expect(api.calls[0]?.variables).toMatchObject({ month: currentMonthInVietnam() });
  });

  it('says where the invitation went, after creating', async () => {
    show(
      fakeApi({ AdminShopOwnerScreen: answer(owner({ active: false })) }),
      '/dashboard/shop-owners/7?invited=1&month=2026-10',
    );
    expect(await screen.findByText(/Invitation sent to hoa@example.test/)).toBeInTheDocument();
  });

  it('shows the error with a retry, and a missing owner as not found', async () => {
    const { unmount } = show(
      fakeApi({ AdminShopOwnerScreen: [{ errors: [{ message: 'down' }] }, answer(owner())] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trần Thị Hoa' })).toBeVisible();
    unmount();
    show(fakeApi({ AdminShopOwnerScreen: answer(null) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it("explains the API's refusal to delete, naming what is left, with a way on", async () => {
    show(
      fakeApi({
        AdminShopOwnerScreen: answer(owner()),
        DeleteShopOwner: {
          data: {
            deleteShopOwner: {
              __typename: 'DeleteShopOwnerPayload',
              deletedId: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: 'id',
                  code: 'IN_USE',
                  message:
                    'This owner still has 2 shop(s) ("Phố Cổ Bikes", "Hồ Tây") and 5 bike(s): delete or hand them over first',
                },
              ],
            },
          },
        },
        AdminShopOwnersScreen: { data: null },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete shop owner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText(/Trần Thị Hoa cannot be deleted: shops or bikes still belong/),
    ).toBeInTheDocument();
    expect(screen.getByText(/"Phố Cổ Bikes", "Hồ Tây"/)).toBeInTheDocument();
    expect(screen.getByText(/switch the owner offline/)).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('/dashboard/shop-owners/7');
  });

  it('saves changes, showing refusals at their fields', async () => {
    const api = fakeApi({
      AdminShopOwnerScreen: answer(owner()),
      UpdateShopOwner: {
        data: {
          updateShopOwner: {
            __typename: 'ShopOwnerPayload',
            shopOwner: null,
            userErrors: [
              { __typename: 'UserError', field: 'email', code: 'INVALID', message: 'bad' },
            ],
          },
        },
      },
    });
    show(api);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'nope@x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Give a valid e-mail address/)).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({
      operationName: 'UpdateShopOwner',
      variables: { input: { id: 'owner-7', email: 'nope@x' } },
    });
  });
});
