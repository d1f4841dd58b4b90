import type { UserError } from '../../graphql/user-error';
import { bookingFields as f } from '../bookings/booking-rules';
import { invalid } from '../bookings/bookings.errors';
import type { ShopOrderRow } from './shop-orders.service';

/** What an owner changes in a booking, with database ids; absent: unchanged. */
export interface ShopOrderChanges {
  startAt?: Date;
  endAt?: Date;
  shopBikeId?: number;
  accessories?: { addonId: number; quantity: number }[];
  bagCount?: number;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/** The changes that differ from the booking as it is (names and phone trimmed). */
export function actualChanges(order: ShopOrderRow, changes: ShopOrderChanges): ShopOrderChanges {
  const differs: ShopOrderChanges = {};
  if (changes.startAt && changes.startAt.getTime() !== order.startAt.getTime())
    differs.startAt = changes.startAt;
  if (changes.endAt && changes.endAt.getTime() !== order.endAt.getTime())
    differs.endAt = changes.endAt;
  if (changes.shopBikeId !== undefined && changes.shopBikeId !== order.shopBikeId)
    differs.shopBikeId = changes.shopBikeId;
  if (changes.accessories && addonKey(changes.accessories) !== addonKey(ownAddons(order)))
    differs.accessories = changes.accessories;
  if (changes.bagCount !== undefined && changes.bagCount !== order.bagCount)
    differs.bagCount = changes.bagCount;
  const text = (value: string | undefined, current: string) =>
    value !== undefined && value.trim() !== current ? value : undefined;
  const firstName = text(changes.firstName, order.customerFirstName);
  const lastName = text(changes.lastName, order.customerLastName);
  const phone = text(changes.phone, order.customerPhone);
  if (firstName !== undefined) differs.firstName = firstName;
  if (lastName !== undefined) differs.lastName = lastName;
  if (phone !== undefined) differs.phone = phone;
  return differs;
}

/** Changes the rental itself (and so its unit or price), not only the traveller's details. */
export const changesRental = (changes: ShopOrderChanges) =>
  changes.startAt !== undefined ||
  changes.endAt !== undefined ||
  changes.shopBikeId !== undefined ||
  changes.accessories !== undefined ||
  changes.bagCount !== undefined;

/** A special offer's price holds for its bike, dates and add-ons only: those stay. */
export function offerLockErrors(changes: ShopOrderChanges): UserError[] {
  const why = 'a special-offer booking keeps the offer’s bike, dates and price';
  const errors: UserError[] = [];
  if (changes.startAt) errors.push(invalid(f.startAt, `Not the pickup: ${why}`));
  if (changes.endAt) errors.push(invalid(f.endAt, `Not the return: ${why}`));
  if (changes.shopBikeId !== undefined) errors.push(invalid(f.shopBikeId, `Not the bike: ${why}`));
  if (changes.accessories) errors.push(invalid(f.accessories, `Not the add-ons: ${why}`));
  if (changes.bagCount !== undefined) errors.push(invalid(f.bagCount, `Not the bags: ${why}`));
  return errors;
}

/** The booking's add-ons as a request lists them (used for bookings without an offer). */
export function ownAddons(order: ShopOrderRow): { addonId: number; quantity: number }[] {
  return order.items.map((item) => ({ addonId: item.addonId, quantity: item.quantity }));
}

function addonKey(addons: { addonId: number; quantity: number }[]): string {
  return addons
    .map((addon) => `${addon.addonId}x${addon.quantity}`)
    .sort()
    .join();
}
