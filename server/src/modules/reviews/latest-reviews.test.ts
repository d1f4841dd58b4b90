import type { PrismaClient } from '../../generated/prisma/client';
import { startTestApp, type TestApp } from '../../../test/app';
import { createCity, createOwner, createStore } from '../../../test/fixtures';

let t: TestApp;
/** Review names, newest first, of the reviews travellers may see. */
let visible: string[];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function shopWithBike(
  prisma: PrismaClient,
  ownerId: number,
  cityId: number,
  publicId: string,
  status: { online?: boolean; preview?: boolean; deletedAt?: Date | null } = {},
) {
  const store = await createStore(prisma, ownerId, cityId);
  await prisma.store.update({
    where: { id: store.id },
    data: { preview: false, online: true, ...status },
  });
  const category = await prisma.category.create({
    data: { nameEn: `Cat ${publicId}`, nameVn: 'x' },
  });
  const brand = await prisma.brand.create({ data: { name: `Brand ${publicId}` } });
  const bike = await prisma.bike.create({
    data: {
      ownerId,
      publicId,
      brandId: brand.id,
      categoryId: category.id,
      name: `Bike ${publicId}`,
      bikeType: 'SCOOTER',
      gearType: 'AUTOMATIC',
      powerPs: 9,
      weightKg: 99,
      topSpeedKmh: 90,
      defaultPrice: 150_000,
      depositPrice: 0,
    },
  });
  const shopBike = await prisma.shopBike.create({
    data: { bikeId: bike.id, storeId: store.id, pricePerDay: 150_000 },
  });
  const review = (name: string, days: number) =>
    prisma.review.create({
      data: {
        bikeId: bike.id,
        shopBikeId: shopBike.id,
        storeId: store.id,
        rating: 5,
        name,
        text: `Review by ${name}`,
        reviewedAt: daysAgo(days),
      },
    });
  return { bike, review };
}

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  const owner = await createOwner(prisma);
  const city = await createCity(prisma);
  const open = await shopWithBike(prisma, owner.id, city.id, 'open1');
  for (let i = 0; i < 25; i += 1) await open.review(`Traveller ${i}`, i + 1);
  const offline = await shopWithBike(prisma, owner.id, city.id, 'off1', { online: false });
  await offline.review('At an offline shop', 0);
  const draft = await shopWithBike(prisma, owner.id, city.id, 'draft1', { preview: true });
  await draft.review('At a shop in preview', 0);
  const closed = await shopWithBike(prisma, owner.id, city.id, 'gone1', { deletedAt: new Date() });
  await closed.review('At a deleted shop', 0);
  const deletedBike = await shopWithBike(prisma, owner.id, city.id, 'delb1');
  await deletedBike.review('Of a deleted bike', 0);
  await prisma.bike.update({ where: { id: deletedBike.bike.id }, data: { deletedAt: new Date() } });
  visible = Array.from({ length: 25 }, (_, i) => `Traveller ${i}`);
});

afterAll(() => t.close());

const names = (reviews: { name: string }[]) => reviews.map((review) => review.name);

describe('latestReviews', () => {
  it('gives the six newest reviews of bikes at public shops by default', async () => {
    const body = (
      await t.graphql('{ latestReviews { name rating text bikeName storeName reviewedAt } }')
    ).json();
    expect(body.errors).toBeUndefined();
    expect(names(body.data.latestReviews)).toEqual(visible.slice(0, 6));
    expect(body.data.latestReviews[0]).toMatchObject({
      rating: 5,
      text: 'Review by Traveller 0',
      bikeName: 'Bike open1',
      storeName: expect.stringMatching(/^Shop /),
    });
  });

  it('gives as many as asked, up to 20', async () => {
    const ask = async (first: number | null) =>
      (
        await t.graphql('query ($first: Int) { latestReviews(first: $first) { name } }', { first })
      ).json();
    expect(names((await ask(20)).data.latestReviews)).toEqual(visible.slice(0, 20));
    expect(names((await ask(2)).data.latestReviews)).toEqual(visible.slice(0, 2));
    expect((await ask(0)).data.latestReviews).toEqual([]);
    expect(names((await ask(null)).data.latestReviews)).toEqual(visible.slice(0, 6));
    for (const first of [21, -1]) {
      const refused = await ask(first);
      expect(refused.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
