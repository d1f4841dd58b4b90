import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import { currentMonthInVietnam } from '../ui/month';
import PartnerScreen from './PartnerScreen';

const partnerId = 'UGFydG5lcjo3'; // Partner:7

const partner = {
  __typename: 'Partner',
  id: partnerId,
  databaseId: 7,
  name: 'Hostel Buddy',
  kind: 'MARKETING',
  online: true,
  email: 'buddy@example.com',
  phone: null,
  hasPassword: false,
  arrangements: '5 % of each booking',
  affiliateLink: 'http://localhost:3000/?ref=BUDDY7',
  storeDatabaseId: null,
  storeName: null,
  orderStatistics: {
    __typename: 'OrderStatistics',
    orderCount: 3,
    cashEarned: 1_250_000,
    firstOrderAt: '2026-10-01T03:00:00.000Z',
    lastOrderAt: '2026-11-20T03:00:00.000Z',
    byStatus: {
      __typename: 'OrderStatusCounts',
      confirmed: 1,
      inProgress: 0,
      completed: 2,
      cancelled: 0,
      noShow: 0,
    },
  },
  monthlyOrders: {
    __typename: 'MonthlyOrders',
    month: '2026-11',
    orderCount: 1,
    cashEarned: 600_000,
    orders: [
      {
        __typename: 'OrderSummary',
        bookingNumber: 'XM-7KQ2MX',
        createdAt: '2026-11-20T03:00:00.000Z',
        pickupStoreName: 'Phố Cổ Motorbikes',
        startAt: '2026-11-22T03:00:00.000Z',
        endAt: '2026-11-24T03:00:00.000Z',
        rentalDays: 2,
        status: 'COMPLETED',
        totalPrice: 600_000,
      },
    ],
  },
};

const screenData = (node: unknown) => ({
  data: {
    node,
    publicShops: {
      __typename: 'PublicShopConnection',
      nodes: [{ __typename: 'PublicShop', id: 'U3RvcmU6MQ', name: 'Phố Cổ Motorbikes' }],
    },
  },
});

const userError = (field: string, message: string, code: string) => ({
  __typename: 'UserError',
  field,
  message,
  code,
});

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/partners/7') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/partners/:id" element={<PartnerScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );
}

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset();
  Object.assign(navigator, { clipboard: { writeText } });
});

describe('PartnerScreen', () => {
  it("shows the partner, its link, its orders and this month's in Vietnam", async () => {
    const api = fakeApi({ AdminPartnerScreen: screenData(partner) });
    show(api);
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { level: 1, name: 'Hostel Buddy' });
    expect(screen.getByRole('textbox', { name: 'Link to share' })).toHaveValue(
      'http://localhost:3000/?ref=BUDDY7',
    );
    expect(screen.getByRole('switch', { name: 'Active: Hostel Buddy' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const orders = screen.getByRole('region', { name: 'Orders details' });
    expect(within(orders).getByText(/1\.250\.000|1,250,000/)).toBeInTheDocument();
    const bookings = screen.getByRole('list', { name: /Bookings of 11\.2026/ });
    expect(within(bookings).getByText('XM-7KQ2MX')).toBeInTheDocument();
    expect(within(bookings).getByText('Completed')).toBeInTheDocument();
    expect(api.calls[0].variables).toEqual({
      id: partnerId,
      month: currentMonthInVietnam(),
      limit: 1000,
    });
  });

  it('asks for the month of the link', async () => {
    const api = fakeApi({ AdminPartnerScreen: screenData(partner) });
    show(api, '/dashboard/partners/7?month=2026-03');
    await screen.findByRole('heading', { level: 1, name: 'Hostel Buddy' });
    expect(api.calls[0].variables).toMatchObject({ month: '2026-03' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-04' } });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/dashboard/partners/7?month=2026-04',
      ),
    );
    await waitFor(() => expect(api.calls.at(-1)?.variables).toMatchObject({ month: '2026-04' }));
  });

  it('copies the affiliate link, with a field to select when the clipboard refuses', async () => {
    show(fakeApi({ AdminPartnerScreen: screenData(partner) }));
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    writeText.mockResolvedValueOnce(undefined);
    fireEvent.click(copy);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/?ref=BUDDY7');

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(copy);
    expect(await screen.findByText(/could not be copied/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to share' })).toHaveFocus();
  });

  it('says "Not found" for an unknown partner or a bad id', async () => {
    show(fakeApi({ AdminPartnerScreen: screenData(null) }));
    expect(await screen.findByRole('link', { name: 'All partners' })).toHaveAttribute(
      'href',
      '/dashboard/partners',
    );
  });

  it('offers a retry when the API cannot be reached', async () => {
    show(fakeApi({ AdminPartnerScreen: [new Error('offline'), screenData(partner)] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hostel Buddy' })).toBeVisible();
  });

  it("shows the API's refusals at their fields when saving", async () => {
    const api = fakeApi({
      AdminPartnerScreen: screenData(partner),
      UpdatePartner: {
        data: {
          updatePartner: {
            __typename: 'PartnerPayload',
            partner: null,
            userErrors: [userError('name', 'A partner with this name exists', 'ALREADY_EXISTS')],
          },
        },
      },
    });
    show(api);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Taken Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A partner with this name exists')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Save is at the foot of the form: the field named in the refusal is brought to the person.
    expect(name).toHaveFocus();
    expect(api.calls.find((call) => call.operationName === 'UpdatePartner')?.variables).toEqual({
      input: {
        id: partnerId,
        name: 'Taken Name',
        kind: 'MARKETING',
        email: 'buddy@example.com',
        phone: null,
        arrangements: '5 % of each booking',
        storeId: null,
      },
    });
  });

  it('deletes after confirming, and explains a refusal', async () => {
    const refused = {
      data: {
        deletePartner: {
          __typename: 'DeletePartnerPayload',
          deletedId: null,
          userErrors: [userError('id', 'No such partner', 'NOT_FOUND')],
        },
      },
    };
    const deleted = {
      data: {
        deletePartner: { __typename: 'DeletePartnerPayload', deletedId: partnerId, userErrors: [] },
      },
    };
    show(fakeApi({ AdminPartnerScreen: screenData(partner), DeletePartner: [refused, deleted] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the partner' }));
    const sheet = await screen.findByRole('dialog', { name: 'Delete Hostel Buddy?' });
    expect(within(sheet).getByText(/bookings it brought stay/)).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete partner' }));
    expect(
      await screen.findByText('Hostel Buddy was not deleted: No such partner'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the partner' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete partner' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/dashboard/partners?kind=MARKETING',
      ),
    );
  });
});
