import { screen } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import ShopCreatedScreen from './ShopCreatedScreen';

function show(api: ReturnType<typeof fakeApi>, id: string) {
  return renderWithApp(
    <Routes>
      <Route path="/shopowner/shops/:shopId/created" element={<ShopCreatedScreen />} />
    </Routes>,
    api.link,
    { path: `/shopowner/shops/${id}/created` },
  );
}

const shop = {
  __typename: 'Store',
  id: 'U3RvcmU6MTI5',
  databaseId: 129,
  name: 'Pine Hill',
  online: false,
};

describe('ShopCreatedScreen', () => {
  it('reads the new shop by its id and tells its state', async () => {
    const api = fakeApi({ ShopCreatedScreen: { data: { node: shop } } });
    show(api, '129');
    expect(
      await screen.findByText('Pine Hill is saved but offline: travellers do not see it yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the shop' })).toHaveAttribute(
      'href',
      '/shopowner/shops/129',
    );
    expect(api.calls[0].variables).toEqual({ id: 'U3RvcmU6MTI5' });
  });

  it('says not found for a shop that is not the owner’s, or a malformed id', async () => {
    const api = fakeApi({ ShopCreatedScreen: { data: { node: null } } });
    const { unmount } = show(api, '99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    unmount();
    show(api, 'abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });
});
