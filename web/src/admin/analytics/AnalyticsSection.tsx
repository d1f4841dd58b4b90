import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { downloadCsv, toCsv } from '../ui/csv';
import { AnalyticsTable, type AnalyticsColumn } from './AnalyticsTable';

const StyledSection = styled.section<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: 900px) {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
  h2 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.3;
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface SectionTable<Row> {
  columns: AnalyticsColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  /** The CSV file's name, e.g. `bookings-by-city-2026-11-01-2026-11-30.csv`. */
  fileName: string;
}

/**
 * One report of the analytics screen: its heading, what it counts, then its chart (or big
 * figures), its table and the table as a CSV file; or, when it has nothing, a plain sentence.
 */
export function AnalyticsSection<Row>({
  id,
  title,
  note,
  empty,
  figure,
  table,
  wide = false,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  note?: ReactNode;
  /** Said instead of the figure and the table when the report has nothing to show. */
  empty: ReactNode | null;
  figure: ReactNode;
  table: SectionTable<Row>;
  /** Across both columns of a desktop. */
  wide?: boolean;
}) {
  const intl = useIntl();
  const download = () =>
    downloadCsv(
      table.fileName,
      toCsv(
        table.columns.map((column) => column.header),
        table.rows.map((row) => table.columns.map((column) => column.csv(row))),
      ),
    );
  return (
    <StyledSection aria-labelledby={id} $wide={wide}>
      <h2 id={id}>{title}</h2>
      {note && !empty && <StyledNote>{note}</StyledNote>}
      {empty ? (
        <StyledEmpty>{empty}</StyledEmpty>
      ) : (
        <>
          {figure}
          <AnalyticsTable
            caption={title}
            columns={table.columns}
            rows={table.rows}
            rowKey={table.rowKey}
          />
          <StyledActions>
            <StyledButton
              type="button"
              $variant="secondary"
              aria-label={intl.formatMessage({ id: 'admin.analytics.downloadCsvOf' }, { title })}
              onClick={download}
            >
              <FormattedMessage id="admin.analytics.downloadCsv" />
            </StyledButton>
          </StyledActions>
        </>
      )}
    </StyledSection>
  );
}
