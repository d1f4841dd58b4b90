import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminTable } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { StyledAdminPage, StyledLead, StyledTitle, StyledToolbar } from '../ui/adminStyles';
import { appendPage, exportPageSize, fetchAllPages, useShowMore } from '../ui/useConnectionPages';
import { useReviewColumns, type ReviewRow } from './reviewColumns';

export const reviewsPageSize = 20;

export const AdminReviewsScreenQuery = graphql(`
  query AdminReviewsScreen($first: Int!, $after: String) {
    reviews(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...AdminReviewRow_review @unmask
      }
    }
  }
`);

const StyledEmpty = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** `/dashboard/reviews`: every bike review, newest first, 20 a page; add one; CSV. */
export default function ReviewsScreen() {
  const intl = useIntl();
  const client = useApolloClient();
  const columns = useReviewColumns();
  const { data, error, refetch, fetchMore } = useQuery(AdminReviewsScreenQuery, {
    variables: { first: reviewsPageSize },
    fetchPolicy: 'cache-and-network',
  });
  usePageMeta(intl.formatMessage({ id: 'admin.reviews.title' }));
  const reviews = data?.reviews;
  const { showMore, loadingMore } = useShowMore(
    useCallback(
      () =>
        fetchMore({
          variables: { after: reviews?.pageInfo.endCursor ?? null },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            reviews: appendPage(previous.reviews, fetchMoreResult.reviews),
          }),
        }),
      [fetchMore, reviews?.pageInfo.endCursor],
    ),
  );
  const fetchRows = (onProgress?: (fetched: number) => void) =>
    fetchAllPages<ReviewRow>(async (after) => {
      const result = await client.query({
        query: AdminReviewsScreenQuery,
        variables: { first: exportPageSize, after },
        fetchPolicy: 'network-only',
      });
      if (!result.data) throw result.error ?? new Error('No reviews');
      return result.data.reviews;
    }, onProgress);

  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.reviews.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="admin.reviews.lead" />
      </StyledLead>
      <StyledToolbar>
        <StyledButton as={Link} to="/dashboard/reviews/new">
          <FormattedMessage id="admin.reviews.add" />
        </StyledButton>
        {reviews && reviews.totalCount > 0 && (
          <ExportCsvButton fileName="bike-reviews.csv" fetchRows={fetchRows} columns={columns} />
        )}
      </StyledToolbar>
      {error && !reviews ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : !reviews ? (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            <FormattedMessage id="admin.reviews.loading" />
          </p>
          <StyledSkeleton $height="14rem" $radius="12px" />
        </div>
      ) : reviews.nodes.length === 0 ? (
        <StyledEmpty>
          <FormattedMessage id="admin.reviews.empty" />
        </StyledEmpty>
      ) : (
        <AdminTable
          caption={<FormattedMessage id="admin.reviews.caption" />}
          columns={columns}
          rows={reviews.nodes}
          rowKey={(row) => row.id}
          total={reviews.totalCount}
          hasMore={reviews.pageInfo.hasNextPage}
          loadingMore={loadingMore}
          onShowMore={showMore}
        />
      )}
    </StyledAdminPage>
  );
}
