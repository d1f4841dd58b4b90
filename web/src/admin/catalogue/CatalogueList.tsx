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

/**
 * A catalogue list (cities, brands, categories, add-ons): title, "New", "Export CSV", then
 * the table (cards on a phone) with "Show more", or its loading, error and empty states.
 */
export function CatalogueList<Row>({
  title,
  lead,
  newPath,
  newLabel,
  empty,
  fileName,
  columns,
  rows,
  rowKey,
  total,
  hasMore,
  loadingMore,
  moreFailed,
  onShowMore,
  fetchAll,
  failed,
  onRetry,
}: {
  title: ReactNode;
  lead: ReactNode;
  newPath: string;
  newLabel: ReactNode;
  empty: ReactNode;
  fileName: string;
  columns: AdminColumn<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string;
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onShowMore(): void;
  fetchAll(onProgress?: (fetched: number) => void): Promise<Row[]>;
  failed: boolean;
  onRetry(): void;
}) {
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
        <ErrorState onRetry={onRetry} />
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
            rowKey={rowKey}
            total={total}
            hasMore={hasMore}
            loadingMore={loadingMore}
            onShowMore={onShowMore}
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
