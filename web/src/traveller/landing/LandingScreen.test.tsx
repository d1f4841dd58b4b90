import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { languageStorageKey } from '../../app/preferences';
import { listenForInstallPrompt, resetInstallPrompt } from '../../app/install/useInstallPrompt';
import { lastTripKey } from '../trip/lastTrip';
import { daLat, hanoi, hoiAn, hue, tripCitiesAnswer } from '../trip/tripFixtures';
import LandingScreen from './LandingScreen';

type Handlers = Parameters<typeof fakeApi>[0];

/** 10:07 in Vietnam on Tuesday 1 December 2026. */
const now = new Date('2026-12-01T03:07:00Z');

const review = (
  databaseId: number,
  name: string,
  rating: number,
  shop: [string, number] | null,
) => ({
  __typename: 'Review',
  id: `Review:${databaseId}`,
  name,
  rating,
  text: `${name} liked the bike.`,
  reviewedAt: '2026-11-23T22:23:53.039Z',
  bikeName: 'Yamaha Sirius 110',
  storeName: shop?.[0] ?? null,
  storeDatabaseId: shop?.[1] ?? null,
});

const cities = [hanoi, hue, hoiAn, daLat];

const landingAnswer = (
  nodes = cities,
  reviews = [review(1, 'Lan', 5, ['Old Quarter Motorbikes', 1]), review(2, 'Emma', 4, null)],
) => ({
  data: {
    cities: {
      __typename: 'CityConnection',
      nodes: nodes.map(({ __typename, id, slug, name, pictureUrl, shopCount }) => ({
        __typename,
        id,
        slug,
        name,
        pictureUrl,
        shopCount,
      })),
    },
    latestReviews: reviews,
  },
});

function renderLanding(handlers: Handlers = {}) {
  const api = fakeApi({
    TripCities: tripCitiesAnswer(),
    LandingScreen: landingAnswer(),
    ...handlers,
  });
  renderWithApp(<LandingScreen now={now} />, api.link);
  return api;
}

const region = (name: string) => screen.getByRole('region', { name });
const suggestions = () => region('Popular destinations');

afterEach(() => resetInstallPrompt());

describe('LandingScreen', () => {
  it('shows the title and the form at once, and skeletons where the API answers later', async () => {
    const api = renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rent a motorbike in Vietnam',
    );
    expect(screen.getByRole('form', { name: 'Your trip' })).toBeInTheDocument();
    expect(within(suggestions()).getByRole('status')).toHaveTextContent('Loading destinations…');
    expect(within(region('What travellers say')).getByRole('status')).toHaveTextContent(
      'Loading reviews…',
    );
    expect(document.title).toBe('Rent a motorbike in Vietnam · xemay');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Compare motorbikes and scooters from local rental shops/,
    );

    await within(suggestions()).findAllByRole('article');
    expect(api.calls.map((call) => call.operationName).sort()).toEqual([
      'LandingScreen',
      'TripCities',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('suggests the cities with shops, most first, each to search for the dates or to read about', async () => {
    renderLanding();
    const cards = await within(suggestions()).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Hoi An',
      'Hanoi',
      'Hue',
    ]);
    const hoiAnCard = cards[0];
    expect(hoiAnCard).toHaveTextContent('5 shops');
    expect(within(hoiAnCard).getByRole('link', { name: 'See bikes in Hoi An' })).toHaveAttribute(
      'href',
      '/search?city=hoi-an&start=2026-12-01T10%3A15&end=2026-12-04T10%3A15',
    );
    expect(within(hoiAnCard).getByRole('link', { name: 'City guide for Hoi An' })).toHaveAttribute(
      'href',
      '/cities/hoi-an',
    );
    const picture = hoiAnCard.querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '240');
    expect(picture).toHaveAttribute('height', '150');
    expect(picture.getAttribute('src')).toContain(
      encodeURIComponent('/media/seed/cities/hoi-an.svg'),
    );
  });

  it("searches the suggested cities for the form's dates", async () => {
    renderLanding();
    await within(suggestions()).findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2026-12-20' } });
    expect(screen.getByRole('link', { name: 'See bikes in Hue' })).toHaveAttribute(
      'href',
      '/search?city=hue&start=2026-12-20T10%3A15&end=2026-12-23T10%3A15',
    );
  });

  it('shows the latest reviews with stars read out, date, bike and shop', async () => {
    renderLanding();
    const reviews = await within(region('What travellers say')).findAllByRole('article');
    expect(reviews).toHaveLength(2);
    const [lan, emma] = reviews;
    expect(within(lan).getByRole('heading', { name: 'Lan' })).toBeInTheDocument();
    expect(lan).toHaveTextContent('5 out of 5');
    expect(lan).toHaveTextContent('24.11.2026');
    expect(lan).toHaveTextContent('Lan liked the bike.');
    expect(lan).toHaveTextContent('Yamaha Sirius 110 from Old Quarter Motorbikes');
    expect(within(lan).getByRole('link', { name: 'Old Quarter Motorbikes' })).toHaveAttribute(
      'href',
      '/shops/1',
    );
    expect(emma).toHaveTextContent('4 out of 5');
    expect(within(emma).queryByRole('link')).toBeNull();
  });

  it('explains why and how to book', async () => {
    renderLanding();
    expect(
      within(region('Why book with xemay'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pay cash at pickup', 'No account needed', 'Local shops', 'One-way trips']);
    expect(within(region('How it works')).getAllByRole('listitem')).toHaveLength(4);
    await within(suggestions()).findAllByRole('article');
  });

  it('says so when there are no cities and no reviews yet', async () => {
    renderLanding({
      TripCities: tripCitiesAnswer([]),
      LandingScreen: landingAnswer([], []),
    });
    expect(
      await within(suggestions()).findByText('No destinations yet. Please come back soon.'),
    ).toBeInTheDocument();
    expect(
      within(region('What travellers say')).getByText(
        'No reviews yet. Travellers review their bike after the trip.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('leaves out cities without shops', async () => {
    renderLanding({
      TripCities: tripCitiesAnswer([daLat]),
      LandingScreen: landingAnswer([daLat]),
    });
    expect(
      await within(suggestions()).findByText('No destinations yet. Please come back soon.'),
    ).toBeInTheDocument();
  });

  it('says so when the API cannot be reached, and loads again on retry', async () => {
    const api = renderLanding({ LandingScreen: [new Error('offline'), landingAnswer()] });
    const problem = await within(suggestions()).findByText(
      'Destinations and reviews could not be loaded. Check your connection and try again.',
    );
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'What travellers say' })).toBeNull();
    // The form does not depend on this query.
    expect(await screen.findAllByRole('option', { name: 'Hue' })).not.toHaveLength(0);

    fireEvent.click(within(suggestions()).getByRole('button', { name: 'Try again' }));
    expect(await within(suggestions()).findAllByRole('article')).toHaveLength(3);
    expect(within(region('What travellers say')).getAllByRole('article')).toHaveLength(2);
    expect(api.calls.filter((call) => call.operationName === 'LandingScreen')).toHaveLength(2);
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem(languageStorageKey, 'vn');
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thuê xe máy tại Việt Nam');
    expect(document.title).toBe('Thuê xe máy tại Việt Nam · xemay');
    const cards = await within(region('Điểm đến nổi bật')).findAllByRole('article');
    expect(cards[0]).toHaveTextContent('Hội An');
    expect(cards[0]).toHaveTextContent('5 cửa hàng');
    expect(within(cards[0]).getByRole('link', { name: 'Xem xe ở Hội An' })).toBeInTheDocument();
    const lan = within(region('Du khách nói gì')).getAllByRole('article')[0];
    expect(lan).toHaveTextContent('5 trên 5 sao');
    expect(lan).toHaveTextContent('Yamaha Sirius 110 của Old Quarter Motorbikes');
  });

  it('fills the form with the trip of this visit', async () => {
    window.sessionStorage.setItem(
      lastTripKey,
      'city=hue&to=hanoi&start=2026-12-20T09%3A00&end=2026-12-22T18%3A30',
    );
    renderLanding();
    await screen.findAllByRole('option', { name: 'Hue' });
    expect(screen.getByRole('combobox', { name: 'Pickup city' })).toHaveValue('hue');
    expect(screen.getByRole('combobox', { name: 'Return city' })).toHaveValue('hanoi');
    expect(screen.getByLabelText('Pickup date')).toHaveValue('2026-12-20');
    expect(await screen.findByRole('link', { name: 'See bikes in Hanoi' })).toHaveAttribute(
      'href',
      '/search?city=hanoi&start=2026-12-20T09%3A00&end=2026-12-22T18%3A30',
    );
  });

  it('explains how to add the app to the home screen when the browser offers no install', async () => {
    renderLanding();
    const app = region('Get the app');
    expect(within(app).queryByRole('button')).toBeNull();
    expect(app).toHaveTextContent('iPhone and iPad: tap Share, then “Add to Home Screen”.');
    await within(suggestions()).findAllByRole('article');
  });

  it("installs the app through the browser's own dialog", async () => {
    listenForInstallPrompt();
    renderLanding();
    const prompt = jest.fn().mockResolvedValue(undefined);
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        }),
      );
    });
    const app = region('Get the app');
    fireEvent.click(within(app).getByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('xemay is on your home screen.')).toBeInTheDocument();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(within(app).queryByRole('button')).toBeNull();
  });
});
