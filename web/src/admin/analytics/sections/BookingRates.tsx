import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { BookingRates_AnalyticsFragment } from '../../../gql/graphql';
import { AnalyticsSection } from '../AnalyticsSection';
import type { AnalyticsColumn } from '../AnalyticsTable';

export const BookingRatesFragment = graphql(`
  fragment BookingRates_analytics on Analytics {
    rates {
      bookingCount
      cancellationBaseCount
      cancelledCount
      cancellationRate
      noShowBaseCount
      noShowCount
      noShowRate
    }
  }
`);

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 12px;
  margin: 0;
  div {
    display: grid;
    gap: 4px;
    align-content: start;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .figure {
    font-size: 2.25rem;
    font-weight: 700;
    line-height: 1.1;
  }
  .counted {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Rate {
  key: 'cancellation' | 'noShow';
  name: string;
  count: number;
  base: number;
  rate: number | null;
  counted: string;
}

/** The cancellation and no-show rates as two big percentages, each with what it counts. */
export function BookingRates({
  analytics,
  range,
}: {
  analytics: BookingRates_AnalyticsFragment;
  range: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { rates } = analytics;
  const title = t({ id: 'admin.analytics.rates.title' });
  const count = (value: number) => intl.formatNumber(value);
  const percent = (rate: number | null) =>
    rate === null
      ? t({ id: 'admin.analytics.rates.none' })
      : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const shown: Rate[] = [
    {
      key: 'cancellation',
      name: t({ id: 'admin.analytics.rates.cancellation' }),
      count: rates.cancelledCount,
      base: rates.cancellationBaseCount,
      rate: rates.cancellationRate ?? null,
      counted: t(
        { id: 'admin.analytics.rates.cancellationCounted' },
        { count: rates.cancelledCount, base: rates.cancellationBaseCount },
      ),
    },
    {
      key: 'noShow',
      name: t({ id: 'admin.analytics.rates.noShow' }),
      count: rates.noShowCount,
      base: rates.noShowBaseCount,
      rate: rates.noShowRate ?? null,
      counted: t(
        { id: 'admin.analytics.rates.noShowCounted' },
        { count: rates.noShowCount, base: rates.noShowBaseCount },
      ),
    },
  ];
  const columns: AnalyticsColumn<Rate>[] = [
    {
      key: 'rate',
      header: t({ id: 'admin.analytics.col.rate' }),
      render: (row) => row.name,
      csv: (row) => row.name,
      text: true,
    },
    {
      key: 'count',
      header: t({ id: 'admin.analytics.col.counted' }),
      render: (row) => count(row.count),
      csv: (row) => String(row.count),
    },
    {
      key: 'base',
      header: t({ id: 'admin.analytics.col.base' }),
      render: (row) => count(row.base),
      csv: (row) => String(row.base),
    },
    {
      key: 'percent',
      header: t({ id: 'admin.analytics.col.percent' }),
      render: (row) => percent(row.rate),
      // A fraction from 0 to 1, as the API gives it: a spreadsheet formats it as it likes.
      csv: (row) => (row.rate === null ? '' : String(row.rate)),
    },
  ];
  return (
    <AnalyticsSection
      id="analytics-rates"
      title={title}
      note={t({ id: 'admin.analytics.rates.note' }, { count: rates.bookingCount })}
      empty={rates.bookingCount === 0 ? t({ id: 'admin.analytics.rates.empty' }) : null}
      figure={
        <StyledFigures>
          {shown.map((row) => (
            <div key={row.key}>
              <dt>{row.name}</dt>
              <dd className="figure">{percent(row.rate)}</dd>
              <dd className="counted">{row.counted}</dd>
            </div>
          ))}
        </StyledFigures>
      }
      table={{
        columns,
        rows: shown,
        rowKey: (row) => row.key,
        fileName: `cancellation-and-no-show-rates-${range}.csv`,
      }}
    />
  );
}
