import { startTestApp, type TestApp } from '../../../test/app';
import { insertBooking } from '../../../test/bookings';
import { buildSearchWorld, iso, vietnamTime, type SearchWorld } from './search.test-fixtures';

let t: TestApp;
let w: SearchWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildSearchWorld(t.db.prisma);
});

afterAll(() => t.close());

interface Hit {
  id: number;
  price_per_day: number;
  price_per_day_in_currency: number;
  rental_days: number | null;
  rental_price: number | null;
  free_units: number;
  transfer_price: number | null;
  store_transfer_id: number | null;
  store: { id: number; name: string; city_id: number };
  return_store: { id: number };
  rating: { average: number | null; count: number };
  brand: { name: string };
  category: { id: number };
  photos: string[];
}

async function search(query: string): Promise<Hit[]> {
  const response = await t.app.fastify.inject({ method: 'GET', url: `/api/bikes/list?${query}` });
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200 });
  return response.json().data;
}

const ids = (hits: Hit[]) => hits.map((hit) => hit.id);

/** Monday 09:00 to Wednesday 09:00 of a week ahead, in Vietnam. */
const trip = () =>
  `date_start_travel=${encodeURIComponent(iso(vietnamTime(0, 9)))}` +
  `&date_end_travel=${encodeURIComponent(iso(vietnamTime(2, 9)))}`;

describe('GET /api/bikes/list', () => {
  it('lists the public bikes of the city with a unit in service, cheapest first', async () => {
    const hits = await search(`city=${w.hanoi}`);
    const { b1, b2, b3, b7 } = w.bikes;
    expect(ids(hits)).toEqual([b1, b7, b3, b2]);
    const b3Hit = hits.find((hit) => hit.id === b3)!;
    expect(b3Hit).toMatchObject({
      price_per_day: 250_000,
      price_per_day_in_currency: 250_000,
      rental_days: null,
      rental_price: null,
      free_units: 1,
      transfer_price: null,
      store: { id: w.s2, name: 'S2', city_id: w.hanoi },
      return_store: { id: w.s2 },
      rating: { average: 4.5, count: 2 },
      category: { id: w.touring },
      photos: ['/media/bikes/b3-side.jpg'],
    });
    expect(await search(`city=${w.emptyCity}`)).toEqual([]);
  });

  it('prices the trip when dates are given', async () => {
    const hits = await search(`city=${w.hanoi}&${trip()}`);
    expect(hits.find((hit) => hit.id === w.bikes.b2)).toMatchObject({
      rental_days: 2,
      rental_price: 800_000,
      free_units: 2,
    });
  });

  describe('availability for the dates', () => {
    const cleanUp = () =>
      Promise.all([
        t.db.prisma.order.deleteMany({ where: { shopBikeId: { in: Object.values(w.bikes) } } }),
        t.db.prisma.bikeUnavailability.deleteMany({
          where: { shopBikeId: { in: Object.values(w.bikes) } },
        }),
      ]);
    afterEach(cleanUp);

    it('hides a bike whose only unit is booked for overlapping days, not back-to-back ones', async () => {
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b1,
        unitId: w.units.b1,
        storeId: w.s1,
        startAt: vietnamTime(1, 9),
        endAt: vietnamTime(3, 9),
      });
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b3,
        unitId: w.units.b3,
        storeId: w.s2,
        status: 'IN_PROGRESS',
        startAt: vietnamTime(-2, 9),
        endAt: vietnamTime(0, 9),
      });
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b3,
        unitId: w.units.b3,
        storeId: w.s2,
        startAt: vietnamTime(2, 9),
        endAt: vietnamTime(4, 9),
      });
      const hits = await search(`city=${w.hanoi}&${trip()}`);
      expect(ids(hits)).toEqual([w.bikes.b7, w.bikes.b3, w.bikes.b2]);
      // Without dates the bike is still listed.
      expect(ids(await search(`city=${w.hanoi}`))).toContain(w.bikes.b1);
    });

    it("keeps a unit for a visitor's live hold on a special offer of the bike", async () => {
      const day = 86_400_000;
      const offer = await t.db.prisma.offer.create({
        data: {
          number: `OF-SEARCH-${w.bikes.b1}`,
          storeId: w.s1,
          shopBikeId: w.bikes.b1,
          online: true,
          regularPricePerDay: 150_000,
          percentDiscount: 20,
          travelStartsAt: vietnamTime(-1, 9),
          travelEndsAt: vietnamTime(10, 9),
          earliestPickupAt: vietnamTime(-1, 9),
          latestPickupAt: vietnamTime(9, 9),
          bookableUntil: vietnamTime(8, 9),
          maxRentalDays: 5,
        },
      });
      const hold = await t.db.prisma.offerHold.create({
        data: {
          offerId: offer.id,
          tokenHash: `search-hold-${offer.id}`,
          expiresAt: new Date(Date.now() + 35 * 60_000),
        },
      });
      try {
        expect(ids(await search(`city=${w.hanoi}&${trip()}`))).not.toContain(w.bikes.b1);
        await t.db.prisma.offerHold.update({
          where: { id: hold.id },
          data: { expiresAt: new Date(Date.now() - day) },
        });
        expect(ids(await search(`city=${w.hanoi}&${trip()}`))).toContain(w.bikes.b1);
      } finally {
        await t.db.prisma.offer.delete({ where: { id: offer.id } });
      }
    });

    it('counts the free units: one booked unit of two leaves one', async () => {
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b2,
        unitId: w.units.b2a,
        storeId: w.s1,
        startAt: vietnamTime(0, 12),
        endAt: vietnamTime(1, 12),
      });
      const hits = await search(`city=${w.hanoi}&${trip()}`);
      expect(hits.find((hit) => hit.id === w.bikes.b2)?.free_units).toBe(1);
    });

    it('ignores cancelled bookings and unverified ones whose time to verify has passed', async () => {
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b1,
        unitId: w.units.b1,
        storeId: w.s1,
        status: 'CANCELLED',
        startAt: vietnamTime(0, 9),
        endAt: vietnamTime(2, 9),
      });
      const lapsing = await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b7,
        unitId: w.units.b7,
        storeId: w.s2,
        status: 'AWAITING_VERIFICATION',
        startAt: vietnamTime(0, 9),
        endAt: vietnamTime(2, 9),
      });
      await t.db.prisma.order.update({
        where: { id: lapsing.id },
        data: { verifyBy: new Date(Date.now() - 60_000) },
      });
      expect(ids(await search(`city=${w.hanoi}&${trip()}`))).toEqual(
        expect.arrayContaining([w.bikes.b1, w.bikes.b7]),
      );
      await t.db.prisma.order.update({
        where: { id: lapsing.id },
        data: { verifyBy: new Date(Date.now() + 3600_000) },
      });
      expect(ids(await search(`city=${w.hanoi}&${trip()}`))).not.toContain(w.bikes.b7);
    });

    it('hides a bike during an unavailability period of the bike or of its only unit', async () => {
      await t.db.prisma.bikeUnavailability.create({
        data: { shopBikeId: w.bikes.b7, startsAt: vietnamTime(1, 0), endsAt: vietnamTime(1, 23) },
      });
      await t.db.prisma.bikeUnavailability.create({
        data: {
          shopBikeId: w.bikes.b2,
          unitId: w.units.b2a,
          startsAt: vietnamTime(1, 0),
          endsAt: vietnamTime(1, 23),
        },
      });
      const hits = await search(`city=${w.hanoi}&${trip()}`);
      expect(ids(hits)).toEqual([w.bikes.b1, w.bikes.b3, w.bikes.b2]);
      expect(hits.find((hit) => hit.id === w.bikes.b2)?.free_units).toBe(1);
    });

    it('takes a unit both booked and unavailable once, and a unit out of service not at all', async () => {
      const freeUnitsOfB2 = async () =>
        (await search(`city=${w.hanoi}&${trip()}`)).find((hit) => hit.id === w.bikes.b2)
          ?.free_units;
      await insertBooking(t.db.prisma, {
        shopBikeId: w.bikes.b2,
        unitId: w.units.b2a,
        storeId: w.s1,
        startAt: vietnamTime(0, 12),
        endAt: vietnamTime(1, 12),
      });
      await t.db.prisma.bikeUnavailability.create({
        data: {
          shopBikeId: w.bikes.b2,
          unitId: w.units.b2a,
          startsAt: vietnamTime(1, 0),
          endsAt: vietnamTime(1, 23),
        },
      });
      expect(await freeUnitsOfB2()).toBe(1);
      const outOfService = { where: { id: w.units.b2a }, data: { active: false } };
      await t.db.prisma.unit.update(outOfService);
      try {
        expect(await freeUnitsOfB2()).toBe(1);
        await t.db.prisma.unit.update({ where: { id: w.units.b2b }, data: { active: false } });
        expect(await freeUnitsOfB2()).toBeUndefined();
      } finally {
        await t.db.prisma.unit.updateMany({
          where: { id: { in: [w.units.b2a, w.units.b2b] } },
          data: { active: true },
        });
      }
      expect(await freeUnitsOfB2()).toBe(1);
    });
  });

  describe('opening hours', () => {
    const between = (start: Date, end: Date) =>
      `city=${w.hanoi}&date_start_travel=${encodeURIComponent(iso(start))}` +
      `&date_end_travel=${encodeURIComponent(iso(end))}`;

    it('hides every shop for a pickup at 07:00', async () => {
      expect(await search(between(vietnamTime(0, 7), vietnamTime(2, 9)))).toEqual([]);
    });

    it('hides a shop on a weekday it is closed, for pickup or return', async () => {
      const sundayPickup = await search(between(vietnamTime(6, 9), vietnamTime(8, 9)));
      expect(ids(sundayPickup)).toEqual([w.bikes.b7, w.bikes.b3]);
      const sundayReturn = await search(between(vietnamTime(4, 9), vietnamTime(6, 9)));
      expect(ids(sundayReturn)).toEqual([w.bikes.b7, w.bikes.b3]);
    });

    it('hides a shop for a return after it closes; 18:00 sharp is still open', async () => {
      const late = await search(between(vietnamTime(0, 9), vietnamTime(2, 19)));
      expect(ids(late)).toEqual([w.bikes.b7, w.bikes.b3]);
      const closing = await search(between(vietnamTime(0, 9), vietnamTime(2, 18)));
      expect(ids(closing)).toEqual([w.bikes.b1, w.bikes.b7, w.bikes.b3, w.bikes.b2]);
    });

    it('takes dates without times as whole days the shops open', async () => {
      const monday = iso(vietnamTime(0, 9)).slice(0, 10);
      const wednesday = iso(vietnamTime(2, 9)).slice(0, 10);
      const sunday = iso(vietnamTime(6, 9)).slice(0, 10);
      const days = await search(
        `city=${w.hanoi}&date_start_travel=${monday}&date_end_travel=${wednesday}`,
      );
      expect(ids(days)).toHaveLength(4);
      expect(days[0].rental_days).toBe(2);
      const fromSunday = await search(
        `city=${w.hanoi}&date_start_travel=${sunday}&date_end_travel=${iso(vietnamTime(8, 9)).slice(0, 10)}`,
      );
      expect(ids(fromSunday)).toEqual([w.bikes.b7, w.bikes.b3]);
    });
  });

  it('one way: only shops with an active transfer to the city, at the cheapest transfer', async () => {
    const hits = await search(`city=${w.hanoi}&city_destination=${w.hue}&${trip()}`);
    expect(ids(hits)).toEqual([w.bikes.b1, w.bikes.b2]);
    expect(hits[0]).toMatchObject({
      transfer_price: 300_000,
      return_store: { id: w.d2, name: 'D2', city_id: w.hue },
      store: { id: w.s1 },
    });
    expect(hits[0].store_transfer_id).toEqual(expect.any(Number));
    // The same city as destination is a round trip.
    expect(ids(await search(`city=${w.hanoi}&city_destination=${w.hanoi}`))).toHaveLength(4);
  });

  it('filters by shops, bike types (any case), categories and price', async () => {
    const { b1, b2, b3, b7 } = w.bikes;
    expect(ids(await search(`city=${w.hanoi}&stores=${w.s2}`))).toEqual([b7, b3]);
    expect(ids(await search(`city=${w.hanoi}&bike_types=Scooter,ENDURO`))).toEqual([b1, b2]);
    expect(ids(await search(`city=${w.hanoi}&bike_categories=${w.touring}`))).toEqual([b3, b2]);
    expect(
      ids(await search(`city=${w.hanoi}&min_price_per_day=200000&max_price_per_day=250000`)),
    ).toEqual([b7, b3]);
  });

  it('converts prices to dollars and euros, and reads the bounds in that currency', async () => {
    const dollars = await search(`city=${w.hanoi}&currency=usd&min_price_per_day=8`);
    expect(dollars.map((hit) => [hit.id, hit.price_per_day_in_currency])).toEqual([
      [w.bikes.b7, 8],
      [w.bikes.b3, 10],
      [w.bikes.b2, 16],
    ]);
    const euros = await search(`city=${w.hanoi}&currency=EUR&max_price_per_day=6`);
    expect(euros.map((hit) => [hit.id, hit.price_per_day_in_currency])).toEqual([
      [w.bikes.b1, 5.45],
    ]);
    const dong = await search(`city=${w.hanoi}&currency=vnd&max_price_per_day=150000`);
    expect(dong.map((hit) => hit.price_per_day_in_currency)).toEqual([150_000]);
  });

  it('sorts by price, reviews and power, ties by bike id', async () => {
    const { b1, b2, b3, b7 } = w.bikes;
    const sorted = async (sort: string) => ids(await search(`city=${w.hanoi}&sort_type=${sort}`));
    expect(await sorted('price-desc')).toEqual([b2, b3, b7, b1]);
    expect(await sorted('reviews-desc')).toEqual([b3, b1, ...[b2, b7].sort((a, b) => a - b)]);
    expect(await sorted('bike-power-asc')).toEqual([b7, b1, b2, b3]);
    expect(await sorted('bike-power-desc')).toEqual([b3, b2, b1, b7]);
  });

  it('caps the list at `limit`', async () => {
    expect(ids(await search(`city=${w.hanoi}&limit=2`))).toEqual([w.bikes.b1, w.bikes.b7]);
  });
});

describe('searchBikes (GraphQL)', () => {
  it('pages through the results with stable cursors', async () => {
    const query = `query ($filter: BikeSearchFilter!, $after: String) {
      searchBikes(filter: $filter, first: 3, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { shopBikeId shop { name city { databaseId } } }
      }
    }`;
    const filter = { cityId: Buffer.from(`City:${w.hanoi}`).toString('base64url') };
    const first = (await t.graphql(query, { filter })).json().data.searchBikes;
    expect(first.totalCount).toBe(4);
    expect(first.nodes[0].shop).toEqual({ name: 'S1', city: { databaseId: w.hanoi } });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.graphql(query, { filter, after: first.pageInfo.endCursor })).json().data
      .searchBikes;
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(
      [...first.nodes, ...second.nodes].map((n: { shopBikeId: number }) => n.shopBikeId),
    ).toEqual([w.bikes.b1, w.bikes.b7, w.bikes.b3, w.bikes.b2]);
  });

  it('refuses pages larger than 100', async () => {
    const response = await t.graphql(
      `query ($filter: BikeSearchFilter!) { searchBikes(filter: $filter, first: 101) { totalCount } }`,
      { filter: { cityId: Buffer.from(`City:${w.hanoi}`).toString('base64url') } },
    );
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /api/bikes/list/get-filters', () => {
  const facets = async (query: string) => {
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/bikes/list/get-filters?${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('counts each facet over the other filters', async () => {
    const data = await facets(`city=${w.hanoi}&bike_types=scooter`);
    expect(data.bike_types).toEqual(
      expect.arrayContaining([
        { bike_type: 'SCOOTER', count: 1 },
        { bike_type: 'ENDURO', count: 1 },
        { bike_type: 'TOURING', count: 1 },
        { bike_type: 'ELECTRIC', count: 1 },
      ]),
    );
    expect(data.bike_types).toHaveLength(4);
    expect(data.categories).toEqual([{ category: expect.objectContaining({}), count: 1 }]);
    expect(data.stores).toEqual([{ store: { id: w.s1, name: 'S1' }, count: 1 }]);
    expect(data.price_range).toEqual({ min: 150_000, max: 150_000 });
    expect(data.total_count).toBe(1);
  });

  it('gives the price range and a ten-bucket histogram in the chosen currency', async () => {
    const data = await facets(`city=${w.hanoi}&currency=usd&max_price_per_day=1`);
    expect(data.currency).toBe('usd');
    expect(data.price_range).toEqual({ min: 6, max: 16 });
    expect(data.price_histogram).toHaveLength(10);
    expect(data.price_histogram[0]).toEqual({ from: 6, to: 7, count: 1 });
    expect(data.price_histogram[9]).toEqual({ from: 15, to: 16, count: 1 });
    expect(
      data.price_histogram.reduce((sum: number, b: { count: number }) => sum + b.count, 0),
    ).toBe(4);
  });

  it('one way: counts only shops with a transfer to the destination', async () => {
    const data = await facets(`city=${w.hanoi}&city_destination=${w.hue}`);
    expect(data.stores).toEqual([{ store: { id: w.s1, name: 'S1' }, count: 2 }]);
  });
});

describe('statements per page', () => {
  it('does not grow with the page size', async () => {
    const prisma = t.db.prisma;
    const owner = await prisma.store.findUniqueOrThrow({ where: { id: w.s2 } });
    const many = await buildManyBikes(owner.ownerId, 120);
    const statements = async (limit: number) => {
      const before = t.db.statements!.count;
      const hits = await search(`city=${many.cityId}&limit=${limit}&${trip()}`);
      expect(hits).toHaveLength(limit);
      expect(hits.every((hit) => hit.brand.name && hit.store.city_id === many.cityId)).toBe(true);
      return t.db.statements!.count - before;
    };
    const ten = await statements(10);
    expect(await statements(100)).toBe(ten);
    // Above the API's page size of 100, REST still runs the search once.
    expect(await statements(120)).toBe(ten);
    expect(ten).toBeLessThanOrEqual(6);
  });
});

describe('shops on the map (GraphQL)', () => {
  const cityId = (id: number) => Buffer.from(`City:${id}`).toString('base64url');
  const shopFields = 'databaseId address location { latitude longitude }';

  beforeAll(async () => {
    await t.db.prisma.store.update({
      where: { id: w.s2 },
      data: { address: '12 Hang Gai, Hoan Kiem', latitude: 21.0333, longitude: 105.8488 },
    });
    await t.db.prisma.store.update({
      where: { id: w.d2 },
      data: { address: '5 Le Loi, Hue', latitude: 16.4637, longitude: 107.5909 },
    });
  });

  it("gives each result's pickup and return shop with its address and location", async () => {
    const query = `query ($filter: BikeSearchFilter!) {
      searchBikes(filter: $filter, first: 10) {
        nodes { shopBikeId shop { ${shopFields} } returnShop { ${shopFields} } }
      }
    }`;
    const roundTrip = (await t.graphql(query, { filter: { cityId: cityId(w.hanoi) } })).json();
    expect(roundTrip.errors).toBeUndefined();
    const b3 = roundTrip.data.searchBikes.nodes.find(
      (n: { shopBikeId: number }) => n.shopBikeId === w.bikes.b3,
    );
    const s2 = {
      databaseId: w.s2,
      address: '12 Hang Gai, Hoan Kiem',
      location: { latitude: 21.0333, longitude: 105.8488 },
    };
    expect(b3).toEqual({ shopBikeId: w.bikes.b3, shop: s2, returnShop: s2 });

    const oneWay = (
      await t.graphql(query, {
        filter: { cityId: cityId(w.hanoi), destinationCityId: cityId(w.hue) },
      })
    ).json().data.searchBikes.nodes;
    expect(oneWay.length).toBeGreaterThan(0);
    for (const node of oneWay) {
      expect(node.shop).toEqual({
        databaseId: w.s1,
        address: '1 Hang Bac',
        location: { latitude: 21, longitude: 105 },
      });
      // The cheapest transfer goes to d2.
      expect(node.returnShop).toEqual({
        databaseId: w.d2,
        address: '5 Le Loi, Hue',
        location: { latitude: 16.4637, longitude: 107.5909 },
      });
    }
  });

  it('gives each result its brand and category as the catalogue has them', async () => {
    const b1 = await t.db.prisma.shopBike.findUniqueOrThrow({
      where: { id: w.bikes.b1 },
      include: { bike: { include: { brand: true, category: true } } },
    });
    await t.db.prisma.brand.update({
      where: { id: b1.bike.brandId },
      data: { bikeTypes: ['SCOOTER', 'ENDURO'] },
    });
    const query = `query ($filter: BikeSearchFilter!) {
      searchBikes(filter: $filter, first: 10) {
        nodes {
          shopBikeId
          brand { databaseId name bikeTypes }
          category { databaseId name { en vn } }
        }
      }
    }`;
    const result = (await t.graphql(query, { filter: { cityId: cityId(w.hanoi) } })).json();
    expect(result.errors).toBeUndefined();
    const node = result.data.searchBikes.nodes.find(
      (n: { shopBikeId: number }) => n.shopBikeId === w.bikes.b1,
    );
    expect(node).toEqual({
      shopBikeId: w.bikes.b1,
      brand: {
        databaseId: b1.bike.brandId,
        name: b1.bike.brand.name,
        bikeTypes: ['SCOOTER', 'ENDURO'],
      },
      category: {
        databaseId: b1.bike.categoryId,
        name: { en: b1.bike.category.nameEn, vn: b1.bike.category.nameVn },
      },
    });
  });

  it("gives each facet shop its location and its matching bikes' lowest price per day", async () => {
    const query = `query ($filter: BikeSearchFilter!) {
      searchFacets(filter: $filter) {
        currency
        shops { count minPricePerDay minPricePerDayInCurrency shop { ${shopFields} } }
      }
    }`;
    const body = (
      await t.graphql(query, { filter: { cityId: cityId(w.hanoi), currency: 'usd' } })
    ).json();
    expect(body.errors).toBeUndefined();
    const shops = [...body.data.searchFacets.shops].sort(
      (a: { shop: { databaseId: number } }, b: { shop: { databaseId: number } }) =>
        a.shop.databaseId - b.shop.databaseId,
    );
    // USD at 25,000 dong: s1 has b1 at 150k and b2 at 400k, s2 has b3 at 250k and b7 at 200k.
    expect(shops).toEqual([
      {
        count: 2,
        minPricePerDay: 150_000,
        minPricePerDayInCurrency: 6,
        shop: {
          databaseId: w.s1,
          address: '1 Hang Bac',
          location: { latitude: 21, longitude: 105 },
        },
      },
      {
        count: 2,
        minPricePerDay: 200_000,
        minPricePerDayInCurrency: 8,
        shop: {
          databaseId: w.s2,
          address: '12 Hang Gai, Hoan Kiem',
          location: { latitude: 21.0333, longitude: 105.8488 },
        },
      },
    ]);

    // Counted over the other filters: only scooters leaves s1 with b1 alone.
    const scooters = (
      await t.graphql(query, { filter: { cityId: cityId(w.hanoi), bikeTypes: ['scooter'] } })
    ).json().data.searchFacets.shops;
    expect(scooters).toEqual([
      expect.objectContaining({
        count: 1,
        minPricePerDay: 150_000,
        minPricePerDayInCurrency: 150_000,
      }),
    ]);
  });

  it('takes as many statements for a long page with shops and facets as for a short one', async () => {
    const query = `query ($filter: BikeSearchFilter!, $first: Int) {
      searchBikes(filter: $filter, first: $first) {
        nodes { shop { ${shopFields} city { slug } } returnShop { ${shopFields} } }
      }
      searchFacets(filter: $filter) { shops { minPricePerDay shop { ${shopFields} } } }
    }`;
    const statements = async (first: number) => {
      const before = t.db.statements!.count;
      const body = (await t.graphql(query, { filter: { cityId: cityId(w.hanoi) }, first })).json();
      expect(body.data.searchBikes.nodes).toHaveLength(first);
      return t.db.statements!.count - before;
    };
    const one = await statements(1);
    expect(await statements(4)).toBe(one);
  });
});

/** 120 bikes across 12 shops, brands and categories of one city, all open every day. */
async function buildManyBikes(ownerId: number, count: number) {
  const prisma = t.db.prisma;
  const city = await prisma.city.create({
    data: { slug: `many-${Date.now()}`, nameEn: 'Many', nameVn: 'Many', latitude: 1, longitude: 1 },
  });
  const shops: number[] = [];
  for (let i = 0; i < 12; i++) {
    const shop = await prisma.store.create({
      data: {
        ownerId,
        cityId: city.id,
        name: `Many ${i}`,
        phone: '1',
        email: `many${i}@example.test`,
        address: 'x',
        latitude: 1,
        longitude: 1,
        online: true,
        preview: false,
        openingSlots: {
          create: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((weekday) => ({
            weekday: weekday as 'MON',
            opensAt: 480,
            closesAt: 1200,
          })),
        },
      },
    });
    shops.push(shop.id);
  }
  const brands = [];
  const categories = [];
  for (let i = 0; i < 12; i++) {
    brands.push((await prisma.brand.create({ data: { name: `Many brand ${city.id}-${i}` } })).id);
    categories.push(
      (
        await prisma.category.create({
          data: { nameEn: `Many cat ${city.id}-${i}`, nameVn: 'x' },
        })
      ).id,
    );
  }
  for (let i = 0; i < count; i++) {
    const bike = await prisma.bike.create({
      data: {
        ownerId,
        publicId: `many${city.id}x${i}`,
        brandId: brands[i % 12],
        categoryId: categories[(i * 7) % 12],
        name: `Many ${i}`,
        bikeType: 'SCOOTER',
        gearType: 'MANUAL',
        powerPs: 10,
        weightKg: 100,
        topSpeedKmh: 100,
        defaultPrice: 100_000 + i,
        depositPrice: 0,
      },
    });
    await prisma.shopBike.create({
      data: {
        bikeId: bike.id,
        storeId: shops[i % 12],
        pricePerDay: 100_000 + i,
        units: { create: [{ label: '#1' }] },
      },
    });
    await prisma.review.create({
      data: { bikeId: bike.id, rating: 4, name: 'x' },
    });
  }
  return { cityId: city.id };
}
