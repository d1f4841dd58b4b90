import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { shopQuery, useShopParam } from '../ui/shopParam';
import { ShowMore } from '../ui/ShowMore';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { BookingCard } from './BookingCard';
import { statusNames } from './bookingStatus';
import { ShopFilter } from './ShopFilter';

export const BookingHistoryScreenQuery = graphql(`
  query BookingHistoryScreen($storeId: ID, $after: String) {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    shopOrderHistory(storeId: $storeId, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        status
        ...BookingCard_order
      }
    }
  }
`);

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledState = styled.p`
  margin: 0 0 4px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((problem) => problem.extensions?.code === 'NOT_FOUND');

/**
 * Spec 2, booking history: picked up and paid bookings of all the owner's shops or of one
 * (`?shop=`), newest pickup first, page by page.
 */
export default function BookingHistoryScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.history.title' }));
  const { shopId, storeId, chooseShop } = useShopParam();
  const { data, previousData, error, refetch, fetchMore } = useQuery(BookingHistoryScreenQuery, {
    variables: { storeId },
  });
  const shops = (data ?? previousData)?.ownerStores.nodes;
  const history = data?.shopOrderHistory;

  const showMore = async () => {
    if (!history?.pageInfo.endCursor) return;
    await fetchMore({
      variables: { after: history.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.shopOrderHistory;
        const next = fetchMoreResult.shopOrderHistory;
        if (!before || !next) return previous as typeof fetchMoreResult;
        return {
          ...fetchMoreResult,
          shopOrderHistory: { ...next, nodes: [...before.nodes, ...next.nodes] },
        };
      },
    });
  };

  if (isNotFound(error))
    return (
      <NotFoundState
        backTo="/shopowner/bookings/history"
        backLabel={<FormattedMessage id="owner.bookings.allShops" />}
      />
    );
  return (
    <StyledPage>
      <BackLink to={`/shopowner/bookings${shopQuery(shopId)}`}>
        <FormattedMessage id="owner.history.back" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.history.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.history.lead" />
      </StyledLead>
      {shops && <ShopFilter shops={shops} chosen={shopId} onChoose={chooseShop} />}
      {error && !data ? (
        <ErrorState
          message={intl.formatMessage({ id: 'owner.history.error' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : shops && shops.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.bookings.noShops" />
          </StyledLead>
        </StyledCard>
      ) : !history ? (
        <div aria-busy="true" aria-label={intl.formatMessage({ id: 'owner.loading' })}>
          <StyledSkeleton $height="96px" />
          <StyledSkeleton $height="96px" style={{ marginTop: 12 }} />
        </div>
      ) : history.totalCount === 0 ? (
        <StyledCard>
          <StyledLead>
            {shopId === null && shops && shops.length > 1 ? (
              <FormattedMessage id="owner.history.emptyAll" />
            ) : (
              <FormattedMessage id="owner.history.empty" />
            )}
          </StyledLead>
        </StyledCard>
      ) : (
        <>
          <StyledList aria-label={intl.formatMessage({ id: 'owner.history.title' })}>
            {history.nodes.map((order) => (
              <li key={order.id}>
                <StyledState>
                  <FormattedMessage {...statusNames[order.status]} />
                </StyledState>
                <BookingCard order={order} />
              </li>
            ))}
          </StyledList>
          <ShowMore
            shown={history.nodes.length}
            total={history.totalCount}
            hasMore={history.pageInfo.hasNextPage}
            onMore={showMore}
            failedMessage={intl.formatMessage({ id: 'owner.history.moreError' })}
          />
        </>
      )}
    </StyledPage>
  );
}
