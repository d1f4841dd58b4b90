import type { IntlShape } from 'react-intl';
import { graphql } from '../../../gql';
import type { AnalyticsColumn } from '../AnalyticsTable';
import { statusKeys, statusNames, type StatusCounts } from '../statusNames';

/** The counts by state that a section spreads (unmasked) in its `byStatus` for these columns. */
export const StatusColumnsFragment = graphql(`
  fragment StatusColumns_counts on OrderStatusCounts {
    awaitingVerification
    confirmed
    inProgress
    completed
    cancelled
    noShow
    lapsed
  }
`);

/** A row counted by state: a column per state, then the total. */
export function statusColumns<Row extends { bookingCount: number; byStatus: StatusCounts }>(
  intl: IntlShape,
): AnalyticsColumn<Row>[] {
  const count = (value: number) => intl.formatNumber(value);
  return [
    ...statusKeys.map((key): AnalyticsColumn<Row> => ({
      key,
      header: intl.formatMessage(statusNames[key]),
      render: (row) => count(row.byStatus[key]),
      csv: (row) => String(row.byStatus[key]),
    })),
    {
      key: 'total',
      header: intl.formatMessage({ id: 'admin.analytics.col.total' }),
      render: (row) => <strong>{count(row.bookingCount)}</strong>,
      csv: (row) => String(row.bookingCount),
    },
  ];
}
