import type { Weekday } from '../../generated/prisma/enums';
import type { UserError } from '../../graphql/user-error';
import { invalid, outOfRange, required } from './bookings.errors';
import { shopTimeZone } from '../../shared/shop-time';

/** REST body names of the booking's fields, for userErrors. */
export const bookingFields = {
  shopBikeId: 'bike_id',
  startAt: 'date_start_travel',
  endAt: 'date_end_travel',
  returnStoreId: 'return_store_id',
  storeTransferId: 'store_transfer_id',
  offerId: 'offer_id',
  holdToken: 'hold_token',
  accessories: 'accessories',
  bagCount: 'bag_count',
  email: 'user.email',
  phone: 'user.phone',
  firstName: 'user.firstname',
  lastName: 'user.lastname',
  termsAccepted: 'terms_accepted',
  idempotencyKey: 'idempotency_key',
} as const;

const f = bookingFields;

export const bookingLimits = {
  maxRentalDays: 90,
  /** How far ahead a pickup may lie. */
  horizonDays: 365,
  stepMinutes: 15,
  maxBags: 10,
  maxAccessories: 20,
  nameLength: 100,
} as const;

const day = 24 * 3600 * 1000;

const weekdayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: shopTimeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The shop-zone weekday and minutes after local midnight of a moment. */
export function shopLocalTime(moment: Date): { weekday: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    weekdayFormat.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return {
    weekday: parts.weekday.toUpperCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export interface Slot {
  weekday: Weekday;
  opensAt: number;
  closesAt: number;
}

/** Open at that moment: inside a slot of its weekday (closing time excluded). */
export function isOpenAt(slots: readonly Slot[], moment: Date): boolean {
  const local = shopLocalTime(moment);
  return slots.some(
    (slot) =>
      slot.weekday === local.weekday &&
      slot.opensAt <= local.minutes &&
      local.minutes < slot.closesAt,
  );
}

/** The period on its own: real moments, ahead, ordered, on quarter hours, not too long or far. */
export function periodErrors(startAt: Date, endAt: Date, now: number): UserError[] {
  const start = startAt.getTime();
  const end = endAt.getTime();
  const errors: UserError[] = [];
  const step = bookingLimits.stepMinutes * 60_000;
  if (Number.isNaN(start)) return [invalid(f.startAt, 'Give the pickup as an ISO 8601 date-time')];
  if (Number.isNaN(end)) return [invalid(f.endAt, 'Give the return as an ISO 8601 date-time')];
  if (start <= now) errors.push(invalid(f.startAt, 'The pickup must be in the future'));
  else if (start > now + bookingLimits.horizonDays * day)
    errors.push(outOfRange(f.startAt, 'The pickup must lie within a year from now'));
  else if (start % step !== 0)
    errors.push(invalid(f.startAt, 'Choose a quarter hour (:00, :15, :30 or :45)'));
  if (end <= start) errors.push(invalid(f.endAt, 'The return must come after the pickup'));
  else if (end - start > bookingLimits.maxRentalDays * day)
    errors.push(outOfRange(f.endAt, `At most ${bookingLimits.maxRentalDays} days`));
  else if (end % step !== 0)
    errors.push(invalid(f.endAt, 'Choose a quarter hour (:00, :15, :30 or :45)'));
  return errors;
}

export interface CustomerInput {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

const emailPattern = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const phonePattern = /^\+?[0-9 ]{7,20}$/;

export function customerErrors(customer: CustomerInput, termsAccepted: boolean): UserError[] {
  const errors: UserError[] = [];
  if (!emailPattern.test(customer.email.trim()) || customer.email.length > 254)
    errors.push(invalid(f.email, 'Give a valid e-mail address'));
  errors.push(...travellerDetailErrors(customer));
  if (!termsAccepted)
    errors.push(invalid(f.termsAccepted, 'Accept the terms and the rental requirements'));
  return errors;
}

/** The traveller's phone and names, each checked when given. */
export function travellerDetailErrors(
  details: Partial<Pick<CustomerInput, 'phone' | 'firstName' | 'lastName'>>,
): UserError[] {
  const errors: UserError[] = [];
  if (details.phone !== undefined) {
    const phone = details.phone.trim();
    if (!phonePattern.test(phone) || phone.replace(/\D/g, '').length < 7)
      errors.push(
        invalid(f.phone, 'Give a phone number: digits and spaces, 7 to 20, + first allowed'),
      );
  }
  for (const key of ['firstName', 'lastName'] as const) {
    const value = details[key];
    if (value === undefined) continue;
    const length = value.trim().length;
    if (length === 0) errors.push(required(f[key], 'Give a name'));
    else if (length > bookingLimits.nameLength)
      errors.push(outOfRange(f[key], `At most ${bookingLimits.nameLength} characters`));
  }
  return errors;
}
