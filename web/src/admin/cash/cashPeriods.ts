import { graphql } from '../../gql';
import type { CashPeriods_PeriodFragment } from '../../gql/graphql';

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

export function sumOf(rows: CashRow[], key: 'completedCount' | 'bookedCount'): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}
