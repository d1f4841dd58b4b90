import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '../../app/routing';
import { fakeApi, renderWithApp } from '../../../test/render';
import { tripCitiesAnswer } from '../trip/tripFixtures';
import SearchScreen from './SearchScreen';
import { bikeResult, searchAnswer } from './searchFixtures';

const trip = 'city=hanoi&start=2030-12-03T10:00&end=2030-12-06T10:00';

function Where() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(handlers: Parameters<typeof fakeApi>[0], search = trip) {
  const api = fakeApi({ TripCities: tripCitiesAnswer(), ...handlers });
  renderWithApp(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchScreen />
            <Where />
          </>
        }
      />
    </Routes>,
    api.link,
    { path: `/search?${search}` },
  );
  return api;
}

const url = () => new URL(screen.getByRole('status', { name: 'URL' }).textContent!, 'http://x');
const searches = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.operationName === 'SearchScreen');

describe('SearchScreen', () => {
  it('shows skeletons, then the bikes of the trip with prices, offers and the count', async () => {
    const api = renderSearch(
      { SearchScreen: searchAnswer() },
      `${trip}&sort=reviews-desc&types=scooter&min=100000&max=400000`,
    );
    expect(screen.getByRole('status', { name: 'Loading the bikes…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Motorbikes in Hanoi' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Yamaha Sirius 110/ });
    expect(card).toHaveAttribute(
      'href',
      '/bikes/34?start=2030-12-03T10%3A00&end=2030-12-06T10%3A00',
    );
    expect(within(card).getByText('₫120,000 / day')).toBeInTheDocument();
    expect(within(card).getByText('₫360,000 for 3 days')).toBeInTheDocument();
    expect(within(card).getByText('Deposit ₫2,000,000, paid at pickup')).toBeInTheDocument();
    expect(card).toHaveTextContent('4.5 of 5 (2 reviews)');
    expect(screen.getByText('Showing 2 of 2 bikes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Honda Vision 110/ })).toHaveAttribute(
      'href',
      '/offers/9',
    );
    expect(screen.getByRole('button', { name: 'Filters, 3 on' })).toBeInTheDocument();
    expect(document.title).toContain('Motorbikes in Hanoi, 03.12–06.12');

    expect(searches(api)[0].variables).toEqual({
      filter: {
        cityId: 'City:hanoi',
        currency: 'dong',
        sort: 'REVIEWS_DESC',
        dateStartTravel: '2030-12-03T10:00:00+07:00',
        dateEndTravel: '2030-12-06T10:00:00+07:00',
        bikeTypes: ['SCOOTER'],
        minPricePerDay: 100000,
        maxPricePerDay: 400000,
      },
      offersCity: 'City:hanoi',
      offersDestination: null,
      withExtras: true,
    });
  });

  it('applies a filter from the sheet by writing it into the URL', async () => {
    const api = renderSearch({ SearchScreen: searchAnswer() });
    await screen.findByRole('link', { name: /Yamaha Sirius 110/ });
    fireEvent.click(screen.getByRole('button', { name: 'Filters, none on' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Touring/ }));
    expect(url().searchParams.get('types')).toBe('touring');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Tây Hồ Bike Rental/ }));
    expect(url().searchParams.get('shops')).toBe('2');
    await waitFor(() =>
      expect(searches(api).at(-1)!.variables.filter).toMatchObject({
        bikeTypes: ['TOURING'],
        storeIds: ['U3RvcmU6Mg'],
      }),
    );
  });

  it('sorts from the sheet of five orders', async () => {
    const api = renderSearch({ SearchScreen: searchAnswer() });
    await screen.findByRole('link', { name: /Yamaha Sirius 110/ });
    fireEvent.click(screen.getByRole('button', { name: 'Sort: Price: lowest first' }));
    const sheet = screen.getByRole('dialog', { name: 'Sort bikes' });
    expect(within(sheet).getAllByRole('radio')).toHaveLength(5);
    expect(within(sheet).getByRole('radio', { name: 'Price: lowest first' })).toBeChecked();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Power: highest first' }));
    expect(url().searchParams.get('sort')).toBe('bike-power-desc');
    await waitFor(() =>
      expect(searches(api).at(-1)!.variables.filter).toMatchObject({ sort: 'POWER_DESC' }),
    );
  });

  it('loads the next page after the last cursor and adds it below', async () => {
    const api = renderSearch({
      SearchScreen: [
        searchAnswer(undefined, { totalCount: 3, hasNextPage: true, endCursor: 'c1' }),
        {
          data: {
            searchBikes: searchAnswer([bikeResult(36, 'Honda Air Blade')], {
              totalCount: 3,
              endCursor: 'c2',
            }).data.searchBikes,
          },
        },
      ],
    });
    await screen.findByText('Showing 2 of 3 bikes');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Honda Air Blade/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Yamaha Sirius 110/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 bikes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(searches(api)[1].variables).toMatchObject({ after: 'c1', withExtras: false });
  });

  it('offers nearby dates when nothing is free, and searches them on a tap', async () => {
    const api = renderSearch({
      SearchScreen: searchAnswer([], { totalCount: 0 }, []),
      SearchFlexibleDates: {
        data: {
          minus2: { __typename: 'BikeSearchFacets', totalCount: 0 },
          minus1: { __typename: 'BikeSearchFacets', totalCount: 0 },
          plus1: { __typename: 'BikeSearchFacets', totalCount: 5 },
          plus2: { __typename: 'BikeSearchFacets', totalCount: 0 },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'No bikes' })).toBeInTheDocument();
    expect(
      screen.getByText('No bike is free for the whole trip. Try other dates or another city.'),
    ).toBeInTheDocument();
    const chip = await screen.findByRole('link', { name: 'Wed 04.12 – Sat 07.12 · 5 bikes' });
    expect(screen.getAllByRole('link', { name: /bikes$/ })).toHaveLength(1);
    const flexible = api.calls.find((call) => call.operationName === 'SearchFlexibleDates')!;
    expect(flexible.variables.plus1).toMatchObject({
      dateStartTravel: '2030-12-04T10:00:00+07:00',
    });
    expect(screen.getByRole('link', { name: 'Hoi An' })).toBeInTheDocument();

    fireEvent.click(chip);
    expect(url().searchParams.get('start')).toBe('2030-12-04T10:00');
    expect(url().searchParams.get('end')).toBe('2030-12-07T10:00');
  });

  it('says when the bikes cannot be loaded, and tries again', async () => {
    // Offline until the visitor asks again.
    let online = false;
    const api = renderSearch({
      SearchScreen: () => (online ? searchAnswer() : new Error('offline')),
    });
    expect(
      await screen.findByText('We could not load the bikes. Check your connection and try again.'),
    ).toBeInTheDocument();
    // Asked once: a phone without a connection is not sent into a loop of requests.
    expect(searches(api)).toHaveLength(1);
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Yamaha Sirius 110/ })).toBeInTheDocument();
  });

  it('asks for a trip when the URL has no known city', async () => {
    renderSearch({}, 'city=atlantis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where do you want to ride?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan your trip' })).toHaveAttribute('href', '/');
  });

  it('switches between list and map, adding a history entry', async () => {
    renderSearch({ SearchScreen: searchAnswer() });
    await screen.findByRole('link', { name: /Yamaha Sirius 110/ });
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(url().searchParams.get('view')).toBe('map');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Yamaha Sirius 110/ })).toBeInTheDocument();
  });
});
