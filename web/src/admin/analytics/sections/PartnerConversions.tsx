import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { PartnerConversions_AnalyticsFragment } from '../../../gql/graphql';
import { ChartFigure } from '../../ui/chart/ChartFigure';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';
import { chartedRanks } from './rankedChart';

export const PartnerConversionsFragment = graphql(`
  fragment PartnerConversions_analytics on Analytics {
    partnerConversions {
      partnerDatabaseId
      name
      kind
      visitCount
      bookingCount
      completedCount
      conversionRate
    }
  }
`);

type Partner = PartnerConversions_AnalyticsFragment['partnerConversions'][number];

/**
 * Each partner's link: visits through `?ref=` and the bookings made through it on the days of
 * the range; bars of the bookings of the partners that brought any.
 */
export function PartnerConversions({
  analytics,
  range,
}: {
  analytics: PartnerConversions_AnalyticsFragment;
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const partners = analytics.partnerConversions;
  const title = t({ id: 'admin.analytics.partners.title' });
  const count = (value: number) => intl.formatNumber(value);
  const kind = (partner: Partner) =>
    partner.kind === 'RENTAL'
      ? t({ id: 'admin.analytics.partners.rental' })
      : t({ id: 'admin.analytics.partners.marketing' });
  const rate = (partner: Partner) =>
    partner.conversionRate === null || partner.conversionRate === undefined
      ? t({ id: 'admin.analytics.rates.none' })
      : intl.formatNumber(partner.conversionRate, {
          style: 'percent',
          maximumFractionDigits: 1,
        });
  const active = partners.filter((partner) => partner.visitCount > 0 || partner.bookingCount > 0);
  const charted = active.filter((partner) => partner.bookingCount > 0).slice(0, chartedRanks);
  const columns: AnalyticsColumn<Partner>[] = [
    {
      key: 'partner',
      header: t({ id: 'admin.analytics.col.partner' }),
      render: (partner) => partner.name,
      csv: (partner) => partner.name,
      text: true,
    },
    {
      key: 'kind',
      header: t({ id: 'admin.analytics.col.kind' }),
      render: kind,
      csv: kind,
      text: true,
    },
    {
      key: 'visits',
      header: t({ id: 'admin.analytics.col.visits' }),
      render: (partner) => count(partner.visitCount),
      csv: (partner) => String(partner.visitCount),
    },
    {
      key: 'bookings',
      header: t({ id: 'admin.analytics.col.bookings' }),
      render: (partner) => count(partner.bookingCount),
      csv: (partner) => String(partner.bookingCount),
    },
    {
      key: 'completed',
      header: t({ id: 'admin.analytics.col.completed' }),
      render: (partner) => count(partner.completedCount),
      csv: (partner) => String(partner.completedCount),
    },
    {
      key: 'conversion',
      header: t({ id: 'admin.analytics.col.conversion' }),
      render: rate,
      csv: (partner) => (partner.conversionRate == null ? '' : String(partner.conversionRate)),
    },
  ];
  return (
    <AnalyticsSection
      id="analytics-partners"
      title={title}
      wide
      note={t({ id: 'admin.analytics.partners.note' })}
      empty={active.length === 0 ? t({ id: 'admin.analytics.partners.empty' }) : null}
      figure={
        charted.length > 0 ? (
          <ChartFigure
            title={t({ id: 'admin.analytics.partners.chart' })}
            categories={charted.map((partner) => partner.name)}
            series={[
              {
                key: 'bookings',
                label: t({ id: 'admin.analytics.series.bookings' }),
                values: charted.map((partner) => partner.bookingCount),
              },
            ]}
            horizontal
            formatValue={(value) => intl.formatNumber(value)}
            summary={charted
              .map((partner) => `${partner.name}: ${count(partner.bookingCount)}`)
              .join(', ')}
          />
        ) : null
      }
      table={{
        columns,
        rows: active,
        rowKey: (row) => String(row.partnerDatabaseId),
        fileName: `partner-conversions-${range}.csv`,
      }}
    />
  );
}
