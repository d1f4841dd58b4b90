import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { BookingsByCity_AnalyticsFragment } from '../../../gql/graphql';
import { ChartFigure } from '../../ui/chart/ChartFigure';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';
import { chartedRanks } from './rankedChart';
import { statusColumns } from './statusColumns';

export const BookingsByCityFragment = graphql(`
  fragment BookingsByCity_analytics on Analytics {
    bookingsByCity {
      cityDatabaseId
      nameEn
      nameVn
      bookingCount
      byStatus {
        ...StatusColumns_counts @unmask
      }
    }
  }
`);

type City = BookingsByCity_AnalyticsFragment['bookingsByCity'][number];

/** The cities of the pickup shops, most bookings first: bars of their totals, the table by state. */
export function BookingsByCity({
  analytics,
  range,
}: {
  analytics: BookingsByCity_AnalyticsFragment;
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cities = analytics.bookingsByCity;
  const name = (city: City) => (intl.locale.startsWith('vi') ? city.nameVn : city.nameEn);
  const title = t({ id: 'admin.analytics.city.title' });
  const charted = cities.slice(0, chartedRanks);
  const columns: AnalyticsColumn<City>[] = [
    {
      key: 'city',
      header: t({ id: 'admin.analytics.col.city' }),
      render: name,
      csv: name,
      text: true,
    },
    ...statusColumns<City>(intl),
  ];
  return (
    <AnalyticsSection
      id="analytics-by-city"
      title={title}
      wide
      empty={cities.length === 0 ? t({ id: 'admin.analytics.city.empty' }) : null}
      figure={
        <ChartFigure
          title={t({ id: 'admin.analytics.city.chart' }, { count: charted.length })}
          categories={charted.map(name)}
          series={[
            {
              key: 'bookings',
              label: t({ id: 'admin.analytics.series.bookings' }),
              values: charted.map((city) => city.bookingCount),
            },
          ]}
          horizontal
          formatValue={(value) => intl.formatNumber(value)}
          summary={charted
            .map((city) => `${name(city)}: ${intl.formatNumber(city.bookingCount)}`)
            .join(', ')}
        />
      }
      table={{
        columns,
        rows: cities,
        rowKey: (row) => String(row.cityDatabaseId),
        fileName: `bookings-by-city-${range}.csv`,
      }}
    />
  );
}
