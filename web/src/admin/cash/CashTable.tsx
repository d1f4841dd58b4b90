import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { StyledToolbar } from '../ui/adminStyles';
import { formatVnd } from '../ui/money';
import type { DateRange } from '../ui/range/dateRange';
import { formatPeriod } from '../ui/range/periods';
import type { CashRow } from './cashPeriods';

/** A month of days at once; a long range by day shows more on demand. */
const shownStep = 31;

function useCashColumns(): AdminColumn<CashRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    const money = (vnd: number) => formatVnd(vnd, intl.locale);
    const count = (value: number) => intl.formatNumber(value);
    return [
      {
        key: 'period',
        header: t({ id: 'admin.cash.col.period' }),
        render: (row) => formatPeriod(row.period),
        // As the API writes it (YYYY-MM-DD, YYYY-MM): a spreadsheet sorts and reads it as a date.
        csv: (row) => row.period,
      },
      {
        key: 'earned',
        header: t({ id: 'admin.cash.col.earned' }),
        render: (row) => money(row.earned),
        // Plain VND, so that a spreadsheet adds them up.
        csv: (row) => String(row.earned),
      },
      {
        key: 'completed',
        header: t({ id: 'admin.cash.col.completed' }),
        render: (row) => count(row.completedCount),
        csv: (row) => String(row.completedCount),
      },
      {
        key: 'booked',
        header: t({ id: 'admin.cash.col.booked' }),
        render: (row) => money(row.booked),
        csv: (row) => String(row.booked),
      },
      {
        key: 'bookedCount',
        header: t({ id: 'admin.cash.col.bookedCount' }),
        render: (row) => count(row.bookedCount),
        csv: (row) => String(row.bookedCount),
      },
    ];
  }, [intl]);
}

/**
 * The figures of each period: a table on a desktop, cards on a phone, and the whole of it as
 * a CSV file (the rows are all loaded already: no pages to fetch).
 */
export function CashTable({ rows, range }: { rows: CashRow[]; range: DateRange }) {
  const intl = useIntl();
  const columns = useCashColumns();
  const [shown, setShown] = useState(shownStep);
  const by = range.by === 'MONTH' ? 'month' : 'day';
  return (
    <>
      <StyledToolbar>
        <ExportCsvButton
          fileName={`cash-earned-${range.from}-${range.to}-by-${by}.csv`}
          fetchRows={() => Promise.resolve(rows)}
          columns={columns}
        />
      </StyledToolbar>
      <AdminTable
        caption={intl.formatMessage(
          { id: 'admin.cash.tableCaption' },
          { by: range.by, from: formatPeriod(range.from), to: formatPeriod(range.to) },
        )}
        columns={columns}
        rows={rows.slice(0, shown)}
        rowKey={(row) => row.period}
        total={rows.length}
        hasMore={rows.length > shown}
        onShowMore={() => setShown((count) => count + shownStep)}
      />
    </>
  );
}
