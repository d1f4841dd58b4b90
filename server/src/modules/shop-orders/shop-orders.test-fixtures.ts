import type { PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import { insertBooking } from '../../../test/bookings';
import type { World } from '../../../test/world';

export const hour = 3600_000;
export const day = 24 * hour;

let units = 0;

export interface BookingOptions {
  status?: OrderStatus;
  startAt?: Date;
  shopBikeId?: number;
  storeId?: number;
  offerId?: number | null;
  verifyBy?: Date | null;
}

/**
 * A booking of owner A's shop on a unit of its own, so that bookings at any times never
 * overlap; by default CONFIRMED with its pickup an hour ago (late: every action is due).
 */
export async function bookingOfA(prisma: PrismaClient, w: World, options: BookingOptions = {}) {
  const shopBikeId = options.shopBikeId ?? w.a.shopBike;
  const unit = await prisma.unit.create({ data: { shopBikeId, label: `#t${++units}` } });
  const order = await insertBooking(prisma, {
    shopBikeId,
    unitId: unit.id,
    storeId: options.storeId ?? w.a.store,
    status: options.status ?? 'CONFIRMED',
    startAt: options.startAt ?? new Date(Date.now() - hour),
    offerId: options.offerId ?? null,
  });
  if (options.verifyBy !== undefined) {
    return prisma.order.update({ where: { id: order.id }, data: { verifyBy: options.verifyBy } });
  }
  return order;
}

/** The booking as stored plus the e-mails queued for it: what a refused call must not change. */
export async function bookingSnapshot(prisma: PrismaClient, id: number) {
  const [order, emails] = await Promise.all([
    prisma.order.findUniqueOrThrow({ where: { id } }),
    prisma.emailOutbox.count({ where: { orderId: id } }),
  ]);
  return { order, emails };
}

/** The review token in the text of a queued review-request e-mail. */
export function reviewLinkIn(text: string) {
  const match = /\/review\?token=([A-Za-z0-9_-]+)&booking=([^&\s]+)&bike=(\d+)/.exec(text);
  if (!match) throw new Error(`No review link in: ${text}`);
  return { token: match[1], booking: decodeURIComponent(match[2]), bike: Number(match[3]) };
}
