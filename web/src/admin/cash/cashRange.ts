import { isDate } from '../../ui/dates';
import { dateTimeFormat } from '../../ui/intlFormats';
import { shopTimeZone } from '../../ui/shopTime';

export type CashGranularity = 'DAY' | 'MONTH';

/** What the screen shows: days `from` to `to` (YYYY-MM-DD, both included), by day or month. */
export interface CashRange {
  from: string;
  to: string;
  by: CashGranularity;
}

const dayMs = 24 * 3600 * 1000;

/** The day (`YYYY-MM-DD`) it is now in Vietnam, which the API counts cash by. */
export function todayInVietnam(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en', {
      timeZone: shopTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The first day of the month `months` after (or before) the month of a day. */
function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The quick choices: the last 30 days (today included), this month, the last 12 months. */
export function quickRanges(today: string) {
  return {
    last30Days: { from: addDays(today, -29), to: today, by: 'DAY' },
    thisMonth: { from: monthStart(today), to: today, by: 'DAY' },
    last12Months: { from: monthStart(today, -11), to: today, by: 'MONTH' },
  } satisfies Record<string, CashRange>;
}

/**
 * The range of the link (`?from=&to=&by=month`); what is missing or not a real day falls back
 * to the last 30 days in Vietnam. A range that ends before it starts is kept as written: the
 * form says what is wrong with it.
 */
export function rangeFromParams(params: URLSearchParams, today: string): CashRange {
  const fallback = quickRanges(today).last30Days;
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isDate(value) ? value : null;
  };
  return {
    from: day('from') ?? fallback.from,
    to: day('to') ?? fallback.to,
    by: params.get('by')?.toLowerCase() === 'month' ? 'MONTH' : 'DAY',
  };
}

/** The link's query of a range: `from=…&to=…`, and `by=month` when by month. */
export function rangeParams(range: CashRange): URLSearchParams {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.by === 'MONTH') params.set('by', 'month');
  return params;
}

export function sameRange(a: CashRange, b: CashRange): boolean {
  return a.from === b.from && a.to === b.to && a.by === b.by;
}
