import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { signedInUser, signIn } from '../../app/session/session';
import ProfileScreen from './ProfileScreen';

const profile = (areas: string[], helpVideoUrl: string | null = null) => ({
  data: {
    me: { __typename: 'Me', name: 'Lan Phạm', userName: 'owner1', areas },
    appSettings: { __typename: 'AppSettings', helpVideoUrl, pushPublicKey: 'BPublicKey' },
  },
});

function show(api: ReturnType<typeof fakeApi>) {
  return renderWithApp(
    <>
      <ProfileScreen />
      <Where />
    </>,
    api.link,
    { path: '/shopowner' },
  );
}

describe('ProfileScreen', () => {
  it('welcomes the owner and lists every page of the area', async () => {
    show(fakeApi({ ProfileScreen: profile(['SHOP_OWNER']) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Lan Phạm' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Your shop' });
    const links = Array.from(menu.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Bookings', '/shopowner/bookings'],
      ['My shops', '/shopowner/shops'],
      ['Bikes', '/shopowner/bikes'],
      ['Availability', '/shopowner/availability'],
      ['Accessories and services', '/shopowner/accessories'],
      ['Special offers', '/shopowner/offers'],
      ['Reviews', '/shopowner/reviews'],
      ['Password', '/shopowner/password'],
      ['Language', '/shopowner/language'],
    ]);
    expect(screen.queryByRole('link', { name: 'Admin area' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help video' })).not.toBeInTheDocument();
  });

  it('offers the help video when one is set, and the admin area to admins', async () => {
    show(
      fakeApi({ ProfileScreen: profile(['ADMIN', 'SHOP_OWNER'], 'https://video.example/help') }),
    );
    expect(await screen.findByRole('link', { name: 'Help video' })).toHaveAttribute(
      'href',
      'https://video.example/help',
    );
    expect(screen.getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/dashboard');
  });

  it('signs out and goes to the login', async () => {
    signIn({ token: 't', userName: 'owner1', role: 'SHOP_OWNER' });
    show(fakeApi({ ProfileScreen: profile(['SHOP_OWNER']) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByText('/shopowner/login', { selector: 'output' });
    expect(signedInUser()).toBeNull();
  });

  it('says when the profile cannot be loaded, with a retry', async () => {
    show(fakeApi({ ProfileScreen: [new Error('offline'), profile(['SHOP_OWNER'])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Lan Phạm' }),
    ).toBeInTheDocument();
  });
});
