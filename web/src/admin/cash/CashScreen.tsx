import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledLead, StyledTitle } from '../ui/adminStyles';
import { rangeFromParams, rangeParams, rangeProblems, type DateRange } from '../ui/range/dateRange';
import { formatPeriod } from '../ui/range/periods';
import { RangeForm } from '../ui/range/RangeForm';
import { rangeErrorsOf } from '../ui/range/rangeErrors';
import { todayInVietnam } from '../ui/range/vietnamDays';
import { CashChart } from './CashChart';
import { CashTable } from './CashTable';
import { CashTotals } from './CashTotals';
import { cashRows, sumOf } from './cashPeriods';

export const AdminCashScreenQuery = graphql(`
  query AdminCashScreen($from: Date!, $to: Date!, $granularity: Granularity!) {
    cashEarned(from: $from, to: $to, granularity: $granularity) {
      granularity
      ...CashTotals_cash @unmask
      periods {
        ...CashPeriods_period @unmask
      }
    }
  }
`);

/** The range's figures: totals, chart, table; busy while another range loads. */
const StyledResult = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const StyledNothing = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * `/dashboard/cash?from=YYYY-MM-DD&to=YYYY-MM-DD&by=month`: the cash earned and booked over a
 * range (the last 30 days in Vietnam by default), by day or month: the totals, a chart, and the
 * table beside it with its CSV. The link keeps the range, so reload and share show the same.
 */
export default function CashScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayInVietnam(), []);
  const range = rangeFromParams(params, today);
  const badRange = Object.keys(rangeProblems(range)).length > 0;
  const { data, previousData, loading, error, refetch } = useQuery(AdminCashScreenQuery, {
    variables: { from: range.from, to: range.to, granularity: range.by },
    skip: badRange,
  });
  usePageMeta(intl.formatMessage({ id: 'admin.cash.title' }));

  const apiErrors = rangeErrorsOf(intl, error);
  const cash = error ? null : (data ?? previousData)?.cashEarned;
  const rows = useMemo(() => cashRows(cash?.periods ?? []), [cash]);
  const apply = (next: DateRange) => setParams(rangeParams(next));
  const shownRange = {
    from: formatPeriod(range.from),
    to: formatPeriod(range.to),
  };

  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.cash.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="admin.cash.lead" />
      </StyledLead>
      <RangeForm
        // A new range from the link (a quick choice, back) starts the form afresh.
        key={params.toString()}
        range={range}
        today={today}
        quick={['last30Days', 'thisMonth', 'last12Months']}
        apiErrors={apiErrors ?? {}}
        onApply={apply}
      />
      {error && !apiErrors && <ErrorState onRetry={() => void refetch().catch(() => undefined)} />}
      {!cash && !error && !badRange && (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            <FormattedMessage id="admin.cash.loading" />
          </p>
          <StyledSkeleton $height="6rem" $radius="12px" />
        </div>
      )}
      {cash && (
        <StyledResult aria-busy={loading}>
          <CashTotals
            cash={cash}
            completedCount={sumOf(rows, 'completedCount')}
            bookedCount={sumOf(rows, 'bookedCount')}
          />
          {Number(cash.earned) === 0 && (
            <StyledNothing>
              <FormattedMessage id="admin.cash.nothingEarned" values={shownRange} />
            </StyledNothing>
          )}
          <CashChart
            rows={rows}
            range={range}
            earned={Number(cash.earned)}
            booked={Number(cash.booked)}
          />
          <CashTable key={params.toString()} rows={rows} range={range} />
        </StyledResult>
      )}
    </StyledAdminPage>
  );
}
