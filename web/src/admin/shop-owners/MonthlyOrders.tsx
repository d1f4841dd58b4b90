import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { MonthlyOrders_MonthlyOrdersFragment, OrderStatus } from '../../gql/graphql';
import { StyledCard, StyledCardTitle, StyledHint } from '../../ui/formStyles';
import { TextField } from '../../ui/TextField';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { formatVnd } from '../ui/money';
import { isMonth } from '../ui/month';
import { formatVietnamTime } from '../ui/vietnamTime';
import { orderStatusTexts } from './ownerFormat';

export const MonthlyOrdersFragment = graphql(`
  fragment MonthlyOrders_monthlyOrders on MonthlyOrders {
    month
    orderCount
    cashEarned
    orders {
      bookingNumber
      createdAt
      startAt
      endAt
      pickupStoreName
      rentalDays
      status
      totalPrice
    }
  }
`);

interface OrderRow {
  bookingNumber: string;
  createdAt: string;
  startAt: string;
  endAt: string;
  pickupStoreName: string;
  rentalDays: number;
  status: OrderStatus;
  totalPrice: number;
}

/**
 * The bookings made in one month (Vietnam time) at the owner's shops: a month picker, the
 * month's totals, the bookings as a table (cards on a phone) and as CSV.
 */
export function MonthlyOrders({
  orders,
  month,
  onMonth,
  loading,
  fileStem,
}: {
  orders: MonthlyOrders_MonthlyOrdersFragment | null;
  month: string;
  onMonth(month: string): void;
  loading: boolean;
  fileStem: string;
}) {
  const intl = useIntl();
  const shown = orders?.month === month ? orders : null;
  const rows = (shown?.orders ?? []) as OrderRow[];
  const status = (row: OrderRow) => intl.formatMessage(orderStatusTexts[row.status]);
  const t = (message: { id: string }) => intl.formatMessage(message);
  const columns: AdminColumn<OrderRow>[] = [
    {
      key: 'number',
      header: t({ id: 'admin.owners.monthly.col.number' }),
      render: (row) => row.bookingNumber,
      csv: (row) => row.bookingNumber,
    },
    {
      key: 'shop',
      header: t({ id: 'admin.owners.monthly.col.shop' }),
      render: (row) => row.pickupStoreName,
      csv: (row) => row.pickupStoreName,
    },
    {
      key: 'pickup',
      header: t({ id: 'admin.owners.monthly.col.pickup' }),
      render: (row) => formatVietnamTime(intl, row.startAt),
      csv: (row) => row.startAt,
    },
    {
      key: 'return',
      header: t({ id: 'admin.owners.monthly.col.return' }),
      render: (row) => formatVietnamTime(intl, row.endAt),
      csv: (row) => row.endAt,
    },
    {
      key: 'days',
      header: t({ id: 'admin.owners.monthly.col.days' }),
      render: (row) => intl.formatNumber(row.rentalDays),
      csv: (row) => String(row.rentalDays),
    },
    {
      key: 'status',
      header: t({ id: 'admin.owners.monthly.col.status' }),
      render: status,
      csv: status,
    },
    {
      key: 'total',
      header: t({ id: 'admin.owners.monthly.col.total' }),
      render: (row) => formatVnd(row.totalPrice, intl.locale),
      csv: (row) => String(row.totalPrice),
    },
    {
      key: 'made',
      header: t({ id: 'admin.owners.monthly.col.made' }),
      render: (row) => formatVietnamTime(intl, row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
  return (
    <StyledCard aria-labelledby="owner-monthly" aria-busy={loading}>
      <StyledCardTitle id="owner-monthly">
        <FormattedMessage id="admin.owners.monthly.title" />
      </StyledCardTitle>
      <TextField
        label={<FormattedMessage id="admin.owners.monthly.month" />}
        hint={<FormattedMessage id="admin.owners.monthly.monthHint" />}
        type="month"
        value={month}
        onChange={(event) => {
          if (isMonth(event.target.value)) onMonth(event.target.value);
        }}
      />
      {shown && (
        <>
          <p role="status">
            <FormattedMessage
              id="admin.owners.monthly.summary"
              values={{
                count: shown.orderCount,
                cash: formatVnd(Number(shown.cashEarned), intl.locale),
              }}
            />
          </p>
          {rows.length > 0 && (
            <>
              <AdminTable
                caption={<FormattedMessage id="admin.owners.monthly.caption" />}
                columns={columns}
                rows={rows}
                rowKey={(row) => row.bookingNumber}
                total={shown.orderCount}
              />
              {shown.orderCount > rows.length && (
                <StyledHint>
                  <FormattedMessage
                    id="admin.owners.monthly.limited"
                    values={{ shown: rows.length }}
                  />
                </StyledHint>
              )}
              <ExportCsvButton
                fileName={`${fileStem}-${month}.csv`}
                fetchRows={() => Promise.resolve(rows)}
                columns={columns}
              />
            </>
          )}
        </>
      )}
    </StyledCard>
  );
}
