import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import AccessoriesScreen from './AccessoriesScreen';
import { groups, helmetGroup } from './accessoriesFixtures';

const show = (api: ReturnType<typeof fakeApi>) =>
  renderWithApp(<AccessoriesScreen />, api.link, { path: '/shopowner/accessories' });

describe('AccessoriesScreen', () => {
  it('lists the add-ons by kind, with their shops, prices and where they are off', async () => {
    show(fakeApi({ AccessoriesScreen: { data: { ownerStoreAddonGroups: groups(helmetGroup) } } }));
    const item = await screen.findByRole('link', { name: 'Edit Helmet' });
    expect(item).toHaveAttribute('href', '/shopowner/accessories/1');
    expect(item).toHaveTextContent('At 2 shops');
    expect(item).toHaveTextContent('Switched off at Beach Bikes');
    expect(screen.getByRole('region', { name: 'Services' })).toHaveTextContent('None yet.');
    expect(screen.getByRole('link', { name: 'Add from the catalogue' })).toHaveAttribute(
      'href',
      '/shopowner/accessories/new',
    );
  });

  it('shows a skeleton, not the empty text, while loading', () => {
    show(fakeApi({ AccessoriesScreen: { data: { ownerStoreAddonGroups: groups() } } }));
    expect(screen.queryByText(/You offer no accessories/)).not.toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    show(fakeApi({ AccessoriesScreen: { data: { ownerStoreAddonGroups: groups() } } }));
    expect(await screen.findByText(/You offer no accessories or services yet/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    show(
      fakeApi({
        AccessoriesScreen: [
          new Error('offline'),
          { data: { ownerStoreAddonGroups: groups(helmetGroup) } },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Edit Helmet' })).toBeInTheDocument();
  });
});
