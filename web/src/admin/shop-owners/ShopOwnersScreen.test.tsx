import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import ShopOwnersScreen from './ShopOwnersScreen';

const owner = (n: number, overrides: object = {}) => ({
  __typename: 'ShopOwner',
  id: `owner-${n}`,
  databaseId: n,
  name: `Owner ${n}`,
  userName: `owner${n}`,
  email: `owner${n}@example.test`,
  phone: null,
  shopCount: n,
  online: true,
  active: true,
  ...overrides,
});

const page = (nodes: object[], hasNextPage = false, totalCount = nodes.length) => ({
  data: {
    shopOwners: {
      __typename: 'ShopOwnerConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null },
      nodes,
    },
  },
});

const show = (api: ReturnType<typeof fakeApi>, path = '/dashboard/shop-owners') =>
  renderWithApp(<ShopOwnersScreen />, api.link, { path });

describe('the admin ShopOwnersScreen', () => {
  it('lists the owners with their shops count and a link to each', async () => {
    show(fakeApi({ AdminShopOwnersScreen: page([owner(1), owner(2, { phone: '+84 90' })]) }));
    expect(await screen.findByRole('link', { name: 'Owner 1' })).toHaveAttribute(
      'href',
      '/dashboard/shop-owners/1',
    );
    expect(screen.getByText('owner2@example.test')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Online\s*:\s*Owner 2$/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows the error with a retry that asks again', async () => {
    const api = fakeApi({
      AdminShopOwnersScreen: [{ errors: [{ message: 'down' }] }, page([owner(1)])],
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Owner 1' })).toBeInTheDocument();
  });

  it('says when there is nobody yet, and when a search finds nobody', async () => {
    const { unmount } = show(fakeApi({ AdminShopOwnersScreen: page([]) }));
    expect(await screen.findByText(/No shop owners yet/)).toBeInTheDocument();
    unmount();
    show(fakeApi({ AdminShopOwnersScreen: page([]) }), '/dashboard/shop-owners?search=zzz');
    expect(await screen.findByText(/contains “zzz”/)).toBeInTheDocument();
  });

  it('searches as the admin types, through the API', async () => {
    const api = fakeApi({
      AdminShopOwnersScreen: (variables) =>
        variables.search === 'hoa'
          ? page([owner(3, { name: 'Trần Thị Hoa' })])
          : page([owner(1), owner(3, { name: 'Trần Thị Hoa' })]),
    });
    show(api);
    await screen.findByRole('link', { name: 'Owner 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search by name/ }), {
      target: { value: 'hoa' },
    });
    expect(await screen.findByText('Shop owners matching “hoa”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Owner 1' })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.variables).toMatchObject({ search: 'hoa', first: 20 });
  });

  it('shows the next page after the first', async () => {
    const api = fakeApi({
      AdminShopOwnersScreen: (variables) =>
        variables.after === 'c1' ? page([owner(2)], false, 2) : page([owner(1)], true, 2),
    });
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Owner 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Owner 1' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
  });

  it('turns the online switch back, saying why, when the change does not reach the API', async () => {
    show(
      fakeApi({
        AdminShopOwnersScreen: page([owner(1)]),
        SetShopOwnerOnline: new Error('offline'),
      }),
    );
    const toggle = await screen.findByRole('switch', { name: /^Online\s*:\s*Owner 1$/ });
    fireEvent.click(toggle);
    expect(await screen.findByText(/Owner 1 could not be switched/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('switch', { name: /^Online\s*:\s*Owner 1$/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
