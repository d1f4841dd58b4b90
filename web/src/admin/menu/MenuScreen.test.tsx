import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp, Where } from '../../../test/render';
import { signIn, signedInUser } from '../../app/session/session';
import MenuScreen from './MenuScreen';

function show() {
  signIn({ token: 't', userName: 'admin', role: 'ADMIN' });
  return renderWithApp(
    <>
      <MenuScreen />
      <Where />
    </>,
    undefined,
    { path: '/dashboard' },
  );
}

describe('the admin MenuScreen', () => {
  it('links every screen of the area, the tools and the owner area', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin menu' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Shop owners', '/dashboard/shop-owners'],
      ['Rental partners', '/dashboard/partners?kind=RENTAL'],
      ['Marketing partners', '/dashboard/partners?kind=MARKETING'],
      ['Cities', '/dashboard/cities'],
      ['Brands and bike names', '/dashboard/brands'],
      ['Categories', '/dashboard/categories'],
      ['Add-ons', '/dashboard/addons'],
      ['Bike reviews', '/dashboard/reviews'],
      ['Cash earned', '/dashboard/cash'],
      ['Analytics', '/dashboard/analytics'],
      ['GraphQL console', '/dashboard/graphql'],
      ['API reference', '/api/docs'],
      ["Shop owners' area", '/shopowner'],
    ]);
  });

  it('signs out and goes to the admin login', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signedInUser()).toBeNull();
    expect(screen.getByLabelText('where')).toHaveTextContent('/dashboard/login');
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu quản trị' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hãng xe và tên xe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
  });
});
