import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { formatVnd } from '../ui/money';
import { StyledFigures } from '../ui/StyledFigures';

export const ShopOwnerStatisticsFragment = graphql(`
  fragment ShopOwnerStatistics_shopOwner on ShopOwner {
    id
    statistics {
      shopCount
      bikeCount
      unitCount
      offerCount
      orders {
        orderCount
        cashEarned
        byStatus {
          completed
          cancelled
          noShow
        }
        months {
          month
          orderCount
          completedCount
          cashEarned
        }
      }
    }
  }
`);

interface MonthRow {
  month: string;
  orderCount: number;
  completedCount: number;
  cashEarned: number;
}

/** What the owner offers and the bookings at their shops: totals, then month by month. */
export function ShopOwnerStatistics({
  owner: ownerRef,
}: {
  owner: FragmentType<typeof ShopOwnerStatisticsFragment>;
}) {
  const intl = useIntl();
  const { data: owner, complete } = useFragment({
    fragment: ShopOwnerStatisticsFragment,
    from: ownerRef,
  });
  if (!complete) return null;
  const { statistics } = owner;
  const figure = (label: { id: string }, value: string) => (
    <div key={label.id}>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
  const n = (value: number) => intl.formatNumber(value);
  const columns: AdminColumn<MonthRow>[] = [
    {
      key: 'month',
      header: intl.formatMessage({ id: 'admin.owners.stats.col.month' }),
      render: (row) => `${row.month.slice(5, 7)}.${row.month.slice(0, 4)}`,
    },
    {
      key: 'orders',
      header: intl.formatMessage({ id: 'admin.owners.stats.col.orders' }),
      render: (row) => n(row.orderCount),
    },
    {
      key: 'completed',
      header: intl.formatMessage({ id: 'admin.owners.stats.col.completed' }),
      render: (row) => n(row.completedCount),
    },
    {
      key: 'cash',
      header: intl.formatMessage({ id: 'admin.owners.stats.col.cash' }),
      render: (row) => formatVnd(row.cashEarned, intl.locale),
    },
  ];
  const months: MonthRow[] = statistics.orders.months
    .map((row) => ({ ...row, cashEarned: Number(row.cashEarned) }))
    .reverse();
  return (
    <StyledCard aria-labelledby="owner-statistics">
      <StyledCardTitle id="owner-statistics">
        <FormattedMessage id="admin.owners.stats.title" />
      </StyledCardTitle>
      <StyledFigures>
        {figure({ id: 'admin.owners.stats.orders' }, n(statistics.orders.orderCount))}
        {figure(
          { id: 'admin.owners.stats.cash' },
          formatVnd(Number(statistics.orders.cashEarned), intl.locale),
        )}
        {figure({ id: 'admin.owners.stats.completed' }, n(statistics.orders.byStatus.completed))}
        {figure({ id: 'admin.owners.stats.cancelled' }, n(statistics.orders.byStatus.cancelled))}
        {figure({ id: 'admin.owners.stats.noShow' }, n(statistics.orders.byStatus.noShow))}
        {figure({ id: 'admin.owners.stats.shops' }, n(statistics.shopCount))}
        {figure({ id: 'admin.owners.stats.bikes' }, n(statistics.bikeCount))}
        {figure({ id: 'admin.owners.stats.units' }, n(statistics.unitCount))}
        {figure({ id: 'admin.owners.stats.offers' }, n(statistics.offerCount))}
      </StyledFigures>
      {months.length > 0 ? (
        <AdminTable
          caption={<FormattedMessage id="admin.owners.stats.months" />}
          columns={columns}
          rows={months}
          rowKey={(row) => row.month}
        />
      ) : (
        <p>
          <FormattedMessage id="admin.owners.stats.noOrders" />
        </p>
      )}
    </StyledCard>
  );
}
