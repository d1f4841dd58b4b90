import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledLead, StyledTitle } from '../ui/adminStyles';
import {
  formatPeriod,
  granularityOf,
  rangeFromParams,
  rangeProblems,
  rangeSearch,
} from './analyticsRange';
import { RangeForm, type ServerRangeErrors } from './RangeForm';
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

/** The words the API gives at `fields` (English), as the admin's language says them. */
function rangeErrorText(intl: IntlShape, reason: string): string {
  if (/before/.test(reason)) return intl.formatMessage({ id: 'admin.analytics.range.order' });
  if (/years/.test(reason)) return intl.formatMessage({ id: 'admin.analytics.range.years' });
  if (/at most/.test(reason)) return intl.formatMessage({ id: 'admin.analytics.range.tooLong' });
  return intl.formatMessage({ id: 'admin.analytics.range.refused' });
}

/** The API's BAD_USER_INPUT for the range, per field it names; null for any other failure. */
function serverRangeErrors(intl: IntlShape, error: unknown): ServerRangeErrors | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((each) => each.extensions?.code === 'BAD_USER_INPUT');
  const fields = refusal?.extensions?.fields as Record<string, string> | undefined;
  if (!fields) return null;
  const named: ServerRangeErrors = {};
  if (fields.from) named.from = rangeErrorText(intl, fields.from);
  if (fields.to) named.to = rangeErrorText(intl, fields.to);
  return Object.keys(named).length > 0 ? named : null;
}

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
  const range = rangeFromParams(params);
  const valid = Object.keys(rangeProblems(range)).length === 0;
  const { data, error, refetch } = useQuery(AdminAnalyticsScreenQuery, {
    variables: { from: range.from, to: range.to, granularity: granularityOf[range.by] },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  usePageMeta(intl.formatMessage({ id: 'admin.analytics.title' }));
  const refused = error ? serverRangeErrors(intl, error) : null;
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
        key={rangeSearch(range)}
        range={range}
        serverErrors={refused ?? {}}
        onChange={(next) => setParams(rangeSearch(next))}
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
                by: range.by,
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
