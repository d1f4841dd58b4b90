import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { AdminTable } from '../ui/AdminTable';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import { StyledAdminPage, StyledLead, StyledTitle, StyledToolbar } from '../ui/adminStyles';
import { appendPage, exportPageSize, fetchAllPages, useShowMore } from '../ui/useConnectionPages';
import { usePartnerColumns, type PartnerRow } from './partnerColumns';
import {
  addLabels,
  kindLabels,
  kindParam,
  listCaptions,
  listTitles,
  partnerKinds,
  type PartnerKindName,
} from './partnerMessages';

export const partnersPageSize = 20;

export const AdminPartnersScreenQuery = graphql(`
  query AdminPartnersScreen($kind: PartnerKind!, $first: Int!, $after: String) {
    partners(kind: $kind, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...PartnerRow_partner @unmask
      }
    }
  }
`);

const StyledTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Rental and marketing partners as tabs: links, so that each list has its own address. */
function KindTabs({ kind }: { kind: PartnerKindName }) {
  const intl = useIntl();
  return (
    <StyledTabs aria-label={intl.formatMessage({ id: 'admin.partners.kinds' })}>
      {partnerKinds.map((each) => (
        <StyledButton
          key={each}
          as={Link}
          to={`/dashboard/partners?kind=${each}`}
          $variant={each === kind ? 'primary' : 'secondary'}
          aria-current={each === kind ? 'page' : undefined}
        >
          {intl.formatMessage(kindLabels[each])}
        </StyledButton>
      ))}
    </StyledTabs>
  );
}

/**
 * `/dashboard/partners?kind=RENTAL|MARKETING`: the partners of one kind, oldest first, 20 a
 * page, each with its status switch; a new partner; the whole list as CSV.
 */
export default function PartnersScreen() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const kind = kindParam(params.get('kind'));
  const { shown: columns, exported } = usePartnerColumns();
  const { data, error, refetch, fetchMore } = useQuery(AdminPartnersScreenQuery, {
    variables: { kind, first: partnersPageSize },
    fetchPolicy: 'cache-and-network',
  });
  usePageMeta(intl.formatMessage(listTitles[kind]));
  const partners = data?.partners;
  const { showMore, loadingMore } = useShowMore(
    useCallback(
      () =>
        fetchMore({
          variables: { after: partners?.pageInfo.endCursor ?? null },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...fetchMoreResult,
            partners: appendPage(previous.partners, fetchMoreResult.partners),
          }),
        }),
      [fetchMore, partners?.pageInfo.endCursor],
    ),
  );
  const fetchRows = (onProgress?: (fetched: number) => void) =>
    fetchAllPages<PartnerRow>(async (after) => {
      const result = await client.query({
        query: AdminPartnersScreenQuery,
        variables: { kind, first: exportPageSize, after },
        fetchPolicy: 'network-only',
      });
      if (!result.data) throw result.error ?? new Error('No partners');
      return result.data.partners;
    }, onProgress);

  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage {...listTitles[kind]} />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="admin.partners.lead" />
      </StyledLead>
      <KindTabs kind={kind} />
      <StyledToolbar>
        <StyledButton as={Link} to={`/dashboard/partners/new?kind=${kind}`}>
          <FormattedMessage {...addLabels[kind]} />
        </StyledButton>
        {partners && partners.totalCount > 0 && (
          <ExportCsvButton
            fileName={`partners-${kind.toLowerCase()}.csv`}
            fetchRows={fetchRows}
            columns={exported}
          />
        )}
      </StyledToolbar>
      {error && !partners ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : !partners ? (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            <FormattedMessage id="admin.partners.loading" />
          </p>
          <StyledSkeleton $height="14rem" $radius="12px" />
        </div>
      ) : partners.nodes.length === 0 ? (
        <StyledEmpty>
          <FormattedMessage id="admin.partners.empty" />
        </StyledEmpty>
      ) : (
        <AdminTable
          caption={<FormattedMessage {...listCaptions[kind]} />}
          columns={columns}
          rows={partners.nodes}
          rowKey={(row) => row.id}
          total={partners.totalCount}
          hasMore={partners.pageInfo.hasNextPage}
          loadingMore={loadingMore}
          onShowMore={showMore}
        />
      )}
    </StyledAdminPage>
  );
}
