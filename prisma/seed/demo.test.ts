import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../../server/src/modules/auth/auth.passwords';
import type { Database } from '../../server/src/db/database';
import { createTestDatabase } from '../../server/test/db';
import { DiskPictureStore } from '../../server/src/modules/media/picture-store';
import { demoPasswords, seedDemoData, type SeedSummary } from './demo';

describe('the demo data', () => {
  let db: Database;
  let mediaDir: string;
  let first: SeedSummary;

  beforeAll(async () => {
    db = await createTestDatabase();
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-media-'));
    first = await seedDemoData(db.prisma, { store: new DiskPictureStore(mediaDir) });
  });

  afterAll(async () => {
    await db.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('describes the eight cities in English and Vietnamese', async () => {
    const cities = await db.prisma.city.findMany();
    expect(cities.map((c) => c.nameEn).sort()).toEqual(
      [
        'Da Lat',
        'Da Nang',
        'Ha Giang',
        'Hanoi',
        'Ho Chi Minh City',
        'Hoi An',
        'Hue',
        'Nha Trang',
      ].sort(),
    );
    expect(cities.find((c) => c.slug === 'hanoi')).toMatchObject({ nameVn: 'Hà Nội' });
    for (const city of cities) {
      expect(city.descriptionEn.length).toBeGreaterThan(50);
      expect(city.descriptionVn.length).toBeGreaterThan(50);
    }
  });

  it('recommends two or three hostels in every city, described in English and Vietnamese', async () => {
    const cities = await db.prisma.city.findMany({
      include: { hostels: { orderBy: { sortOrder: 'asc' } } },
    });
    expect(first.hostels).toBe(cities.reduce((sum, city) => sum + city.hostels.length, 0));
    for (const city of cities) {
      expect(city.hostels.length).toBeGreaterThanOrEqual(2);
      expect(city.hostels.length).toBeLessThanOrEqual(3);
      for (const hostel of city.hostels) {
        expect(hostel.descriptionEn.length).toBeGreaterThan(50);
        // Vietnamese with its diacritics, not stripped to ASCII.
        expect(hostel.descriptionVn).toMatch(
          /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/,
        );
        expect(hostel.address.length).toBeGreaterThan(5);
        if (hostel.websiteUrl !== null) expect(hostel.websiteUrl).toMatch(/^https:\/\//);
        if (hostel.pricePerNightFrom !== null)
          expect(hostel.pricePerNightFrom).toBeGreaterThanOrEqual(50_000);
      }
    }
  });

  it('has at least 20 online shops, each with opening hours on quarter hours between 08:00 and 23:45', async () => {
    const shops = await db.prisma.store.findMany({ include: { openingSlots: true } });
    expect(shops.length).toBeGreaterThanOrEqual(20);
    for (const shop of shops) {
      expect(shop.online).toBe(true);
      expect(shop.openingSlots.length).toBeGreaterThanOrEqual(6);
      for (const slot of shop.openingSlots) {
        expect(slot.opensAt).toBeGreaterThanOrEqual(8 * 60);
        expect(slot.closesAt).toBeLessThanOrEqual(23 * 60 + 45);
        expect(slot.opensAt % 15).toBe(0);
      }
    }
  });

  it('has at least 150 bikes over every bike type and gear type, each shop bike with 1 to 5 units', async () => {
    expect(first.bikes).toBeGreaterThanOrEqual(150);
    const types = await db.prisma.bike.groupBy({ by: ['bikeType'], _count: { _all: true } });
    expect(types.map((t) => t.bikeType).sort()).toEqual([
      'ADVENTURE',
      'ELECTRIC',
      'ENDURO',
      'SCOOTER',
      'SPORTBIKE',
      'TOURING',
    ]);
    const gears = await db.prisma.bike.groupBy({ by: ['gearType'], _count: { _all: true } });
    expect(gears.map((g) => g.gearType).sort()).toEqual(['AUTOMATIC', 'MANUAL', 'SEMI_AUTOMATIC']);
    const unitCounts = await db.prisma.unit.groupBy({ by: ['shopBikeId'], _count: { _all: true } });
    expect(unitCounts).toHaveLength(first.shopBikes);
    for (const { _count } of unitCounts) {
      expect(_count._all).toBeGreaterThanOrEqual(1);
      expect(_count._all).toBeLessThanOrEqual(5);
    }
    const bike = await db.prisma.bike.findFirstOrThrow();
    expect(bike.defaultPrice).toBeGreaterThanOrEqual(100_000);
    expect(bike.depositOptions.length).toBeLessThanOrEqual(5);
  });

  it('has the demo accounts with argon2id hashes of the demo passwords', async () => {
    const users = await db.prisma.user.findMany({ orderBy: { username: 'asc' } });
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'ADMIN'],
      ['owner1', 'SHOP_OWNER'],
      ['owner2', 'SHOP_OWNER'],
      ['owner3', 'SHOP_OWNER'],
      ['owner4', 'SHOP_OWNER'],
      ['owner5', 'SHOP_OWNER'],
    ]);
    expect(users[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(users[0].passwordHash!, demoPasswords.admin)).toBe(true);
    expect(await verifyPassword(users[1].passwordHash!, demoPasswords.owner)).toBe(true);
    expect(await verifyPassword(users[1].passwordHash!, demoPasswords.admin)).toBe(false);
  });

  it('has the add-on catalogue, transfers between cities, offers, reviews and USD and EUR rates', async () => {
    const addons = await db.prisma.addon.findMany();
    expect(addons.map((a) => a.nameEn)).toEqual(
      expect.arrayContaining([
        'Helmet',
        'GoPro',
        'Luggage rack',
        'Gloves',
        'Knee and elbow guards',
        'Pre-paid fuel',
        'Bag transfer',
        'Fuel refill',
      ]),
    );
    const transfers = await db.prisma.storeTransfer.findMany({
      include: { fromStore: true, toStore: true },
    });
    expect(transfers.length).toBeGreaterThan(5);
    for (const t of transfers) expect(t.fromStore.cityId).not.toBe(t.toStore.cityId);
    expect(first.offers).toBeGreaterThanOrEqual(3);
    expect(first.reviews).toBeGreaterThan(10);
    const rates = await db.prisma.currencyRate.findMany({ orderBy: { sortOrder: 'asc' } });
    expect(rates.map((r) => r.code)).toEqual(['USD', 'EUR']);
  });

  it('draws its pictures locally, one file for every key it stores', async () => {
    const keys = [
      ...(await db.prisma.city.findMany()).flatMap((c) => c.pictures),
      ...(await db.prisma.store.findMany()).map((s) => s.picture!),
      ...(await db.prisma.bike.findMany()).flatMap((b) => [
        b.sidePhoto!,
        b.frontPhoto!,
        b.backPhoto!,
      ]),
    ];
    for (const key of new Set(keys)) {
      expect(fs.readFileSync(path.join(mediaDir, key), 'utf8')).toMatch(/^<svg /);
    }
  });

  it('is idempotent: a second run adds and changes nothing', async () => {
    const before = await db.prisma.bike.findMany({ orderBy: { id: 'asc' } });
    const second = await seedDemoData(db.prisma, { store: new DiskPictureStore(mediaDir) });
    expect(second).toEqual(first);
    expect(await db.prisma.bike.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
