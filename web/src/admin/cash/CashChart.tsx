import { useIntl } from 'react-intl';
import { formatVnd } from '../ui/money';
import { ChartFigure } from '../ui/chart/ChartFigure';
import type { DateRange } from '../ui/range/dateRange';
import { formatPeriod, formatShortPeriod } from '../ui/range/periods';
import { sumOf, type CashRow } from './cashPeriods';

/** Earned and booked per period, as bars; the table beside it carries the same figures. */
export function CashChart({
  rows,
  range,
  earned,
  booked,
}: {
  rows: CashRow[];
  range: DateRange;
  earned: number;
  booked: number;
}) {
  const intl = useIntl();
  const money = (vnd: number) => formatVnd(vnd, intl.locale);
  return (
    <ChartFigure
      title={intl.formatMessage({ id: 'admin.cash.chartTitle' }, { by: range.by })}
      categories={rows.map((row) => formatShortPeriod(row.period))}
      series={[
        {
          key: 'earned',
          label: intl.formatMessage({ id: 'admin.cash.earned' }),
          values: rows.map((row) => row.earned),
        },
        {
          key: 'booked',
          label: intl.formatMessage({ id: 'admin.cash.booked' }),
          values: rows.map((row) => row.booked),
        },
      ]}
      formatValue={money}
      summary={intl.formatMessage(
        { id: 'admin.cash.chartSummary' },
        {
          from: formatPeriod(range.from),
          to: formatPeriod(range.to),
          earned: money(earned),
          earnedCount: sumOf(rows, 'completedCount'),
          booked: money(booked),
          bookedCount: sumOf(rows, 'bookedCount'),
        },
      )}
    />
  );
}
