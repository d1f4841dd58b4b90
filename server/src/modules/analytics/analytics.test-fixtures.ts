import type { PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import { insertBooking } from '../../../test/bookings';
import { createCity, createStore } from '../../../test/fixtures';

let sequence = 0;

/** A shop of `ownerId` with one bike offered there and one unit: enough to hold bookings. */
export async function createBookableShop(prisma: PrismaClient, ownerId: number) {
  sequence += 1;
  const city = await createCity(prisma);
  const store = await createStore(prisma, ownerId, city.id);
  const brand = await prisma.brand.create({
    data: { name: `Stats brand ${sequence}-${Date.now()}` },
  });
  const category = await prisma.category.create({
    data: { nameEn: `Stats category ${sequence}-${Date.now()}`, nameVn: 'Loại' },
  });
  const bike = await prisma.bike.create({
    data: {
      ownerId,
      publicId: `stats-${sequence}-${Date.now()}`,
      brandId: brand.id,
      categoryId: category.id,
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
  const shopBike = await prisma.shopBike.create({
    data: { bikeId: bike.id, storeId: store.id, pricePerDay: 150_000 },
  });
  const unit = await prisma.unit.create({ data: { shopBikeId: shopBike.id, label: '#1' } });
  return { store, bike, shopBike, unit };
}

export type BookableShop = Awaited<ReturnType<typeof createBookableShop>>;

const day = 24 * 3600 * 1000;
let orderSequence = 0;

/** A booking of `shop`, each renting its own days from 2030, so none overlap. */
export function insertOrder(
  prisma: PrismaClient,
  shop: BookableShop,
  order: {
    createdAt: string;
    status: OrderStatus;
    totalPrice: number;
    partnerId?: number | null;
  },
) {
  orderSequence += 1;
  return insertBooking(prisma, {
    shopBikeId: shop.shopBike.id,
    unitId: shop.unit.id,
    storeId: shop.store.id,
    status: order.status,
    partnerId: order.partnerId,
    startAt: new Date(Date.UTC(2030, 0, 1) + orderSequence * 3 * day),
    totalPrice: order.totalPrice,
    createdAt: new Date(order.createdAt),
  });
}
