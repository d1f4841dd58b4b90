import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import type { AdminColumn } from './AdminTable';
import { downloadCsv, toCsv } from './csv';

const StyledExport = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  p {
    margin: 0;
  }
`;

const StyledProblem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type Progress =
  | { state: 'idle' }
  | { state: 'fetching'; fetched: number }
  | { state: 'done'; count: number }
  | { state: 'failed' };

function headerOf<Row>(column: AdminColumn<Row>): string {
  if (column.csvHeader !== undefined) return column.csvHeader;
  return typeof column.header === 'string' ? column.header : column.key;
}

/**
 * "Export CSV": fetches the whole list (every page, `fetchRows`), then downloads it as a
 * UTF-8 CSV file of the columns that have a `csv` value. Says how far it got, and if it failed.
 */
export function ExportCsvButton<Row>({
  fileName,
  fetchRows,
  columns,
}: {
  /** `shop-owners.csv` */
  fileName: string;
  /** All the rows; `onProgress` (optional) hears how many have arrived so far. */
  fetchRows(onProgress?: (fetched: number) => void): Promise<Row[]>;
  columns: AdminColumn<Row>[];
}) {
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const busy = progress.state === 'fetching';

  async function exportAll() {
    setProgress({ state: 'fetching', fetched: 0 });
    try {
      const rows = await fetchRows((fetched) => setProgress({ state: 'fetching', fetched }));
      const exported = columns.filter((column) => column.csv);
      downloadCsv(
        fileName,
        toCsv(
          exported.map(headerOf),
          rows.map((row) => exported.map((column) => column.csv!(row))),
        ),
      );
      setProgress({ state: 'done', count: rows.length });
    } catch {
      setProgress({ state: 'failed' });
    }
  }

  return (
    <StyledExport>
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void exportAll()}
      >
        <FormattedMessage id="admin.kit.exportCsv" />
      </StyledButton>
      <p role="status">
        {progress.state === 'fetching' && (
          <FormattedMessage id="admin.kit.exporting" values={{ fetched: progress.fetched }} />
        )}
        {progress.state === 'done' && (
          <FormattedMessage id="admin.kit.exported" values={{ count: progress.count }} />
        )}
      </p>
      {progress.state === 'failed' && (
        <StyledProblem role="alert">
          <FormattedMessage id="admin.kit.exportFailed" />
        </StyledProblem>
      )}
    </StyledExport>
  );
}
