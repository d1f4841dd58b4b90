import { graphql } from '../../gql';
import type { CashPeriods_PeriodFragment } from '../../gql/graphql';
import { formatMonth } from '../partners/month';

export const CashPeriodsFragment = graphql(`
  fragment CashPeriods_period on CashPeriod {
    period
    earned
    completedCount
    booked
    bookedCount
  }
`);

/** A period's figures, the API's SafeInt amounts as numbers. */
export interface CashRow {
  period: string;
  earned: number;
  completedCount: number;
  booked: number;
  bookedCount: number;
}

export function cashRows(periods: readonly CashPeriods_PeriodFragment[]): CashRow[] {
  return periods.map((one) => ({
    period: one.period,
    earned: Number(one.earned),
    completedCount: one.completedCount,
    booked: Number(one.booked),
    bookedCount: one.bookedCount,
  }));
}

/** `26.11.2026` for a day, `11.2026` for a month, as dates are written DD.MM.YYYY. */
export function formatPeriod(period: string): string {
  if (period.length === 7) return formatMonth(period);
  return `${period.slice(8, 10)}.${period.slice(5, 7)}.${period.slice(0, 4)}`;
}

/** The chart's shorter label: `26.11` for a day, `11.2026` for a month. */
export function formatPeriodShort(period: string): string {
  return period.length === 7 ? formatMonth(period) : formatPeriod(period).slice(0, 5);
}

export function sumOf(rows: CashRow[], key: 'completedCount' | 'bookedCount'): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}
