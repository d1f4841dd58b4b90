import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { useShopParam } from '../ui/shopParam';
import { Switch } from '../../ui/Switch';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import {
  StyledCard,
  StyledField,
  StyledLabel,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { OwnerReviewCard } from './OwnerReviewCard';

export const reviewsPageSize = 10;

export const OwnerReviewsScreenQuery = graphql(`
  query OwnerReviewsScreen($storeId: ID, $unansweredOnly: Boolean, $first: Int, $after: String) {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    ownerReviews(first: $first, after: $after, storeId: $storeId, unansweredOnly: $unansweredOnly) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          ...OwnerReviewCard_review
        }
      }
    }
  }
`);

const StyledSelect = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((problem) => problem.extensions?.code === 'NOT_FOUND')
  );
}

function ListSkeleton() {
  return (
    <>
      <p role="status" className="visually-hidden">
        <FormattedMessage id="owner.loading" />
      </p>
      <StyledSkeleton $height="12rem" $radius="12px" />
      <StyledSkeleton $height="12rem" $radius="12px" />
    </>
  );
}

function Title() {
  return (
    <StyledTitle tabIndex={-1}>
      <FormattedMessage id="owner.reviews.title" />
    </StyledTitle>
  );
}

/** The reviews being edited with changes not published yet, for the leave warning. */
function useDirtyReviews() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { anyDirty: dirty.size > 0, onDirtyChange };
}

/**
 * `/shopowner/reviews?shop=<shop REST id>&unanswered=1`: the reviews of the owner's shops, newest first,
 * each answered here. The filters live in the link; "Load more" adds the next page below.
 */
export default function ReviewsScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const shopFieldId = useId();
  const [params, setParams] = useSearchParams();
  const { shopId, storeId, chooseShop } = useShopParam();
  const unansweredOnly = params.get('unanswered') === '1';
  const { anyDirty, onDirtyChange } = useDirtyReviews();
  const guard = useUnsavedChanges(anyDirty, '/shopowner');
  const [loadingMore, setLoadingMore] = useState(false);
  const firstNew = useRef<string | null>(null);
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    OwnerReviewsScreenQuery,
    { variables: { storeId, unansweredOnly, first: reviewsPageSize } },
  );
  usePageMeta(intl.formatMessage({ id: 'owner.reviews.title' }));
  const edges = data?.ownerReviews.edges;
  useEffect(() => {
    // The first review of a page just added takes the focus where "Load more" was.
    if (!firstNew.current || !edges) return;
    const article = document.querySelector<HTMLElement>(`[data-review="${firstNew.current}"]`);
    if (!article) return;
    firstNew.current = null;
    article.focus({ preventScroll: true });
  }, [edges]);

  const shown = data ?? previousData;
  if (error && !data) {
    if (isNotFound(error))
      return (
        <NotFoundState
          backTo="/shopowner/reviews"
          backLabel={<FormattedMessage id="owner.reviews.allReviews" />}
        />
      );
    return (
      <StyledPage>
        <BackLink to="/shopowner">
          <FormattedMessage id="owner.account.backToProfile" />
        </BackLink>
        <Title />
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      </StyledPage>
    );
  }
  if (!shown)
    return (
      <StyledPage aria-busy="true">
        <StyledSkeleton $height="1.9rem" $width="60%" />
        <StyledSkeleton $height="7rem" $radius="12px" />
        <ListSkeleton />
      </StyledPage>
    );

  const setFilter = (name: 'unanswered', value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const loadMore = async () => {
    const reviews = data?.ownerReviews;
    if (!reviews?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: reviews.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          firstNew.current = fetchMoreResult.ownerReviews.edges[0]?.node.id ?? null;
          return {
            ...fetchMoreResult,
            ownerReviews: {
              ...fetchMoreResult.ownerReviews,
              edges: [...previous.ownerReviews.edges, ...fetchMoreResult.ownerReviews.edges],
            },
          };
        },
      });
    } catch {
      notify(intl.formatMessage({ id: 'owner.reviews.moreFailed' }), 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  const stores = shown.ownerStores.nodes;
  const reviews = data?.ownerReviews;
  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.account.backToProfile" />
      </BackLink>
      <Title />
      <StyledLead>
        <FormattedMessage id="owner.reviews.lead" />
      </StyledLead>
      <StyledCard aria-label={intl.formatMessage({ id: 'owner.reviews.filters' })}>
        {stores.length > 1 && (
          <StyledField>
            <StyledLabel htmlFor={shopFieldId}>
              <FormattedMessage id="owner.reviews.shop" />
            </StyledLabel>
            <StyledSelect
              id={shopFieldId}
              value={shopId === null ? '' : String(shopId)}
              onChange={(event) =>
                chooseShop(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{intl.formatMessage({ id: 'owner.reviews.allShops' })}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.databaseId}>
                  {store.name}
                </option>
              ))}
            </StyledSelect>
          </StyledField>
        )}
        <Switch
          label={<FormattedMessage id="owner.reviews.unansweredOnly" />}
          checked={unansweredOnly}
          onChange={(checked) => setFilter('unanswered', checked ? '1' : null)}
        />
      </StyledCard>
      {!reviews || (loading && !loadingMore) ? (
        <ListSkeleton />
      ) : reviews.edges.length === 0 ? (
        <StyledCard>
          <StyledLead>
            {unansweredOnly ? (
              <FormattedMessage id="owner.reviews.allAnswered" />
            ) : (
              <FormattedMessage id="owner.reviews.empty" />
            )}
          </StyledLead>
        </StyledCard>
      ) : (
        <>
          <StyledLead aria-live="polite">
            <FormattedMessage
              id="owner.reviews.count"
              values={{ shown: reviews.edges.length, total: reviews.totalCount }}
            />
          </StyledLead>
          <StyledList>
            {reviews.edges.map(({ node }) => (
              <li key={node.id}>
                <OwnerReviewCard review={node} onDirtyChange={onDirtyChange} />
              </li>
            ))}
          </StyledList>
          {reviews.pageInfo.hasNextPage && (
            <StyledButton
              type="button"
              $variant="secondary"
              $block
              disabled={loadingMore}
              aria-busy={loadingMore}
              onClick={() => void loadMore()}
            >
              {loadingMore ? (
                <FormattedMessage id="owner.loading" />
              ) : (
                <FormattedMessage id="owner.reviews.loadMore" />
              )}
            </StyledButton>
          )}
        </>
      )}
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
