import type { PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import { insertBooking } from '../../../test/bookings';
import { createCity, createOwner, createStore } from '../../../test/fixtures';

let sequence = 0;
const unique = () => `${++sequence}-${Date.now()}`;

/** A shop named `name` in a new city named `cityName`, of a new owner. */
export async function createShop(prisma: PrismaClient, name: string, cityName: string) {
  const owner = await createOwner(prisma, `${name.toLowerCase().replace(/\W+/g, '-')}-${unique()}`);
  const city = await createCity(prisma, { nameEn: cityName, nameVn: `${cityName} (vn)` });
  const store = await prisma.store.update({
    where: { id: (await createStore(prisma, owner.id, city.id)).id },
    data: { name },
  });
  return { owner, city, store };
}

export type AnalyticsShop = Awaited<ReturnType<typeof createShop>>;

/** A bike of the shop's owner offered at the shop: `bikeNameId` ties it to the brand's catalogue. */
export async function createShopBike(
  prisma: PrismaClient,
  shop: AnalyticsShop,
  bike: { brandId: number; name: string; bikeNameId?: number },
) {
  const created = await prisma.bike.create({
    data: {
      ownerId: shop.owner.id,
      publicId: `analytics-${unique()}`,
      brandId: bike.brandId,
      bikeNameId: bike.bikeNameId ?? null,
      categoryId: (
        await prisma.category.create({ data: { nameEn: `Cat ${unique()}`, nameVn: 'Loại' } })
      ).id,
      name: bike.name,
      bikeType: 'SCOOTER',
      gearType: 'AUTOMATIC',
      powerPs: 9,
      weightKg: 99,
      topSpeedKmh: 90,
      defaultPrice: 150_000,
      depositPrice: 2_000_000,
    },
  });
  const shopBike = await prisma.shopBike.create({
    data: { bikeId: created.id, storeId: shop.store.id, pricePerDay: 150_000 },
  });
  return { shop, shopBike };
}

export type AnalyticsShopBike = Awaited<ReturnType<typeof createShopBike>>;

/** A booking of the shop bike on a unit of its own, so that no two bookings ever overlap. */
export async function book(
  prisma: PrismaClient,
  bike: AnalyticsShopBike,
  booking: {
    status: OrderStatus;
    totalPrice: number;
    startAt: string;
    createdAt?: string;
    partnerId?: number;
  },
) {
  const unit = await prisma.unit.create({ data: { shopBikeId: bike.shopBike.id, label: 'u' } });
  return insertBooking(prisma, {
    shopBikeId: bike.shopBike.id,
    unitId: unit.id,
    storeId: bike.shop.store.id,
    status: booking.status,
    totalPrice: booking.totalPrice,
    partnerId: booking.partnerId ?? null,
    startAt: new Date(booking.startAt),
    createdAt: new Date(booking.createdAt ?? '2026-04-01T00:00:00Z'),
  });
}
