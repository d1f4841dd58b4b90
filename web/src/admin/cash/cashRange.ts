import { isDate } from '../../ui/dates';
import { addDays, monthStart } from '../ui/range/vietnamDays';

export type CashGranularity = 'DAY' | 'MONTH';

/** What the screen shows: days `from` to `to` (YYYY-MM-DD, both included), by day or month. */
export interface CashRange {
  from: string;
  to: string;
  by: CashGranularity;
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
