import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import { findAlert } from '../shop/findAlert';
import { tripCities } from '../bike/bikeFixtures';
import { city, shop } from '../shop/shopFixtures';
import CityScreen from './CityScreen';

type Handlers = Parameters<typeof fakeApi>[0];

const hostel = {
  __typename: 'Hostel',
  id: 'hostel-1',
  name: 'Tribee Kinh',
  description: { __typename: 'LocalizedText', en: 'Pool and bar.', vn: 'Có hồ bơi và quầy bar.' },
  address: '12 Phan Chu Trinh, Hội An',
  pricePerNightFrom: 180000,
  websiteUrl: 'https://tribee.example',
};

const cityAnswer = (shops = [shop], hostels = [hostel]) => ({
  data: {
    cityBySlug: {
      ...city,
      description: {
        __typename: 'LocalizedText',
        en: 'A lantern-lit trading port. Quiet roads lead to the beach.',
        vn: 'Phố cổ đèn lồng. Những con đường yên tĩnh dẫn ra biển.',
      },
      pictureUrls: ['/media/seed/cities/hoi-an.svg'],
      shopCount: shops.length,
      hostels,
      shops: { __typename: 'PublicShopConnection', totalCount: shops.length, nodes: shops },
    },
  },
});

function renderCity(path = '/cities/hoi-an', handlers: Handlers = {}) {
  const api = fakeApi({ TripCities: tripCities, CityScreen: cityAnswer(), ...handlers });
  renderWithApp(
    <Routes>
      <Route path="/cities/:slug" element={<CityScreen />} />
    </Routes>,
    api.link,
    { path },
  );
  return api;
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Motorbike rental in Hoi An' });

describe('CityScreen', () => {
  it('shows a skeleton, then the city, its shops and hostels', async () => {
    const api = renderCity();
    expect(screen.getByRole('status', { name: 'Loading the city…' })).toBeInTheDocument();
    await title();
    // One query for the screen; the map, once drawn, asks for its tile settings (app-wide).
    expect(api.calls.filter((call) => call.operationName !== 'MapSettings')).toEqual([
      { operationName: 'CityScreen', variables: { slug: 'hoi-an' } },
    ]);
    expect(document.title).toBe('Motorbike rental in Hoi An · xemay');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'A lantern-lit trading port.',
    );
    expect(screen.getByRole('img', { name: 'Hoi An, picture 1 of 1' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );

    const shops = screen.getByRole('region', { name: 'Rental shops (1)' });
    const card = within(shops).getByRole('article');
    expect(within(card).getByRole('link', { name: 'An Bàng Beach Scooters' })).toHaveAttribute(
      'href',
      '/shops/23',
    );
    expect(card).toHaveTextContent('101 Hai Bà Trưng, Hội An');
    expect(card).toHaveTextContent('4.3 of 5 · 7 reviews');
    expect(card).toHaveTextContent('2 bikes');

    const hostels = screen.getByRole('region', { name: 'Where to stay in Hoi An' });
    expect(within(hostels).getByRole('heading', { name: 'Tribee Kinh' })).toBeInTheDocument();
    expect(hostels).toHaveTextContent('from ₫180,000 / night');
    expect(hostels).toHaveTextContent('12 Phan Chu Trinh, Hội An');
    expect(within(hostels).getByRole('link', { name: 'Website of Tribee Kinh' })).toHaveAttribute(
      'href',
      'https://tribee.example',
    );
  });

  it('leads to the search for bikes in the city, from the next free times', async () => {
    renderCity();
    await title();
    const search = screen.getByRole('link', { name: 'Search bikes in Hoi An' });
    const url = new URL(search.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('city')).toBe('hoi-an');
    expect(url.searchParams.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45)$/);
    expect(url.searchParams.get('end')! > url.searchParams.get('start')!).toBe(true);
  });

  it('says when the city has no shops online yet, and leaves out hostels it has none of', async () => {
    renderCity(undefined, { CityScreen: cityAnswer([], []) });
    await title();
    expect(
      screen.getByText('No rental shop in Hoi An is online yet. Try a city nearby.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Where to stay/ })).toBeNull();
  });

  it('says the city is not on xemay for an unknown slug, and names the cities that are', async () => {
    renderCity('/cities/atlantis', { CityScreen: { data: { cityBySlug: null } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This city is not on xemay (yet)' }),
    ).toBeInTheDocument();
    const others = await screen.findByRole('list', { name: 'Cities on xemay' });
    expect(within(others).getByRole('link', { name: 'Hue' })).toHaveAttribute(
      'href',
      '/cities/hue',
    );
  });

  it('says so when the city cannot be loaded, and loads it again on retry', async () => {
    const api = renderCity(undefined, { CityScreen: [new Error('offline'), cityAnswer()] });
    const alert = await findAlert('The city could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await title();
    expect(api.calls.filter((call) => call.operationName === 'CityScreen')).toHaveLength(2);
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    renderCity();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thuê xe máy tại Hội An' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Phố cổ đèn lồng. Những con đường yên tĩnh dẫn ra biển.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm xe tại Hội An' })).toBeInTheDocument();
    expect(screen.getByText('từ 180.000 ₫ / đêm')).toBeInTheDocument();
  });
});
