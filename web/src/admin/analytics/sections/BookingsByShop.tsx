import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { BookingsByShop_AnalyticsFragment } from '../../../gql/graphql';
import { ChartFigure } from '../../ui/chart/ChartFigure';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';
import { chartedRanks } from './rankedChart';
import { statusColumns } from './statusColumns';

/** How many shops the screen asks for (the fragment's `first`): the API's most. */
export const shopsAsked = 100;

export const BookingsByShopFragment = graphql(`
  fragment BookingsByShop_analytics on Analytics {
    bookingsByShop(first: 100) {
      shopDatabaseId
      name
      cityNameEn
      shopOwnerName
      bookingCount
      byStatus {
        ...StatusColumns_counts @unmask
      }
    }
  }
`);

type Shop = BookingsByShop_AnalyticsFragment['bookingsByShop'][number];

/** The pickup shops, most bookings first: bars of their totals, the table by state. */
export function BookingsByShop({
  analytics,
  range,
}: {
  analytics: BookingsByShop_AnalyticsFragment;
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const shops = analytics.bookingsByShop;
  const title = t({ id: 'admin.analytics.shop.title' });
  const charted = shops.slice(0, chartedRanks);
  const columns: AnalyticsColumn<Shop>[] = [
    {
      key: 'shop',
      header: t({ id: 'admin.analytics.col.shop' }),
      render: (shop) => shop.name,
      csv: (shop) => shop.name,
      text: true,
    },
    {
      key: 'city',
      header: t({ id: 'admin.analytics.col.city' }),
      render: (shop) => shop.cityNameEn,
      csv: (shop) => shop.cityNameEn,
      text: true,
    },
    {
      key: 'owner',
      header: t({ id: 'admin.analytics.col.owner' }),
      render: (shop) => shop.shopOwnerName,
      csv: (shop) => shop.shopOwnerName,
      text: true,
    },
    ...statusColumns<Shop>(intl),
  ];
  return (
    <AnalyticsSection
      id="analytics-by-shop"
      title={title}
      wide
      note={
        shops.length === shopsAsked
          ? t({ id: 'admin.analytics.shop.limited' }, { count: shopsAsked })
          : undefined
      }
      empty={shops.length === 0 ? t({ id: 'admin.analytics.shop.empty' }) : null}
      figure={
        <ChartFigure
          title={t({ id: 'admin.analytics.shop.chart' }, { count: charted.length })}
          categories={charted.map((shop) => shop.name)}
          series={[
            {
              key: 'bookings',
              label: t({ id: 'admin.analytics.series.bookings' }),
              values: charted.map((shop) => shop.bookingCount),
            },
          ]}
          horizontal
          formatValue={(value) => intl.formatNumber(value)}
          summary={charted
            .map((shop) => `${shop.name}: ${intl.formatNumber(shop.bookingCount)}`)
            .join(', ')}
        />
      }
      table={{
        columns,
        rows: shops,
        rowKey: (row) => String(row.shopDatabaseId),
        fileName: `bookings-by-shop-${range}.csv`,
      }}
    />
  );
}
