import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { TopBikes_AnalyticsFragment } from '../../../gql/graphql';
import { ChartFigure } from '../../ui/chart/ChartFigure';
import { formatVnd } from '../../partners/money';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';

export const TopBikesFragment = graphql(`
  fragment TopBikes_analytics on Analytics {
    topBikes(first: 10) {
      brandDatabaseId
      brandName
      bikeName
      bookingCount
      completedCount
      total
      cashEarned
    }
  }
`);

type Bike = TopBikes_AnalyticsFragment['topBikes'][number];

const bikeName = (bike: Bike) => `${bike.brandName} ${bike.bikeName}`;

/** The ten most booked bike models: bars of their bookings; the table with the cash. */
export function TopBikes({
  analytics,
  range,
}: {
  analytics: TopBikes_AnalyticsFragment;
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const bikes = analytics.topBikes;
  const title = t({ id: 'admin.analytics.bikes.title' });
  const count = (value: number) => intl.formatNumber(value);
  const money = (vnd: unknown) => formatVnd(Number(vnd), intl.locale);
  const columns: AnalyticsColumn<Bike>[] = [
    {
      key: 'bike',
      header: t({ id: 'admin.analytics.col.bike' }),
      render: bikeName,
      csv: bikeName,
      text: true,
    },
    {
      key: 'bookings',
      header: t({ id: 'admin.analytics.col.bookings' }),
      render: (bike) => count(bike.bookingCount),
      csv: (bike) => String(bike.bookingCount),
    },
    {
      key: 'completed',
      header: t({ id: 'admin.analytics.col.completed' }),
      render: (bike) => count(bike.completedCount),
      csv: (bike) => String(bike.completedCount),
    },
    {
      key: 'booked',
      header: t({ id: 'admin.analytics.col.booked' }),
      render: (bike) => money(bike.total),
      csv: (bike) => String(bike.total),
    },
    {
      key: 'cash',
      header: t({ id: 'admin.analytics.col.cash' }),
      render: (bike) => money(bike.cashEarned),
      csv: (bike) => String(bike.cashEarned),
    },
  ];
  return (
    <AnalyticsSection
      id="analytics-top-bikes"
      title={title}
      note={t({ id: 'admin.analytics.bikes.note' })}
      empty={bikes.length === 0 ? t({ id: 'admin.analytics.bikes.empty' }) : null}
      figure={
        <ChartFigure
          title={title}
          categories={bikes.map(bikeName)}
          series={[
            {
              key: 'bookings',
              label: t({ id: 'admin.analytics.series.bookings' }),
              values: bikes.map((bike) => bike.bookingCount),
            },
          ]}
          horizontal
          formatValue={(value) => intl.formatNumber(value)}
          summary={bikes.map((bike) => `${bikeName(bike)}: ${count(bike.bookingCount)}`).join(', ')}
        />
      }
      table={{
        columns,
        rows: bikes,
        rowKey: (bike) => `${bike.brandDatabaseId}-${bike.bikeName}`,
        fileName: `most-booked-bikes-${range}.csv`,
      }}
    />
  );
}
