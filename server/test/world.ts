import type { PrismaClient } from '../src/generated/prisma/client';
import { hashPassword } from '../src/modules/auth/auth.passwords';
import { newLinkToken } from '../src/modules/auth/auth.secrets';
import { AccessTokens } from '../src/modules/auth/auth.tokens';
import { Role } from '../src/modules/auth/auth.types';
import { testPassword, type TestApp } from './app';

/** A signed-in user of the world: its token is the one the REST login would give it. */
export interface WorldUser {
  id: number;
  token: string;
}

export interface WorldUsers {
  admin: WorldUser;
  ownerA: WorldUser;
  ownerB: WorldUser;
}

/** Owner A's objects: owner B and the admin must never reach them through owner routes. */
export interface OwnerAObjects {
  /** A shop in `city`, with opening hours, an add-on, a transfer to `store2`, two bikes' units. */
  store: number;
  /** A second shop, in `city2`. */
  store2: number;
  /** An opening slot of `store` (Monday 08:00-18:00). */
  slot: number;
  /** A transfer from `store` to `store2`. */
  transfer: number;
  /** The catalogue add-on `addon` as offered at `store`. */
  storeAddon: number;
  bike: number;
  bikePublicId: string;
  /** `bike` at `store`, with two units. */
  shopBike: number;
  /** `bike` at `store2`, with one unit. */
  shopBike2: number;
  unit: number;
  /** An offline offer of `shopBike`, travel window two to four weeks ahead. */
  offer: number;
}

/** Owner B's own objects. */
export interface OwnerBObjects {
  store: number;
  bike: number;
  bikePublicId: string;
  shopBike: number;
}

/** A small, complete marketplace, made fresh for each route the authorization matrix calls. */
export interface World {
  users: WorldUsers;
  /** A shop owner with no shops or bikes: deletable. */
  spareOwner: number;
  /** The link token of a pending shop-owner invitation. */
  invitationToken: string;
  /** Has A's `store` and B's `store`. */
  city: number;
  citySlug: string;
  /** Has A's `store2`. */
  city2: number;
  /** Has no shops: deletable. */
  emptyCity: number;
  category: number;
  /** Has A's and B's bikes, and `bikeName`. */
  brand: number;
  bikeName: number;
  /** A brand no bike uses: deletable. */
  spareBrand: number;
  /** A catalogue add-on, offered at A's `store`. */
  addon: number;
  /** A catalogue add-on no shop offers. */
  unusedAddon: number;
  rentalPartner: number;
  marketingPartner: number;
  /** A review of A's bike at A's store. */
  review: number;
  a: OwnerAObjects;
  b: OwnerBObjects;
}

let worldSequence = 0;
let passwordHash: Promise<string> | undefined;

async function worldUser(t: TestApp, username: string, role: Role) {
  passwordHash ??= hashPassword(testPassword);
  const { id, tokenVersion } = await t.db.prisma.user.create({
    data: {
      username,
      name: username,
      email: `${username}@example.test`,
      role,
      active: true,
      passwordHash: await passwordHash,
    },
  });
  // Signed as the login signs (auth.test.ts tests the login itself): a login costs an argon2
  // check and the throttle's writes, three times for every world.
  const tokens = new AccessTokens(t.config.auth.jwtSecret, t.config.auth.tokenLifetimeSeconds);
  return { id, token: await tokens.sign({ userId: id, role, tokenVersion }) };
}

const day = 24 * 3600 * 1000;

/** Builds a fresh world; names carry a sequence number so that many worlds can coexist. */
export async function buildWorld(t: TestApp): Promise<World> {
  const n = ++worldSequence;
  const prisma = t.db.prisma;
  const users: WorldUsers = {
    admin: await worldUser(t, `w${n}-admin`, Role.ADMIN),
    ownerA: await worldUser(t, `w${n}-owner-a`, Role.SHOP_OWNER),
    ownerB: await worldUser(t, `w${n}-owner-b`, Role.SHOP_OWNER),
  };
  const spareOwner = await prisma.user.create({
    data: {
      username: `w${n}-spare`,
      name: 'Spare',
      email: `w${n}-spare@example.test`,
      role: 'SHOP_OWNER',
    },
  });
  const invitationToken = newLinkToken();
  await prisma.user.create({
    data: {
      username: `w${n}-invited`,
      name: 'Invited',
      email: `w${n}-invited@example.test`,
      role: 'SHOP_OWNER',
      invitationTokenHash: invitationToken.hash,
      invitationExpiresAt: new Date(Date.now() + 3600_000),
    },
  });
  const city = await createCity(prisma, `world-${n}-a`);
  const city2 = await createCity(prisma, `world-${n}-b`);
  const emptyCity = await createCity(prisma, `world-${n}-empty`);
  const category = await prisma.category.create({
    data: { nameEn: `World category ${n}`, nameVn: `Loại ${n}` },
  });
  const brand = await prisma.brand.create({
    data: { name: `World brand ${n}`, bikeTypes: ['SCOOTER'] },
  });
  const bikeName = await prisma.bikeName.create({ data: { brandId: brand.id, name: 'Vision' } });
  const spareBrand = await prisma.brand.create({
    data: { name: `Spare brand ${n}`, bikeTypes: ['ENDURO'] },
  });
  const addon = await createAddon(prisma, `World helmet ${n}`);
  const unusedAddon = await createAddon(prisma, `World gloves ${n}`);

  const storeA = await createStore(prisma, users.ownerA.id, city.id, `A ${n}`);
  const storeA2 = await createStore(prisma, users.ownerA.id, city2.id, `A2 ${n}`);
  const storeB = await createStore(prisma, users.ownerB.id, city.id, `B ${n}`);
  const slot = await prisma.openingSlot.create({
    data: { storeId: storeA.id, weekday: 'MON', opensAt: 8 * 60, closesAt: 18 * 60 },
  });
  await prisma.openingSlot.create({
    data: { storeId: storeA2.id, weekday: 'MON', opensAt: 8 * 60, closesAt: 18 * 60 },
  });
  const transfer = await prisma.storeTransfer.create({
    data: { fromStoreId: storeA.id, toStoreId: storeA2.id, price: 500_000 },
  });
  const storeAddon = await prisma.storeAddon.create({
    data: { storeId: storeA.id, addonId: addon.id, pricePerDay: 20_000, maxQuantity: 2 },
  });

  const bikeA = await createBike(prisma, users.ownerA.id, brand.id, category.id, `wa${n}`);
  const shopBike = await prisma.shopBike.create({
    data: { bikeId: bikeA.id, storeId: storeA.id, pricePerDay: bikeA.defaultPrice },
  });
  const shopBike2 = await prisma.shopBike.create({
    data: { bikeId: bikeA.id, storeId: storeA2.id, pricePerDay: bikeA.defaultPrice },
  });
  const unit = await prisma.unit.create({ data: { shopBikeId: shopBike.id, label: '#1' } });
  await prisma.unit.create({ data: { shopBikeId: shopBike.id, label: '#2' } });
  await prisma.unit.create({ data: { shopBikeId: shopBike2.id, label: '#1' } });

  const bikeB = await createBike(prisma, users.ownerB.id, brand.id, category.id, `wb${n}`);
  const shopBikeB = await prisma.shopBike.create({
    data: { bikeId: bikeB.id, storeId: storeB.id, pricePerDay: bikeB.defaultPrice },
  });
  await prisma.unit.create({ data: { shopBikeId: shopBikeB.id, label: '#1' } });

  const now = Date.now();
  const offer = await prisma.offer.create({
    data: {
      number: `OF-W${n}`,
      storeId: storeA.id,
      shopBikeId: shopBike.id,
      regularPricePerDay: bikeA.defaultPrice,
      percentDiscount: 20,
      travelStartsAt: new Date(now + 14 * day),
      travelEndsAt: new Date(now + 28 * day),
      earliestPickupAt: new Date(now + 14 * day),
      latestPickupAt: new Date(now + 20 * day),
      bookableUntil: new Date(now + 13 * day),
      maxRentalDays: 7,
    },
  });
  const review = await prisma.review.create({
    data: {
      bikeId: bikeA.id,
      shopBikeId: shopBike.id,
      storeId: storeA.id,
      rating: 5,
      name: 'Lan',
      text: 'Smooth ride.',
    },
  });
  const rentalPartner = await prisma.partner.create({
    data: { kind: 'RENTAL', name: `Hostel ${n}`, affiliateCode: `WR${n}X` },
  });
  const marketingPartner = await prisma.partner.create({
    data: { kind: 'MARKETING', name: `Blog ${n}`, affiliateCode: `WM${n}X`, storeId: storeA.id },
  });

  await analyzeNowAndThen(prisma);

  return {
    users,
    spareOwner: spareOwner.id,
    invitationToken: invitationToken.token,
    city: city.id,
    citySlug: city.slug,
    city2: city2.id,
    emptyCity: emptyCity.id,
    category: category.id,
    brand: brand.id,
    bikeName: bikeName.id,
    spareBrand: spareBrand.id,
    addon: addon.id,
    unusedAddon: unusedAddon.id,
    rentalPartner: rentalPartner.id,
    marketingPartner: marketingPartner.id,
    review: review.id,
    a: {
      store: storeA.id,
      store2: storeA2.id,
      slot: slot.id,
      transfer: transfer.id,
      storeAddon: storeAddon.id,
      bike: bikeA.id,
      bikePublicId: bikeA.publicId,
      shopBike: shopBike.id,
      shopBike2: shopBike2.id,
      unit: unit.id,
      offer: offer.id,
    },
    b: { store: storeB.id, bike: bikeB.id, bikePublicId: bikeB.publicId, shopBike: shopBikeB.id },
  };
}

// The embedded database has no autovacuum: without statistics the planner joins the search
// triggers' tables (shop_bikes, bikes, stores) by nested loops, and every shop bike or unit
// written costs time in proportion to all of them: ~0.1 s each after 60 worlds, where the
// authorization matrix builds one world per route. Analyse as PostgreSQL's autovacuum would.
const worldsSinceAnalyze = new WeakMap<PrismaClient, number>();

async function analyzeNowAndThen(prisma: PrismaClient): Promise<void> {
  const worlds = (worldsSinceAnalyze.get(prisma) ?? 0) + 1;
  worldsSinceAnalyze.set(prisma, worlds % 10);
  if (worlds === 10) await prisma.$executeRawUnsafe('ANALYZE');
}

function createCity(prisma: PrismaClient, slug: string) {
  return prisma.city.create({
    data: { slug, nameEn: slug, nameVn: slug, latitude: 16.07, longitude: 108.22 },
  });
}

function createAddon(prisma: PrismaClient, name: string) {
  return prisma.addon.create({
    data: { nameEn: name, nameVn: name, icon: 'helmet', type: 'ACCESSORY', maxQuantity: 2 },
  });
}

function createStore(prisma: PrismaClient, ownerId: number, cityId: number, name: string) {
  return prisma.store.create({
    data: {
      ownerId,
      cityId,
      name: `Shop ${name}`,
      phone: '+84 90 000 0000',
      email: `shop-${name.replace(/\W/g, '-').toLowerCase()}@example.test`,
      address: '1 Bach Dang',
      latitude: 16.07,
      longitude: 108.22,
      preview: false,
      online: true,
    },
  });
}

function createBike(
  prisma: PrismaClient,
  ownerId: number,
  brandId: number,
  categoryId: number,
  publicId: string,
) {
  return prisma.bike.create({
    data: {
      ownerId,
      publicId,
      brandId,
      categoryId,
      name: 'Vision 110',
      bikeType: 'SCOOTER',
      gearType: 'AUTOMATIC',
      powerPs: 9,
      weightKg: 99,
      topSpeedKmh: 90,
      defaultPrice: 150_000,
      depositPrice: 2_000_000,
    },
  });
}

/**
 * A fingerprint of every table's rows: equal before and after a refused request proves the
 * request changed nothing. The rate limits' counts are left out: a refused attempt is counted
 * on purpose.
 */
export async function databaseFingerprint(prisma: PrismaClient): Promise<Record<string, string>> {
  const rows = await prisma.$queryRawUnsafe<{ name: string; hash: string }[]>(
    await fingerprintQuery(prisma),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

// The tables are the migrated schema's, fixed for a database's life: read the catalogue once
// per client (on the embedded database, information_schema takes about as long as hashing the
// tables of one world: 3 ms against 4).
const fingerprintQueries = new WeakMap<PrismaClient, Promise<string>>();

function fingerprintQuery(prisma: PrismaClient): Promise<string> {
  let query = fingerprintQueries.get(prisma);
  if (!query) {
    query = prisma.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('_prisma_migrations', 'rate_limit_hits')
      ORDER BY table_name`.then((tables) =>
      tables
        .map(
          ({ name }) =>
            `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
        )
        .join(' UNION ALL '),
    );
    query.catch(() => fingerprintQueries.delete(prisma));
    fingerprintQueries.set(prisma, query);
  }
  return query;
}

/** Every id in the world: objects that exist, some of them another owner's (for fuzzing). */
export function worldIds(value: unknown, into = new Set<number>()): number[] {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) into.add(value);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) worldIds(inner, into);
  return [...into];
}

/** Who a generated request comes from: anonymous, owner A or B, the admin, or a bad token. */
export function worldCallers(world: World): (string | null)[] {
  return [
    null,
    world.users.ownerA.token,
    world.users.ownerB.token,
    world.users.admin.token,
    'not-a-token',
  ];
}
