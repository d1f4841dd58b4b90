import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import PartnersScreen from './PartnersScreen';

const partner = (n: number, online = true) => ({
  __typename: 'Partner',
  id: `UGFydG5lcjo${n}`,
  databaseId: n,
  name: `Hostel Buddy ${n}`,
  kind: 'MARKETING',
  online,
  email: `buddy${n}@example.com`,
  phone: null,
  storeName: n === 1 ? 'Phố Cổ Motorbikes' : null,
  affiliateCode: `CODE${n}`,
  affiliateLink: `http://localhost/?ref=CODE${n}`,
  createdAt: '2026-11-03T02:00:00.000Z',
});

const page = (
  nodes: ReturnType<typeof partner>[],
  { total = nodes.length, next = false } = {},
) => ({
  data: {
    partners: {
      __typename: 'PartnerConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next, endCursor: next ? 'c1' : null },
      nodes,
    },
  },
});

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/partners?kind=MARKETING') {
  return renderWithApp(
    <>
      <PartnersScreen />
      <Where />
    </>,
    api.link,
    { path },
  );
}

describe('PartnersScreen', () => {
  it('loads, then lists the partners of the kind in the link as cards on a phone', async () => {
    const api = fakeApi({
      AdminPartnersScreen: page([partner(1), partner(2)], { total: 25, next: true }),
    });
    show(api);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Marketing partners' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    const list = await screen.findByRole('list', { name: 'Marketing partners, oldest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Hostel Buddy 1' })).toHaveAttribute(
      'href',
      '/dashboard/partners/1',
    );
    expect(within(list).getByText('Phố Cổ Motorbikes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add a marketing partner' })).toHaveAttribute(
      'href',
      '/dashboard/partners/new?kind=MARKETING',
    );
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(api.calls[0].variables).toMatchObject({ kind: 'MARKETING', first: 20 });
  });

  it('shows rental partners when the kind is missing', async () => {
    const api = fakeApi({ AdminPartnersScreen: page([]) });
    show(api, '/dashboard/partners');
    await screen.findByText('No partners of this kind yet.');
    expect(screen.getByRole('heading', { level: 1, name: 'Rental partners' })).toBeInTheDocument();
    expect(api.calls[0].variables).toMatchObject({ kind: 'RENTAL' });
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the API cannot be reached', async () => {
    const api = fakeApi({ AdminPartnersScreen: [new Error('offline'), page([partner(1)])] });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Hostel Buddy 1' })).toBeInTheDocument();
  });

  it('switches a partner at once and switches back when the API refuses', async () => {
    const api = fakeApi({
      AdminPartnersScreen: page([partner(1)]),
      SetPartnerOnline: {
        data: {
          setPartnerOnline: {
            __typename: 'PartnerPayload',
            partner: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'id',
                message: 'No such partner',
                code: 'NOT_FOUND',
              },
            ],
          },
        },
      },
    });
    show(api);
    const toggle = await screen.findByRole('switch', { name: 'Active: Hostel Buddy 1' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(
      await screen.findByText(/The status of Hostel Buddy 1 could not be changed/),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.calls.find((call) => call.operationName === 'SetPartnerOnline')?.variables).toEqual({
      input: { id: 'UGFydG5lcjo1', online: false },
    });
  });
});
