import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { PartnerStatistics_StatisticsFragment } from '../../gql/graphql';
import { formatDate } from '../../ui/dates';
import { formatVnd } from '../ui/money';
import { StyledFigures } from '../ui/StyledFigures';

export const PartnerStatisticsFragment = graphql(`
  fragment PartnerStatistics_statistics on OrderStatistics {
    orderCount
    cashEarned
    firstOrderAt
    lastOrderAt
    byStatus {
      confirmed
      inProgress
      completed
      cancelled
      noShow
    }
  }
`);

/** The bookings the partner's link brought, all time: counts per state and the cash earned. */
export function PartnerStatistics({
  statistics,
}: {
  statistics: PartnerStatistics_StatisticsFragment;
}) {
  const { locale } = useIntl();
  const when = (instant: unknown) =>
    instant ? (
      formatDate(instant as string, locale)
    ) : (
      <FormattedMessage id="admin.partners.stats.never" />
    );
  const { byStatus } = statistics;
  return (
    <StyledFigures>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.orders" />
        </dt>
        <dd>{statistics.orderCount}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.cash" />
        </dt>
        <dd>{formatVnd(Number(statistics.cashEarned), locale)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.completed" />
        </dt>
        <dd>{byStatus.completed}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.confirmed" />
        </dt>
        <dd>{byStatus.confirmed}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.inProgress" />
        </dt>
        <dd>{byStatus.inProgress}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.cancelled" />
        </dt>
        <dd>{byStatus.cancelled}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.noShow" />
        </dt>
        <dd>{byStatus.noShow}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.first" />
        </dt>
        <dd>{when(statistics.firstOrderAt)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.partners.stats.last" />
        </dt>
        <dd>{when(statistics.lastOrderAt)}</dd>
      </div>
    </StyledFigures>
  );
}
