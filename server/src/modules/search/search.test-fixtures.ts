import type { PrismaClient } from '../../generated/prisma/client';
import type { BikeType, Weekday } from '../../generated/prisma/enums';

/**
 * A marketplace for search tests, with known shops, bikes, units and hours:
 *
 * city `hanoi`: shop `s1` (Mon-Sat 08:00-18:00, closed Sunday) with `b1` scooter 150k (one
 *   unit), `b2` enduro 400k (two units); shop `s2` (every day 08:00-20:00) with `b3` touring
 *   250k (one unit), `b7` electric 200k (one unit); and what travellers never see: `b4` with
 *   its only unit inactive, `b6` a deleted shop bike, `b5` at an offline shop and `b8` at a
 *   shop in preview.
 * city `hue`: shops `d1` and `d2` (every day 08:00-18:00). Transfers: s1 -> d1 500k, s1 -> d2
 *   300k (the cheapest), s2 -> d1 400k but inactive.
 * Reviews: b3 5 and 4 stars, b1 3 stars. Rates: USD 25,000, EUR 27,500.
 */
export interface SearchWorld {
  hanoi: number;
  hue: number;
  emptyCity: number;
  s1: number;
  s2: number;
  d1: number;
  d2: number;
  touring: number;
  cityBikes: number;
  bikes: Record<'b1' | 'b2' | 'b3' | 'b4' | 'b5' | 'b6' | 'b7' | 'b8', number>;
  units: Record<'b1' | 'b2a' | 'b2b' | 'b3' | 'b7', number>;
}

let sequence = 0;
const everyDay: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export async function buildSearchWorld(prisma: PrismaClient): Promise<SearchWorld> {
  const n = ++sequence;
  const owner = await prisma.user.create({
    data: {
      username: `search-${n}`,
      name: 'Owner',
      email: `s${n}@example.test`,
      role: 'SHOP_OWNER',
    },
  });
  const city = (slug: string) =>
    prisma.city.create({
      data: { slug: `${slug}-${n}`, nameEn: slug, nameVn: slug, latitude: 16, longitude: 108 },
    });
  const [hanoi, hue, empty] = [await city('hanoi'), await city('hue'), await city('empty')];
  const shop = async (
    name: string,
    cityId: number,
    days: Weekday[],
    closesAt: number,
    status = { online: true, preview: false },
  ) => {
    const store = await prisma.store.create({
      data: {
        ownerId: owner.id,
        cityId,
        name,
        phone: '+84 90 000 0000',
        email: `${name}-${n}@example.test`,
        address: '1 Hang Bac',
        latitude: 21,
        longitude: 105,
        ...status,
      },
    });
    await prisma.openingSlot.createMany({
      data: days.map((weekday) => ({ storeId: store.id, weekday, opensAt: 8 * 60, closesAt })),
    });
    return store.id;
  };
  const s1 = await shop('S1', hanoi.id, everyDay.slice(0, 6), 18 * 60);
  const s2 = await shop('S2', hanoi.id, everyDay, 20 * 60);
  const offline = await shop('S3', hanoi.id, everyDay, 20 * 60, { online: false, preview: false });
  const preview = await shop('S4', hanoi.id, everyDay, 20 * 60, { online: true, preview: true });
  const d1 = await shop('D1', hue.id, everyDay, 18 * 60);
  const d2 = await shop('D2', hue.id, everyDay, 18 * 60);
  await prisma.storeTransfer.createMany({
    data: [
      { fromStoreId: s1, toStoreId: d1, price: 500_000 },
      { fromStoreId: s1, toStoreId: d2, price: 300_000 },
      { fromStoreId: s2, toStoreId: d1, price: 400_000, active: false },
    ],
  });
  const brand = await prisma.brand.create({ data: { name: `Honda ${n}` } });
  const scooters = await prisma.category.create({
    data: { nameEn: `Scooters ${n}`, nameVn: 'Xe ga' },
  });
  const touring = await prisma.category.create({
    data: { nameEn: `Touring ${n}`, nameVn: 'Du lịch' },
  });

  const shopBike = async (
    key: string,
    storeId: number,
    bikeType: BikeType,
    categoryId: number,
    powerPs: number,
    price: number,
    units: { active?: boolean }[],
    deleted = false,
  ) => {
    const bike = await prisma.bike.create({
      data: {
        ownerId: owner.id,
        publicId: `srch${n}${key}`,
        brandId: brand.id,
        categoryId,
        name: `Bike ${key}`,
        bikeType,
        gearType: 'AUTOMATIC',
        powerPs,
        weightKg: 100,
        topSpeedKmh: 100,
        defaultPrice: price,
        depositPrice: 2_000_000,
        sidePhoto: `bikes/${key}-side.jpg`,
      },
    });
    const row = await prisma.shopBike.create({
      data: {
        bikeId: bike.id,
        storeId,
        pricePerDay: price,
        deletedAt: deleted ? new Date() : null,
      },
    });
    const unitIds: number[] = [];
    for (const [index, unit] of units.entries()) {
      const created = await prisma.unit.create({
        data: { shopBikeId: row.id, label: `#${index + 1}`, active: unit.active ?? true },
      });
      unitIds.push(created.id);
    }
    return { id: row.id, bikeId: bike.id, storeId, units: unitIds };
  };
  const b1 = await shopBike('b1', s1, 'SCOOTER', scooters.id, 9, 150_000, [{}]);
  const b2 = await shopBike('b2', s1, 'ENDURO', touring.id, 25, 400_000, [{}, {}]);
  const b3 = await shopBike('b3', s2, 'TOURING', touring.id, 40, 250_000, [{}]);
  const b4 = await shopBike('b4', s2, 'SCOOTER', scooters.id, 8, 100_000, [{ active: false }]);
  const b5 = await shopBike('b5', offline, 'SCOOTER', scooters.id, 8, 90_000, [{}]);
  const b6 = await shopBike('b6', s2, 'SCOOTER', scooters.id, 8, 95_000, [{}], true);
  const b7 = await shopBike('b7', s2, 'ELECTRIC', scooters.id, 5, 200_000, [{}]);
  const b8 = await shopBike('b8', preview, 'SCOOTER', scooters.id, 8, 80_000, [{}]);

  const review = (shopBikeRow: { id: number; bikeId: number; storeId: number }, rating: number) =>
    prisma.review.create({
      data: {
        bikeId: shopBikeRow.bikeId,
        shopBikeId: shopBikeRow.id,
        storeId: shopBikeRow.storeId,
        rating,
        name: 'Lan',
      },
    });
  await review(b3, 5);
  await review(b3, 4);
  await review(b1, 3);
  for (const [code, vndPerUnit, sortOrder] of [
    ['USD', '25000', 0],
    ['EUR', '27500', 1],
  ] as const) {
    await prisma.currencyRate.upsert({
      where: { code },
      update: { vndPerUnit, sortOrder },
      create: { code, vndPerUnit, sortOrder },
    });
  }

  return {
    hanoi: hanoi.id,
    hue: hue.id,
    emptyCity: empty.id,
    s1,
    s2,
    d1,
    d2,
    touring: touring.id,
    cityBikes: 4,
    bikes: {
      b1: b1.id,
      b2: b2.id,
      b3: b3.id,
      b4: b4.id,
      b5: b5.id,
      b6: b6.id,
      b7: b7.id,
      b8: b8.id,
    },
    units: {
      b1: b1.units[0],
      b2a: b2.units[0],
      b2b: b2.units[1],
      b3: b3.units[0],
      b7: b7.units[0],
    },
  };
}

const dayMs = 24 * 3600 * 1000;

/**
 * A Monday at least a week ahead, at `hour`:`minute` in Vietnam (UTC+7), plus `days`.
 * Trips in the tests are placed on known weekdays through it.
 */
export function vietnamTime(days: number, hour: number, minute = 0): Date {
  const now = new Date();
  const localToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (localToday.getUTCDay() + 6) % 7; // 0 = Monday
  const monday = localToday.getTime() + (14 - weekday) * dayMs;
  return new Date(monday + days * dayMs + (hour - 7) * 3600 * 1000 + minute * 60 * 1000);
}

/** ISO with the +07:00 offset, as a traveller's client sends it. */
export function iso(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3600 * 1000);
  return `${local.toISOString().slice(0, 19)}+07:00`;
}
