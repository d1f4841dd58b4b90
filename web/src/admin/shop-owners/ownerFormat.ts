import { defineMessages, type IntlShape } from 'react-intl';
import { dateTimeFormat } from '../../ui/intlFormats';
import { shopTimeZone } from '../../ui/shopTime';

/** A shop owner's global id from its REST id, built as the server builds it. */
export function shopOwnerGlobalId(restId: number): string {
  return btoa(`ShopOwner:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from the URL: a positive whole number that fits the database, else null. */
export function restIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export const shopOwnerPath = (databaseId: number) => `/dashboard/shop-owners/${databaseId}`;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month (`YYYY-MM`) it is now in Vietnam: the API counts bookings by it. */
export function monthInVietnam(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en', { timeZone: shopTimeZone, year: 'numeric', month: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}`;
}

export const isMonth = (value: string) => monthPattern.test(value);

/** Whole VND, as the admins read money: "1.250.000 ₫" (vn) or "₫1,250,000" (en). */
export function formatVnd(intl: IntlShape, vnd: number): string {
  return intl.formatNumber(vnd, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
}

/** A moment as a date and time in Vietnam, where the shops are. */
export function formatVietnamTime(intl: IntlShape, instant: string): string {
  return intl.formatDate(instant, {
    timeZone: shopTimeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const orderStatusTexts = defineMessages({
  AWAITING_VERIFICATION: { id: 'admin.owners.status.awaiting' },
  CONFIRMED: { id: 'admin.owners.status.confirmed' },
  IN_PROGRESS: { id: 'admin.owners.status.inProgress' },
  COMPLETED: { id: 'admin.owners.status.completed' },
  CANCELLED: { id: 'admin.owners.status.cancelled' },
  NO_SHOW: { id: 'admin.owners.status.noShow' },
  LAPSED: { id: 'admin.owners.status.lapsed' },
});
