import type { ReactNode } from 'react';
import { Link } from '../../app/routing';
import { ErrorState } from '../../ui/ErrorState';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { StyledAdminPage, StyledNarrow, StyledTitle } from '../ui/adminStyles';

/**
 * The page of one catalogue record (new or existing): a way back to its list, its title, and
 * the form, or the states before it (loading, the API unreachable, not found).
 */
export function RecordScreen({
  title,
  listPath,
  backLabel,
  state,
  onRetry,
  children,
}: {
  title: ReactNode;
  listPath: string;
  backLabel: ReactNode;
  state: 'ready' | 'loading' | 'failed' | 'notFound';
  onRetry?(): void;
  children?: ReactNode;
}) {
  if (state === 'notFound') return <NotFoundState backTo={listPath} backLabel={backLabel} />;
  return (
    <StyledAdminPage>
      <Link to={listPath}>{backLabel}</Link>
      <StyledTitle tabIndex={-1}>{title}</StyledTitle>
      <StyledNarrow>
        {state === 'failed' ? (
          <ErrorState onRetry={onRetry} />
        ) : state === 'loading' ? (
          <StyledSkeleton aria-hidden="true" $height="360px" />
        ) : (
          children
        )}
      </StyledNarrow>
    </StyledAdminPage>
  );
}
