import type { Granularity } from '../../../gql/graphql';
import { isDate } from '../../../ui/dates';
import { addDays, monthStart } from './vietnamDays';

/** What a figures screen shows: days `from` to `to` (YYYY-MM-DD in Vietnam, both included), by day or month. */
export interface DateRange {
  from: string;
  to: string;
  by: Granularity;
}

/** The ranges one tap away, all ending `today` (in Vietnam); each screen offers some of them. */
export const quickRanges = {
  last7Days: (today: string): DateRange => ({ from: addDays(today, -6), to: today, by: 'DAY' }),
  last30Days: (today: string): DateRange => ({ from: addDays(today, -29), to: today, by: 'DAY' }),
  thisMonth: (today: string): DateRange => ({ from: monthStart(today), to: today, by: 'DAY' }),
  last12Months: (today: string): DateRange => ({
    from: monthStart(today, -11),
    to: today,
    by: 'MONTH',
  }),
  thisYear: (today: string): DateRange => ({
    from: `${today.slice(0, 4)}-01-01`,
    to: today,
    by: 'MONTH',
  }),
};
export type QuickRangeId = keyof typeof quickRanges;

/** The last 30 days in Vietnam, today included, by day. */
export function defaultRange(today: string): DateRange {
  return quickRanges.last30Days(today);
}

/**
 * The range of the link (`?from=&to=&by=day|month`): each part that is missing or not a real
 * day is the default's. A range that ends before it starts is kept as written: the form says
 * what is wrong with it.
 */
export function rangeFromParams(params: URLSearchParams, today: string): DateRange {
  const fallback = defaultRange(today);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return isDate(value) ? value : fallback[name];
  };
  return {
    from: day('from'),
    to: day('to'),
    by: params.get('by')?.toLowerCase() === 'month' ? 'MONTH' : 'DAY',
  };
}

/** The link's query of a range: `from=…&to=…&by=day|month`. */
export function rangeParams(range: DateRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to, by: range.by.toLowerCase() });
}

export function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from === b.from && a.to === b.to && a.by === b.by;
}

export type RangeProblem = 'missing' | 'order';

/** What is wrong with a range before asking the API, per field; empty when nothing is. */
export function rangeProblems(
  range: Pick<DateRange, 'from' | 'to'>,
): Partial<Record<'from' | 'to', RangeProblem>> {
  const problems: Partial<Record<'from' | 'to', RangeProblem>> = {};
  if (!isDate(range.from)) problems.from = 'missing';
  if (!isDate(range.to)) problems.to = 'missing';
  else if (!problems.from && range.to < range.from) problems.to = 'order';
  return problems;
}
