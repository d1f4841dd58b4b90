import type { PrismaClient } from '../../server/src/generated/prisma/client';
import type { BikeType, Weekday } from '../../server/src/generated/prisma/enums';
import { hashPassword } from '../../server/src/modules/auth/auth.passwords';
import type { PictureStore } from '../../server/src/modules/media/picture-store';
import { addons, bikeModels, brandTypes, categories } from './catalog';
import { cities } from './cities';
import { hostelsByCity } from './hostels';
import {
  bikePhotoKey,
  bikeSvg,
  citySvg,
  shopSvg,
  slugify,
  writeMedia,
  type PhotoView,
} from './pictures';
import { between, pick, publicIdFor, seededRandom } from './random';
import { ownerReplies, owners, partners, reviewers, reviewTexts, shops, transfers } from './shops';

export const demoPasswords = { admin: 'demo-admin-pass', owner: 'demo-owner-pass' } as const;

/** The passwords the demo accounts are created with (the published ones unless given). */
export interface DemoPasswords {
  admin: string;
  owner: string;
}

export interface SeedSummary {
  cities: number;
  hostels: number;
  users: number;
  shops: number;
  bikes: number;
  shopBikes: number;
  units: number;
  addons: number;
  offers: number;
  reviews: number;
}

const weekdays: Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const views: PhotoView[] = ['side', 'front', 'back'];
const bikeTypes: BikeType[] = [
  'SCOOTER',
  'TOURING',
  'ENDURO',
  'SPORTBIKE',
  'ELECTRIC',
  'ADVENTURE',
];
const platePrefix: Record<string, string> = {
  hanoi: '29',
  'ho-chi-minh-city': '59',
  'da-nang': '43',
  'hoi-an': '92',
  hue: '75',
  'nha-trang': '79',
  'da-lat': '49',
  'ha-giang': '23',
};

/**
 * Writes the demo data set. Idempotent: every row is found by a natural key first, so a
 * second run creates nothing and changes nothing.
 */
export async function seedDemoData(
  prisma: PrismaClient,
  options: { store: PictureStore; passwords?: DemoPasswords },
): Promise<SeedSummary> {
  await writePictures(options.store);
  const cityIds = await seedCities(prisma);
  await seedHostels(prisma, cityIds);
  const userIds = await seedUsers(prisma, options.passwords ?? demoPasswords);
  const { brandIds, bikeNameIds, categoryIds, addonIds } = await seedCatalogue(prisma);
  const shopIds = await seedShops(prisma, userIds, cityIds);
  await seedShopAddons(prisma, shopIds, addonIds);
  await seedTransfers(prisma, shopIds);
  const shopBikes = await seedBikes(prisma, {
    userIds,
    shopIds,
    brandIds,
    bikeNameIds,
    categoryIds,
  });
  await seedReviews(prisma, shopBikes);
  await seedOffers(prisma, shopBikes, addonIds);
  await seedPartners(prisma, shopIds);
  await seedCurrencyRates(prisma);
  return summarize(prisma);
}

async function writePictures(store: PictureStore): Promise<void> {
  for (const type of bikeTypes) {
    for (const view of views)
      await writeMedia(store, bikePhotoKey(type, view), bikeSvg(type, view));
  }
  for (const city of cities)
    await writeMedia(store, cityPictureKey(city.slug), citySvg(city.nameEn, city.skyline));
  for (const shop of shops) await writeMedia(store, shopPictureKey(shop.name), shopSvg(shop.name));
}

const cityPictureKey = (slug: string) => `seed/cities/${slug}.svg`;
const shopPictureKey = (name: string) => `seed/shops/${slugify(name)}.svg`;

async function seedCities(prisma: PrismaClient): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, city] of cities.entries()) {
    const { skyline: _skyline, ...fields } = city;
    const row = await prisma.city.upsert({
      where: { slug: city.slug },
      update: {},
      create: { ...fields, sortOrder: index, pictures: [cityPictureKey(city.slug)] },
    });
    ids.set(city.slug, row.id);
  }
  return ids;
}

/** Each city's hostels, found by city and name; a missing one is added (a city seeded before hostels existed gets them). */
async function seedHostels(prisma: PrismaClient, cityIds: Map<string, number>) {
  for (const [slug, hostels] of Object.entries(hostelsByCity)) {
    const cityId = cityIds.get(slug);
    if (cityId === undefined) throw new Error(`hostels for an unknown city: ${slug}`);
    const existing = new Set(
      (await prisma.hostel.findMany({ where: { cityId }, select: { name: true } })).map(
        (hostel) => hostel.name,
      ),
    );
    for (const [sortOrder, hostel] of hostels.entries()) {
      if (existing.has(hostel.name)) continue;
      await prisma.hostel.create({ data: { ...hostel, cityId, sortOrder } });
    }
  }
}

async function seedUsers(
  prisma: PrismaClient,
  passwords: DemoPasswords,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = new Map((await prisma.user.findMany()).map((user) => [user.username, user.id]));
  const people = [
    {
      username: 'admin',
      name: 'xemay admin',
      email: 'admin@xemay.example',
      phone: null,
      role: 'ADMIN' as const,
      password: passwords.admin,
    },
    ...owners.map((owner) => ({
      ...owner,
      role: 'SHOP_OWNER' as const,
      password: passwords.owner,
    })),
  ];
  for (const { password, ...person } of people) {
    let id = existing.get(person.username);
    if (id === undefined) {
      const created = await prisma.user.create({
        data: { ...person, active: true, passwordHash: await hashPassword(password) },
      });
      id = created.id;
    }
    ids.set(person.username, id);
  }
  return ids;
}

async function seedCatalogue(prisma: PrismaClient) {
  const brandIds = new Map<string, number>();
  for (const [name, bikeTypes] of Object.entries(brandTypes)) {
    const brand = await prisma.brand.upsert({
      where: { name },
      update: {},
      create: { name, bikeTypes },
    });
    brandIds.set(name, brand.id);
  }
  const bikeNameIds = new Map<string, number>();
  for (const model of bikeModels) {
    const brandId = brandIds.get(model.brand)!;
    const row = await prisma.bikeName.upsert({
      where: { brandId_name: { brandId, name: model.name } },
      update: {},
      create: { brandId, name: model.name },
    });
    bikeNameIds.set(`${model.brand} ${model.name}`, row.id);
  }
  const categoryIds = new Map<string, number>();
  for (const category of categories) {
    const row = await prisma.category.upsert({
      where: { nameEn: category.nameEn },
      update: {},
      create: { ...category },
    });
    categoryIds.set(category.nameEn, row.id);
  }
  const addonIds = new Map<string, number>();
  for (const addon of addons) {
    const row = await prisma.addon.upsert({
      where: { nameEn: addon.nameEn },
      update: {},
      create: addon,
    });
    addonIds.set(addon.nameEn, row.id);
  }
  return { brandIds, bikeNameIds, categoryIds, addonIds };
}

/** About `metres` east and north of a point, in degrees. */
function offsetPosition(latitude: number, longitude: number, [east, north]: [number, number]) {
  const latitudeDelta = north / 111_320;
  const longitudeDelta = east / (111_320 * Math.cos((latitude * Math.PI) / 180));
  return {
    latitude: Number((latitude + latitudeDelta).toFixed(6)),
    longitude: Number((longitude + longitudeDelta).toFixed(6)),
  };
}

async function seedShops(
  prisma: PrismaClient,
  userIds: Map<string, number>,
  cityIds: Map<string, number>,
) {
  const ids = new Map<string, number>();
  for (const shop of shops) {
    const ownerId = userIds.get(shop.owner)!;
    const city = cities.find((c) => c.slug === shop.city)!;
    let row = await prisma.store.findFirst({ where: { ownerId, name: shop.name } });
    if (!row) {
      row = await prisma.store.create({
        data: {
          ownerId,
          cityId: cityIds.get(shop.city)!,
          name: shop.name,
          phone: shop.phone,
          email: `${slugify(shop.name)}@shops.xemay.example`,
          address: shop.address,
          ...offsetPosition(city.latitude, city.longitude, shop.offset),
          picture: shopPictureKey(shop.name),
          preview: false,
          online: true,
          transportCostPerBag: shop.transportCostPerBag,
          openingSlots: { create: openingSlots(shop.name, shop.closedOnSunday ?? false) },
        },
      });
    }
    ids.set(shop.name, row.id);
  }
  return ids;
}

function openingSlots(shopName: string, closedOnSunday: boolean) {
  const random = seededRandom(`hours:${shopName}`);
  const splitDay = random() < 0.6;
  return weekdays
    .filter((day) => !(closedOnSunday && day === 'SUN'))
    .flatMap((weekday) => {
      const closesAt = weekday === 'SAT' || weekday === 'SUN' ? 17 * 60 : 19 * 60 + 30;
      return splitDay
        ? [
            { weekday, opensAt: 8 * 60, closesAt: 12 * 60 },
            { weekday, opensAt: 13 * 60 + 30, closesAt },
          ]
        : [{ weekday, opensAt: 8 * 60 + 30, closesAt }];
    });
}

async function seedShopAddons(
  prisma: PrismaClient,
  shopIds: Map<string, number>,
  addonIds: Map<string, number>,
) {
  const rows = [...shopIds].flatMap(([shopName, storeId]) => {
    const random = seededRandom(`addons:${shopName}`);
    return addons
      .filter(
        (addon) => !['GoPro', 'Knee and elbow guards'].includes(addon.nameEn) || random() < 0.5,
      )
      .map((addon) => ({
        storeId,
        addonId: addonIds.get(addon.nameEn)!,
        pricePerDay: roundPrice(addon.pricePerDay * (0.9 + random() * 0.3)),
        oneTimePrice: roundPrice(addon.oneTimePrice * (0.9 + random() * 0.3)),
        maxQuantity: addon.maxQuantity,
      }));
  });
  await prisma.storeAddon.createMany({ data: rows, skipDuplicates: true });
}

async function seedTransfers(prisma: PrismaClient, shopIds: Map<string, number>) {
  await prisma.storeTransfer.createMany({
    data: transfers.map((t) => ({
      fromStoreId: shopIds.get(t.from)!,
      toStoreId: shopIds.get(t.to)!,
      price: t.price,
    })),
    skipDuplicates: true,
  });
}

/** A Vietnamese-looking plate, e.g. 29B1-234.56 (the prefix is the province's). */
function plateNumber(random: () => number, city: string): string {
  const serial = `${between(random, 100, 999)}.${String(between(random, 0, 99)).padStart(2, '0')}`;
  return `${platePrefix[city]}${pick(random, ['B', 'C', 'D', 'H', 'K'])}${between(random, 1, 9)}-${serial}`;
}

function roundPrice(vnd: number): number {
  return Math.round(vnd / 5_000) * 5_000;
}

interface SeededShopBike {
  id: number;
  bikeId: number;
  storeId: number;
  pricePerDay: number;
}

async function seedBikes(
  prisma: PrismaClient,
  ids: {
    userIds: Map<string, number>;
    shopIds: Map<string, number>;
    brandIds: Map<string, number>;
    bikeNameIds: Map<string, number>;
    categoryIds: Map<string, number>;
  },
): Promise<SeededShopBike[]> {
  const seeded: SeededShopBike[] = [];
  for (const owner of owners) {
    const ownerId = ids.userIds.get(owner.username)!;
    const ownerShops = shops.filter((shop) => shop.owner === owner.username);
    for (const [modelIndex, model] of bikeModels.entries()) {
      const key = `${owner.username}:${model.brand} ${model.name}`;
      const random = seededRandom(`bike:${key}`);
      const publicId = publicIdFor(key);
      const depositOptions = [model.deposit, roundPrice(model.deposit * 1.5)].slice(
        0,
        between(random, 1, 2),
      );
      const bike = await prisma.bike.upsert({
        where: { publicId },
        update: {},
        create: {
          ownerId,
          publicId,
          brandId: ids.brandIds.get(model.brand)!,
          bikeNameId: ids.bikeNameIds.get(`${model.brand} ${model.name}`)!,
          categoryId: ids.categoryIds.get(model.category)!,
          name: `${model.brand} ${model.name}`,
          bikeType: model.bikeType,
          gearType: model.gearType,
          engineCc: model.engineCc,
          powerPs: model.powerPs,
          weightKg: model.weightKg,
          topSpeedKmh: model.topSpeedKmh,
          isDefault: modelIndex === 0,
          defaultPrice: model.price,
          depositPrice: model.deposit,
          depositOptions,
          copyOfPassport: random() < 0.5,
          passport: random() < 0.2,
          minimumAge: model.minimumAge,
          driversLicenseCategory: model.license,
          showDriversLicenseCategory: model.license !== null,
          drivingExperienceYears: model.experienceYears,
          showDrivingExperience: model.experienceYears > 0,
          sidePhoto: bikePhotoKey(model.bikeType, 'side'),
          frontPhoto: bikePhotoKey(model.bikeType, 'front'),
          backPhoto: bikePhotoKey(model.bikeType, 'back'),
        },
      });
      const shopCount = between(random, 1, Math.min(3, ownerShops.length));
      const firstShop = modelIndex % ownerShops.length;
      for (let n = 0; n < shopCount; n += 1) {
        const shop = ownerShops[(firstShop + n) % ownerShops.length];
        const storeId = ids.shopIds.get(shop.name)!;
        const exception = random() < 0.25;
        const pricePerDay = exception
          ? roundPrice(model.price * (0.85 + random() * 0.3))
          : model.price;
        const shopBike = await prisma.shopBike.upsert({
          where: { bikeId_storeId: { bikeId: bike.id, storeId } },
          update: {},
          create: {
            bikeId: bike.id,
            storeId,
            pricePerDay,
            priceIsException: exception && pricePerDay !== model.price,
          },
        });
        if ((await prisma.unit.count({ where: { shopBikeId: shopBike.id } })) === 0) {
          const unitCount = between(random, 1, 5);
          await prisma.unit.createMany({
            data: Array.from({ length: unitCount }, () => ({
              shopBikeId: shopBike.id,
              label: plateNumber(random, shop.city),
            })),
          });
        }
        seeded.push({
          id: shopBike.id,
          bikeId: bike.id,
          storeId,
          pricePerDay: shopBike.pricePerDay,
        });
      }
    }
  }
  return seeded;
}

async function seedReviews(prisma: PrismaClient, shopBikes: SeededShopBike[]) {
  const reviewed = new Set(
    (await prisma.review.findMany({ select: { shopBikeId: true } })).map((r) => r.shopBikeId),
  );
  const rows = shopBikes
    .filter((shopBike) => !reviewed.has(shopBike.id))
    .flatMap((shopBike) => {
      const random = seededRandom(`reviews:${shopBike.id}:${shopBike.bikeId}`);
      if (random() > 0.4) return [];
      return Array.from({ length: between(random, 1, 2) }, (_, i) => {
        const review = pick(random, reviewTexts);
        const replied = random() < 0.3;
        const reviewedAt = new Date(
          Date.UTC(2026, between(random, 0, 9), between(random, 1, 28), 10 + i),
        );
        return {
          bikeId: shopBike.bikeId,
          shopBikeId: shopBike.id,
          storeId: shopBike.storeId,
          rating: review.rating,
          name: pick(random, reviewers),
          text: review.text,
          reviewedAt,
          ownerReply: replied ? pick(random, ownerReplies) : null,
          ownerRepliedAt: replied ? new Date(reviewedAt.getTime() + 86_400_000) : null,
        };
      });
    });
  if (rows.length > 0) await prisma.review.createMany({ data: rows });
}

/** Today at a local time in Vietnam (UTC+7, no daylight saving), plus some days. */
function vietnamTime(daysFromToday: number, hour: number): Date {
  const now = new Date();
  const localMidnight =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 7 * 3_600_000;
  return new Date(localMidnight + daysFromToday * 86_400_000 + hour * 3_600_000);
}

async function seedOffers(
  prisma: PrismaClient,
  shopBikes: SeededShopBike[],
  addonIds: Map<string, number>,
) {
  const chosen = [0, 37, 74, 111].map((index) => shopBikes[index % shopBikes.length]);
  for (const [i, shopBike] of chosen.entries()) {
    const number = `SO-${1001 + i}`;
    const start = 5 + i * 4;
    await prisma.offer.upsert({
      where: { number },
      update: {},
      create: {
        number,
        storeId: shopBike.storeId,
        shopBikeId: shopBike.id,
        regularPricePerDay: shopBike.pricePerDay,
        percentDiscount: [20, 30, 25, 40][i],
        travelStartsAt: vietnamTime(start, 8),
        travelEndsAt: vietnamTime(start + 10, 18),
        earliestPickupAt: vietnamTime(start, 8),
        latestPickupAt: vietnamTime(start + 3, 17),
        bookableUntil: vietnamTime(start - 1, 20),
        maxRentalDays: [5, 7, 4, 6][i],
        online: true,
        allowCustomAddons: i % 2 === 0,
        addons: {
          create: [{ addonId: addonIds.get('Helmet')!, quantity: 2, price: 0 }],
        },
      },
    });
  }
}

async function seedPartners(prisma: PrismaClient, shopIds: Map<string, number>) {
  for (const { shop, ...partner } of partners) {
    await prisma.partner.upsert({
      where: { affiliateCode: partner.affiliateCode },
      update: {},
      create: { ...partner, storeId: shop ? shopIds.get(shop)! : null },
    });
  }
}

async function seedCurrencyRates(prisma: PrismaClient) {
  const rates = [
    { code: 'USD', vndPerUnit: '26350', sortOrder: 0 },
    { code: 'EUR', vndPerUnit: '30480', sortOrder: 1 },
  ];
  for (const rate of rates) {
    await prisma.currencyRate.upsert({ where: { code: rate.code }, update: {}, create: rate });
  }
}

async function summarize(prisma: PrismaClient): Promise<SeedSummary> {
  const [
    citiesCount,
    hostels,
    users,
    shopsCount,
    bikes,
    shopBikes,
    units,
    addonCount,
    offers,
    reviews,
  ] = await Promise.all([
    prisma.city.count(),
    prisma.hostel.count(),
    prisma.user.count(),
    prisma.store.count(),
    prisma.bike.count(),
    prisma.shopBike.count(),
    prisma.unit.count(),
    prisma.addon.count(),
    prisma.offer.count(),
    prisma.review.count(),
  ]);
  return {
    cities: citiesCount,
    hostels,
    users,
    shops: shopsCount,
    bikes,
    shopBikes,
    units,
    addons: addonCount,
    offers,
    reviews,
  };
}
