import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledInput, StyledLabel } from '../../ui/formStyles';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminTable } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { StyledAdminPage, StyledLead, StyledTitle, StyledToolbar } from '../ui/adminStyles';
import { appendPage, exportPageSize, fetchAllPages, useShowMore } from '../ui/useConnectionPages';
import { useShopOwnerColumns, type ShopOwnerRow } from './shopOwnerColumns';

export const shopOwnersPageSize = 20;
const searchDelayMs = 300;

export const AdminShopOwnersScreenQuery = graphql(`
  query AdminShopOwnersScreen($search: String, $first: Int!, $after: String) {
    shopOwners(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...ShopOwnerRow_shopOwner @unmask
      }
    }
  }
`);

const StyledSearch = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 4px 8px;
  max-width: 640px;
  label {
    grid-column: 1 / -1;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * `/dashboard/shop-owners`: every shop owner, oldest first, 20 a page, each with the switch
 * that shows or hides their shops; found by name, username or e-mail (`?search=`, kept in the
 * address for the back button); a new owner; the whole list (as searched) as CSV.
 */
export default function ShopOwnersScreen() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [typed, setTyped] = useState(search);
  usePageMeta(intl.formatMessage({ id: 'admin.owners.list.title' }));
  const columns = useShopOwnerColumns();

  const applySearch = useCallback(
    (text: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = window.setTimeout(() => applySearch(typed), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed, search, applySearch]);

  const variables = { search: search || null, first: shopOwnersPageSize };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(
    AdminShopOwnersScreenQuery,
    { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true },
  );
  const list = (data ?? previousData)?.shopOwners;
  const { showMore, loadingMore, failed } = useShowMore(
    useCallback(
      () =>
        fetchMore({
          variables: { after: list?.pageInfo.endCursor ?? null },
          updateQuery: (previous, { fetchMoreResult }) => ({
            shopOwners: appendPage(previous.shopOwners, fetchMoreResult.shopOwners),
          }),
        }),
      [fetchMore, list?.pageInfo.endCursor],
    ),
  );

  const fetchRows = (onProgress?: (fetched: number) => void) =>
    fetchAllPages<ShopOwnerRow>(async (after) => {
      const { data: page } = await client.query({
        query: AdminShopOwnersScreenQuery,
        variables: { search: search || null, first: exportPageSize, after },
        fetchPolicy: 'network-only',
      });
      if (!page) throw new Error('No answer');
      return page.shopOwners;
    }, onProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applySearch(typed);
  };

  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.owners.list.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="admin.owners.list.lead" />
      </StyledLead>
      <StyledToolbar>
        <StyledButton as={Link} to="/dashboard/shop-owners/new">
          <FormattedMessage id="admin.owners.list.add" />
        </StyledButton>
        <ExportCsvButton fileName="shop-owners.csv" fetchRows={fetchRows} columns={columns} />
      </StyledToolbar>
      <StyledSearch role="search" onSubmit={submit}>
        <StyledLabel htmlFor="owner-search">
          <FormattedMessage id="admin.owners.search.label" />
        </StyledLabel>
        <StyledInput
          id="owner-search"
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <StyledButton type="submit" $variant="secondary">
          <FormattedMessage id="admin.owners.search.submit" />
        </StyledButton>
      </StyledSearch>
      {!list && loading && (
        <div aria-busy="true">
          <StyledSkeleton $height="64px" />
          <StyledSkeleton $height="64px" style={{ marginTop: 8 }} />
        </div>
      )}
      {!list && error && !loading && (
        <ErrorState
          message={intl.formatMessage({ id: 'admin.owners.list.error' })}
          onRetry={() => void refetch()}
        />
      )}
      {list && list.nodes.length === 0 && (
        <StyledEmpty role="status">
          {search ? (
            <FormattedMessage id="admin.owners.list.noMatch" values={{ search }} />
          ) : (
            <FormattedMessage id="admin.owners.list.empty" />
          )}
        </StyledEmpty>
      )}
      {list && list.nodes.length > 0 && (
        <div aria-busy={loading && !loadingMore}>
          <AdminTable
            caption={
              search ? (
                <FormattedMessage id="admin.owners.list.captionSearch" values={{ search }} />
              ) : (
                <FormattedMessage id="admin.owners.list.caption" />
              )
            }
            columns={columns}
            rows={list.nodes}
            rowKey={(row) => row.id}
            total={list.totalCount}
            hasMore={list.pageInfo.hasNextPage}
            loadingMore={loadingMore}
            onShowMore={showMore}
          />
        </div>
      )}
      {failed && (
        <ErrorState message={intl.formatMessage({ id: 'admin.owners.list.moreFailed' })} />
      )}
    </StyledAdminPage>
  );
}
