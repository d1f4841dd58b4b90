import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PartnerMonthlyOrders_MonthFragment } from '../../gql/graphql';
import { formatDate } from '../../ui/dates';
import { TextField } from '../../ui/TextField';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { StyledToolbar } from '../ui/adminStyles';
import { formatMonth } from '../ui/month';
import { formatVnd } from '../ui/money';
import { orderStatuses } from './partnerMessages';

/** How many bookings of a month the screen asks for: the API's most. */
export const monthlyOrdersLimit = 1000;
const shownStep = 50;

export const PartnerMonthlyOrdersFragment = graphql(`
  fragment PartnerMonthlyOrders_month on MonthlyOrders {
    month
    orderCount
    cashEarned
    orders {
      bookingNumber
      createdAt
      pickupStoreName
      startAt
      endAt
      rentalDays
      status
      totalPrice
    }
  }
`);

type Order = PartnerMonthlyOrders_MonthFragment['orders'][number];

const StyledEmpty = styled.p`
  margin: 0;
`;

function useOrderColumns(): AdminColumn<Order>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    const date = (instant: unknown) => formatDate(instant as string, intl.locale);
    const money = (vnd: number) => formatVnd(vnd, intl.locale);
    return [
      {
        key: 'number',
        header: t({ id: 'admin.partners.month.col.number' }),
        render: (order) => order.bookingNumber,
        csv: (order) => order.bookingNumber,
      },
      {
        key: 'made',
        header: t({ id: 'admin.partners.month.col.made' }),
        render: (order) => date(order.createdAt),
        csv: (order) => date(order.createdAt),
      },
      {
        key: 'shop',
        header: t({ id: 'admin.partners.month.col.shop' }),
        render: (order) => order.pickupStoreName,
        csv: (order) => order.pickupStoreName,
      },
      {
        key: 'dates',
        header: t({ id: 'admin.partners.month.col.dates' }),
        render: (order) => `${date(order.startAt)} – ${date(order.endAt)}`,
        csv: (order) => `${date(order.startAt)} – ${date(order.endAt)}`,
      },
      {
        key: 'days',
        header: t({ id: 'admin.partners.month.col.days' }),
        render: (order) => order.rentalDays,
        csv: (order) => String(order.rentalDays),
      },
      {
        key: 'status',
        header: t({ id: 'admin.partners.month.col.status' }),
        render: (order) => t(orderStatuses[order.status]),
        csv: (order) => t(orderStatuses[order.status]),
      },
      {
        key: 'total',
        header: t({ id: 'admin.partners.month.col.total' }),
        render: (order) => money(order.totalPrice),
        // Plain VND, so that a spreadsheet adds them up.
        csv: (order) => String(order.totalPrice),
      },
    ];
  }, [intl]);
}

/**
 * The bookings made through the partner's link in one month (Vietnamese time): the month
 * picker (`?month=`), the count and cash earned, the bookings as a table or cards, and CSV.
 */
export function PartnerMonthlyOrders({
  partnerName,
  month,
  monthly,
  loading,
  onMonthChange,
}: {
  partnerName: string;
  month: string;
  monthly: PartnerMonthlyOrders_MonthFragment | null;
  loading: boolean;
  onMonthChange(month: string): void;
}) {
  const intl = useIntl();
  const columns = useOrderColumns();
  const [shown, setShown] = useState(shownStep);
  const orders = monthly?.orders ?? [];
  return (
    <>
      <StyledToolbar>
        <TextField
          label={<FormattedMessage id="admin.partners.month.pick" />}
          type="month"
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) {
              setShown(shownStep);
              onMonthChange(event.target.value);
            }
          }}
        />
      </StyledToolbar>
      <div aria-busy={loading} aria-live="polite">
        {monthly && (
          <p>
            <FormattedMessage
              id="admin.partners.month.summary"
              values={{
                count: monthly.orderCount,
                cash: formatVnd(Number(monthly.cashEarned), intl.locale),
              }}
            />
          </p>
        )}
      </div>
      {monthly && orders.length === 0 && (
        <StyledEmpty>
          <FormattedMessage id="admin.partners.month.empty" />
        </StyledEmpty>
      )}
      {monthly && orders.length > 0 && (
        <>
          <StyledToolbar>
            <ExportCsvButton
              fileName={`partner-${partnerName.replace(/[^\p{L}\p{N}]+/gu, '-')}-${month}.csv`}
              fetchRows={() => Promise.resolve(orders)}
              columns={columns}
            />
          </StyledToolbar>
          <AdminTable
            caption={
              <FormattedMessage
                id="admin.partners.month.caption"
                values={{ month: formatMonth(monthly.month) }}
              />
            }
            columns={columns}
            rows={orders.slice(0, shown)}
            rowKey={(order) => order.bookingNumber}
            total={orders.length}
            hasMore={orders.length > shown}
            onShowMore={() => setShown((count) => count + shownStep)}
          />
          {monthly.orderCount > orders.length && (
            <p>
              <FormattedMessage
                id="admin.partners.month.more"
                values={{ shown: orders.length, count: monthly.orderCount }}
              />
            </p>
          )}
        </>
      )}
    </>
  );
}
