import type { PrismaClient } from '../src/generated/prisma/client';
import type { OrderStatus } from '../src/generated/prisma/enums';

const day = 24 * 3600 * 1000;
let sequence = 0;

export interface TestBooking {
  shopBikeId: number;
  unitId: number;
  storeId: number;
  status?: OrderStatus;
  /** By default each booking rents its own two future days, so bookings never overlap. */
  startAt?: Date;
  endAt?: Date;
  offerId?: number | null;
  partnerId?: number | null;
  pricePerDay?: number;
  discountAmount?: number;
  totalPrice?: number;
  createdAt?: Date;
}

/**
 * A booking written straight to the database, for tests of what bookings block or count
 * (the booking flow itself arrives with its own issue).
 */
export function insertBooking(prisma: PrismaClient, booking: TestBooking) {
  const n = ++sequence;
  const startAt = booking.startAt ?? new Date(Date.now() + (7 + n * 3) * day);
  const pricePerDay = booking.pricePerDay ?? 150_000;
  const bikeCost = pricePerDay * 2;
  const unique = `${process.pid}-${n}-${Math.random().toString(36).slice(2, 8)}`;
  return prisma.order.create({
    data: {
      bookingNumber: `BK-TEST-${unique}`,
      status: booking.status ?? 'CONFIRMED',
      shopBikeId: booking.shopBikeId,
      unitId: booking.unitId,
      pickupStoreId: booking.storeId,
      returnStoreId: booking.storeId,
      offerId: booking.offerId ?? null,
      partnerId: booking.partnerId ?? null,
      startAt,
      endAt: booking.endAt ?? new Date(startAt.getTime() + 2 * day),
      rentalDays: 2,
      customerFirstName: 'An',
      customerLastName: 'Nguyen',
      customerEmail: 'an@example.test',
      customerPhone: '+84 900 000 000',
      pricePerDay,
      bikeCost,
      discountAmount: booking.discountAmount ?? 0,
      totalPrice: booking.totalPrice ?? bikeCost,
      depositPrice: 2_000_000,
      cancelTokenHash: `cancel-${unique}`,
      ...(booking.createdAt ? { createdAt: booking.createdAt } : {}),
    },
  });
}
