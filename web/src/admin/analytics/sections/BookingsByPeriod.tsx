import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { BookingsByPeriod_AnalyticsFragment } from '../../../gql/graphql';
import { ChartFigure } from '../../ui/chart/ChartFigure';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';
import { formatPeriod, formatShortPeriod } from '../../ui/range/periods';
import { statusKeys, statusNames } from '../statusNames';
import { statusColumns } from './statusColumns';

export const BookingsByPeriodFragment = graphql(`
  fragment BookingsByPeriod_analytics on Analytics {
    granularity
    bookingsByPeriod {
      period
      bookingCount
      byStatus {
        ...StatusColumns_counts @unmask
      }
    }
  }
`);

type Period = BookingsByPeriod_AnalyticsFragment['bookingsByPeriod'][number];

/** Bookings per day or month of the range by their state now: stacked bars and the table. */
export function BookingsByPeriod({
  analytics,
  range,
}: {
  analytics: BookingsByPeriod_AnalyticsFragment;
  /** `2026-11-01-2026-11-30`, for the CSV file's name. */
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const periods = analytics.bookingsByPeriod;
  const byMonth = analytics.granularity === 'MONTH';
  const title = byMonth
    ? t({ id: 'admin.analytics.period.titleMonth' })
    : t({ id: 'admin.analytics.period.titleDay' });
  const total = periods.reduce((sum, period) => sum + period.bookingCount, 0);
  const columns: AnalyticsColumn<Period>[] = [
    {
      key: 'period',
      header: byMonth
        ? t({ id: 'admin.analytics.col.month' })
        : t({ id: 'admin.analytics.col.day' }),
      render: (row) => formatPeriod(row.period),
      csv: (row) => row.period,
      text: true,
    },
    ...statusColumns<Period>(intl),
  ];
  // A state no booking of the range is in would be an empty bar and a legend entry for nothing.
  const series = statusKeys
    .filter((key) => periods.some((period) => period.byStatus[key] > 0))
    .map((key) => ({
      key,
      label: t(statusNames[key]),
      values: periods.map((period) => period.byStatus[key]),
    }));
  return (
    <AnalyticsSection
      id="analytics-by-period"
      title={title}
      wide
      note={t({ id: 'admin.analytics.period.note' }, { count: total })}
      empty={total === 0 ? t({ id: 'admin.analytics.period.empty' }) : null}
      figure={
        <ChartFigure
          title={
            byMonth
              ? t({ id: 'admin.analytics.period.chartMonth' })
              : t({ id: 'admin.analytics.period.chartDay' })
          }
          categories={periods.map((period) => formatShortPeriod(period.period))}
          series={series}
          stacked
          formatValue={(value) => intl.formatNumber(value)}
          summary={t(
            { id: 'admin.analytics.period.summary' },
            {
              count: total,
              states: series
                .map((each) => `${each.label}: ${intl.formatNumber(sum(each.values))}`)
                .join(', '),
            },
          )}
        />
      }
      table={{
        columns,
        rows: periods,
        rowKey: (row) => row.period,
        fileName: `bookings-by-${byMonth ? 'month' : 'day'}-${range}.csv`,
      }}
    />
  );
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
