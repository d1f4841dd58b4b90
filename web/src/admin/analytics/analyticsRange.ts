import type { Granularity } from '../../gql/graphql';
import { isDate } from '../../ui/dates';
import { addDays, monthStart, todayInVietnam } from '../ui/range/vietnamDays';

/** The days `from` to `to` (both included, `YYYY-MM-DD` in Vietnam), by day or by month. */
export interface AnalyticsRange {
  from: string;
  to: string;
  by: 'day' | 'month';
}

export const granularityOf: Record<AnalyticsRange['by'], Granularity> = {
  day: 'DAY',
  month: 'MONTH',
};

/** The last 30 days in Vietnam, today included, by day. */
export function defaultRange(now: Date = new Date()): AnalyticsRange {
  const today = todayInVietnam(now);
  return { from: addDays(today, -29), to: today, by: 'day' };
}

export const quickRangeIds = ['last7', 'last30', 'thisMonth', 'last12Months', 'thisYear'] as const;
export type QuickRangeId = (typeof quickRangeIds)[number];

/** The ranges one tap away, all ending today in Vietnam. */
export function quickRange(id: QuickRangeId, now: Date = new Date()): AnalyticsRange {
  const today = todayInVietnam(now);
  switch (id) {
    case 'last7':
      return { from: addDays(today, -6), to: today, by: 'day' };
    case 'last30':
      return defaultRange(now);
    case 'thisMonth':
      return { from: monthStart(today), to: today, by: 'day' };
    case 'last12Months':
      return { from: monthStart(today, -11), to: today, by: 'month' };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today, by: 'month' };
  }
}

/**
 * The range of the address (`?from=&to=&by=`): each part that is missing or not a real day
 * is the default's. A `from` after `to` is kept, for the form to say what is wrong.
 */
export function rangeFromParams(params: URLSearchParams, now: Date = new Date()): AnalyticsRange {
  const fallback = defaultRange(now);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && isDate(value) ? value : fallback[name];
  };
  return { from: day('from'), to: day('to'), by: params.get('by') === 'month' ? 'month' : 'day' };
}

export function rangeSearch(range: AnalyticsRange): string {
  return new URLSearchParams({ from: range.from, to: range.to, by: range.by }).toString();
}

export type RangeProblem = 'missing' | 'order';

/** What is wrong with a range before asking the API, per field; empty when nothing is. */
export function rangeProblems(range: AnalyticsRange): Partial<Record<'from' | 'to', RangeProblem>> {
  const problems: Partial<Record<'from' | 'to', RangeProblem>> = {};
  if (!isDate(range.from)) problems.from = 'missing';
  if (!isDate(range.to)) problems.to = 'missing';
  else if (!problems.from && range.to < range.from) problems.to = 'order';
  return problems;
}

/** `DD.MM.YYYY` for a day, `MM.YYYY` for a month (`YYYY-MM`), as dates are written here. */
export function formatPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}.${month}.${year}` : `${month}.${year}`;
}

/** A chart's label: `DD.MM` for a day, `MM.YYYY` for a month. */
export function formatShortPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}.${month}` : `${month}.${year}`;
}
