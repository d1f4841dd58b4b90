import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../test/render';
import { AppRoutes } from '../app/AppRoutes';
import { partnerRefStorageKey } from '../app/partnerRef';
import { tripCitiesAnswer } from '../traveller/booking/testBooking';
import { siteRoutes } from './siteRoutes';

// The unknown page offers a search in each city with shops.
const api = () => fakeApi({ TripCities: tripCitiesAnswer });

describe("AppRoutes with the site's routes", () => {
  it('answers an unknown path with a page that has a footer and a way back', async () => {
    renderWithApp(<AppRoutes table={siteRoutes} />, api().link, { path: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/shopowner/no/such/page', 'Your shop', '/shopowner'],
    ['/dashboard/nowhere', 'Admin menu', '/dashboard'],
  ])(
    'answers an unknown path in a signed-in area (%s) in the area, with the way to its home',
    async (path, home, homePath) => {
      renderWithApp(<AppRoutes table={siteRoutes} />, api().link, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not found' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homePath);
      expect(screen.queryByText('This page does not exist.')).not.toBeInTheDocument();
    },
  );

  it("sets the page's language for screen readers when the language changes", async () => {
    renderWithApp(<AppRoutes table={siteRoutes} />, api().link, { path: '/no/such/page' });
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'VN' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Trang này không tồn tại.',
    );
    expect(document.documentElement.lang).toBe('vi');
  });

  it('keeps a partner code from the entry URL for the visit', async () => {
    renderWithApp(<AppRoutes table={siteRoutes} />, api().link, { path: '/nowhere?ref=HOSTEL42' });
    await screen.findByRole('heading', { level: 1 });
    expect(window.sessionStorage.getItem(partnerRefStorageKey)).toBe('HOSTEL42');
  });
});
