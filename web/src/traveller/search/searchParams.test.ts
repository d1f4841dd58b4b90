import {
  activeFilterCount,
  readOptions,
  searchFilter,
  searchScreenVariables,
  writeOptions,
} from './searchParams';

const trip = {
  cityId: 'City:hanoi',
  destinationCityId: null,
  start: '2026-12-02T10:00',
  end: '2026-12-05T10:00',
};

describe('search URL', () => {
  it('reads sort, filters and view, dropping what is broken', () => {
    const options = readOptions(
      new URLSearchParams(
        'sort=bike-power-desc&types=scooter,bogus&categories=1,x&shops=2&min=5&max=-1&view=map',
      ),
    );
    expect(options).toEqual({
      sort: 'bike-power-desc',
      types: ['SCOOTER'],
      categories: [1],
      shops: [2],
      min: 5,
      max: null,
      view: 'map',
    });
    expect(activeFilterCount(options)).toBe(4);
    expect(readOptions(new URLSearchParams('sort=cheap')).sort).toBe('price-asc');
  });

  it('makes the API filter with global ids, instants and the currency', () => {
    const options = readOptions(
      new URLSearchParams('sort=reviews-desc&types=touring&categories=1&shops=2&min=10&max=30'),
    );
    expect(searchFilter(trip, options, 'eur')).toEqual({
      cityId: 'City:hanoi',
      currency: 'eur',
      sort: 'REVIEWS_DESC',
      dateStartTravel: '2026-12-02T10:00:00+07:00',
      dateEndTravel: '2026-12-05T10:00:00+07:00',
      bikeTypes: ['TOURING'],
      categoryIds: ['Q2F0ZWdvcnk6MQ'],
      storeIds: ['U3RvcmU6Mg'],
      minPricePerDay: 10,
      maxPricePerDay: 30,
    });
  });

  it('writes options beside the trip, leaving defaults out', () => {
    const params = new URLSearchParams('city=hanoi&sort=price-desc&types=scooter');
    expect(
      writeOptions(params, {
        sort: 'price-asc',
        types: ['SCOOTER', 'TOURING'],
        view: 'map',
      }).toString(),
    ).toBe('city=hanoi&types=scooter%2Ctouring&view=map');
  });
});

describe("the search screen's variables (the screen and the boot ask the same)", () => {
  const cities = new Map([
    ['hanoi', { id: 'City:1' }],
    ['hue', { id: 'City:2' }],
  ]);

  it('are null until the pickup city is known', () => {
    const params = new URLSearchParams('city=hanoi&start=2026-12-02T10:00&end=2026-12-05T10:00');
    expect(searchScreenVariables(params, new Map(), 'dong')).toBeNull();
    expect(searchScreenVariables(new URLSearchParams('city=nowhere'), cities, 'dong')).toBeNull();
  });

  it('carry the trip, the filters, the currency and the offers of the cities', () => {
    const params = new URLSearchParams(
      'city=hanoi&to=hue&start=2026-12-02T10:00&end=2026-12-05T10:00&sort=price-desc&types=scooter',
    );
    expect(searchScreenVariables(params, cities, 'eur')).toEqual({
      filter: searchFilter(
        {
          cityId: 'City:1',
          destinationCityId: 'City:2',
          start: '2026-12-02T10:00',
          end: '2026-12-05T10:00',
        },
        readOptions(params),
        'eur',
      ),
      offersCity: 'City:1',
      offersDestination: 'City:2',
    });
    expect(searchScreenVariables(params, cities, 'eur')?.filter).toMatchObject({
      cityId: 'City:1',
      destinationCityId: 'City:2',
      currency: 'eur',
      sort: 'PRICE_DESC',
      bikeTypes: ['SCOOTER'],
    });
  });
});
