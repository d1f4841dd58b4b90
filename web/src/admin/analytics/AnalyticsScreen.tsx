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
import { rangeFromParams, rangeParams, rangeProblems } from '../ui/range/dateRange';
import { formatPeriod } from '../ui/range/periods';
import { RangeForm } from '../ui/range/RangeForm';
import { rangeErrorsOf } from '../ui/range/rangeErrors';
import { todayInVietnam } from '../ui/range/vietnamDays';
import { BookingRates } from './sections/BookingRates';
import { BookingsByCity } from './sections/BookingsByCity';
import { BookingsByPeriod } from './sections/BookingsByPeriod';
import { BookingsByShop } from './sections/BookingsByShop';
import { PartnerConversions } from './sections/PartnerConversions';
import { TopBikes } from './sections/TopBikes';

export const AdminAnalyticsScreenQuery = graphql(`
  query AdminAnalyticsScreen($from: Date!, $to: Date!, $granularity: Granularity!) {
    analytics(from: $from, to: $to, granularity: $granularity) {
      ...BookingsByPeriod_analytics @unmask
      ...BookingsByCity_analytics @unmask
      ...BookingsByShop_analytics @unmask
      ...BookingRates_analytics @unmask
      ...TopBikes_analytics @unmask
      ...PartnerConversions_analytics @unmask
    }
  }
`);

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const StyledShown = styled.p`
  margin: 0;
  font-weight: 600;
`;

function Loading() {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="admin.analytics.loading" />
      </p>
      <StyledSections>
        <StyledSkeleton $height="20rem" $radius="12px" />
        <StyledSkeleton $height="20rem" $radius="12px" />
      </StyledSections>
    </div>
  );
}

/**
 * `/dashboard/analytics?from=&to=&by=day|month`: bookings by state per period, per city and per
 * shop, the cancellation and no-show rates, the most booked bikes and the partners'
 * conversions over a range (the last 30 days in Vietnam by default), from one query.
 */
export default function AnalyticsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayInVietnam(), []);
  const range = rangeFromParams(params, today);
  const valid = Object.keys(rangeProblems(range)).length === 0;
  const { data, error, refetch } = useQuery(AdminAnalyticsScreenQuery, {
    variables: { from: range.from, to: range.to, granularity: range.by },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  usePageMeta(intl.formatMessage({ id: 'admin.analytics.title' }));
  const refused = rangeErrorsOf(intl, error);
  const analytics = data?.analytics;
  const fileRange = `${range.from}-${range.to}`;

  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.analytics.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="admin.analytics.lead" />
      </StyledLead>
      <RangeForm
        key={params.toString()}
        range={range}
        today={today}
        quick={['last7Days', 'last30Days', 'thisMonth', 'last12Months', 'thisYear']}
        apiErrors={refused ?? {}}
        onApply={(next) => setParams(rangeParams(next))}
      />
      {!valid || refused ? null : error && !analytics ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : !analytics ? (
        <Loading />
      ) : (
        <>
          <StyledShown role="status">
            <FormattedMessage
              id="admin.analytics.shown"
              values={{
                from: formatPeriod(range.from),
                to: formatPeriod(range.to),
                by: range.by.toLowerCase(),
              }}
            />
          </StyledShown>
          <StyledSections>
            <BookingsByPeriod analytics={analytics} range={fileRange} />
            <BookingsByCity analytics={analytics} range={fileRange} />
            <BookingsByShop analytics={analytics} range={fileRange} />
            <BookingRates analytics={analytics} range={fileRange} />
            <TopBikes analytics={analytics} range={fileRange} />
            <PartnerConversions analytics={analytics} range={fileRange} />
          </StyledSections>
        </>
      )}
    </StyledAdminPage>
  );
}
