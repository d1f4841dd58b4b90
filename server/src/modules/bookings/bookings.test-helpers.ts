import type { TestApp } from '../../../test/app';
import type { World } from '../../../test/world';

const day = 24 * 3600 * 1000;

/**
 * A Monday (the world's shops open Mondays 08:00-18:00) at least `minDays` ahead, at
 * `hour`:`minute` in the shops' zone (UTC+7), as an ISO string with its offset.
 */
export function mondayAt(hour: number, minute = 0, minDays = 2): string {
  const at = new Date(Date.now() + minDays * day);
  at.setUTCHours(hour - 7, minute, 0, 0);
  while (at.getUTCDay() !== 1 || at.getTime() < Date.now() + minDays * day)
    at.setTime(at.getTime() + day);
  return at.toISOString();
}

/** `iso` moved by whole days (a week keeps the weekday). */
export const plusDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * day).toISOString();

/** A valid order body for owner A's shop bike: a round trip, Monday to Monday. */
export function orderBody(w: World, overrides: Record<string, unknown> = {}) {
  const start = mondayAt(9);
  return {
    bike_id: w.a.shopBike,
    date_start_travel: start,
    date_end_travel: plusDays(start, 7),
    user: {
      email: 'lan.tran@example.test',
      phone: '+84 912 345 678',
      firstname: 'Lan',
      lastname: 'Tran',
    },
    terms_accepted: true,
    language: 'en',
    ...overrides,
  };
}

export function postOrder(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.fastify.inject({
    method: 'POST',
    url: '/api/orders/create',
    payload: body as object,
    headers,
  });
}

/** Makes owner A's world offer bookable: online, a wide window, ending within `maxDays`. */
export async function bookableOffer(t: TestApp, w: World, maxDays = 7) {
  const now = Date.now();
  return t.db.prisma.offer.update({
    where: { id: w.a.offer },
    data: {
      online: true,
      travelStartsAt: new Date(now + day),
      travelEndsAt: new Date(now + 60 * day),
      earliestPickupAt: new Date(now + day),
      latestPickupAt: new Date(now + 40 * day),
      bookableUntil: new Date(now + 30 * day),
      maxRentalDays: maxDays,
    },
  });
}

/** The token of a link to `page` in the newest e-mail of a booking. */
export async function linkToken(
  t: TestApp,
  bookingNumber: string,
  page: 'verify' | 'cancel',
  template = 'booking-verification',
): Promise<string> {
  const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({
    where: { template, order: { bookingNumber } },
    orderBy: { id: 'desc' },
  });
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`No /${page} link in ${mail.text}`);
  return decodeURIComponent(match[1]);
}
