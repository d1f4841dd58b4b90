import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import ShopsScreen from './ShopsScreen';
import { ownStore } from './shopFixtures';

const list = (nodes: unknown[]) => ({
  data: { ownerStores: { __typename: 'StoreConnection', totalCount: nodes.length, nodes } },
});

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<ShopsScreen />, api.link, { path: '/shopowner/shops' });

describe('ShopsScreen', () => {
  it('shows a skeleton while loading, then each shop with its city and state', async () => {
    const { container } = show(
      fakeApi({
        ShopsScreen: list([
          ownStore(),
          ownStore({ id: 'Store:13', databaseId: 13, name: 'Lake Side Bikes', online: false }),
        ]),
      }),
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const first = await screen.findByRole('link', { name: /Pine Hill Rentals/ });
    expect(first).toHaveAttribute('href', '/shopowner/shops/12');
    expect(first).toHaveTextContent('Da Lat');
    expect(first).toHaveTextContent('Online');
    expect(screen.getByRole('link', { name: /Lake Side Bikes/ })).toHaveTextContent('Offline');
    expect(screen.getByRole('link', { name: 'Add a shop' })).toHaveAttribute(
      'href',
      '/shopowner/shops/new',
    );
  });

  it('invites a new owner to add their first shop', async () => {
    show(fakeApi({ ShopsScreen: list([]) }));
    expect(await screen.findByRole('link', { name: 'Add your first shop' })).toHaveAttribute(
      'href',
      '/shopowner/shops/new',
    );
    expect(screen.queryByRole('link', { name: 'Add a shop' })).not.toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    const api = fakeApi({ ShopsScreen: [new Error('offline'), list([ownStore()])] });
    show(api);
    expect(await screen.findByText(/We could not load your shops/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pine Hill Rentals/ })).toBeInTheDocument();
  });
});
