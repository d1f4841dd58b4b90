import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledFormAlert } from '../../ui/formStyles';
import { StyledSkeleton } from '../../ui/Skeleton';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { StyledAdminPage, StyledLead, StyledTitle, StyledToolbar } from '../ui/adminStyles';
import { ExportCsvButton } from '../ui/ExportCsvButton';
import type { CatalogueQuery } from './useCatalogueQuery';

/**
 * A catalogue list (cities, brands, categories, add-ons): title, "New", "Export CSV", then
 * the table (cards on a phone) with "Show more", or its loading, error and empty states.
 */
export function CatalogueList<Row extends { id: string }>({
  title,
  lead,
  newPath,
  newLabel,
  empty,
  fileName,
  columns,
  list,
}: {
  title: ReactNode;
  lead: ReactNode;
  newPath: string;
  newLabel: ReactNode;
  empty: ReactNode;
  fileName: string;
  columns: AdminColumn<Row>[];
  /** The list's pages, from `useCatalogueQuery`. */
  list: CatalogueQuery<Row>;
}) {
  const { rows, total, hasMore, loadingMore, moreFailed, showMore, fetchAll, failed, retry } = list;
  return (
    <StyledAdminPage>
      <StyledTitle tabIndex={-1}>{title}</StyledTitle>
      <StyledLead>{lead}</StyledLead>
      <StyledToolbar>
        <StyledButton as={Link} to={newPath}>
          {newLabel}
        </StyledButton>
        <ExportCsvButton fileName={fileName} fetchRows={fetchAll} columns={columns} />
      </StyledToolbar>
      {failed && !rows ? (
        <ErrorState onRetry={retry} />
      ) : !rows ? (
        <StyledSkeleton aria-hidden="true" $height="240px" />
      ) : rows.length === 0 ? (
        <StyledLead>{empty}</StyledLead>
      ) : (
        <>
          <AdminTable
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            total={total}
            hasMore={hasMore}
            loadingMore={loadingMore}
            onShowMore={showMore}
          />
          {moreFailed && (
            <StyledFormAlert role="alert">
              <FormattedMessage id="admin.catalogue.moreFailed" />
            </StyledFormAlert>
          )}
        </>
      )}
    </StyledAdminPage>
  );
}
