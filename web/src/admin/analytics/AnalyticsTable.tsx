import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TableRows } from '../ui/TableRows';

/** A column of a report's table: its header, its cell, and the cell in the CSV file. */
export interface AnalyticsColumn<Row> {
  key: string;
  /** Heads the column and the CSV file. */
  header: string;
  render(row: Row): ReactNode;
  /** Plain text for a spreadsheet: numbers unformatted, so that it can add them up. */
  csv(row: Row): string;
  /** Words rather than a count: aligned to the left. */
  text?: boolean;
}

const StyledScroll = styled.div`
  /* The table scrolls in its own box (on a phone, sideways), never the page. */
  overflow: auto;
  max-height: 28rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  .text {
    text-align: left;
    white-space: normal;
    min-width: 7rem;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: normal;
    vertical-align: bottom;
    /* On a phone a state's name wraps on two or three lines, not one word a line. */
    @media (max-width: 899px) {
      min-width: 6.5rem;
    }
  }
  tbody th {
    font-weight: 600;
  }
`;

/**
 * A report as a real table (caption, column and row headers) in a box of its own that scrolls
 * when the table is wider or longer than it: the same table on a phone and a desktop.
 */
export function AnalyticsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: AnalyticsColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
}) {
  const intl = useIntl();
  return (
    // Focusable, so that a keyboard can scroll it.
    <StyledScroll
      role="region"
      aria-label={intl.formatMessage({ id: 'admin.analytics.table' }, { title: caption })}
      tabIndex={0}
    >
      <StyledTable>
        {/* The section's heading says it on the screen; the caption names the table. */}
        <caption className="visually-hidden">{caption}</caption>
        <TableRows
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          cellClassName={(column) => (column.text ? 'text' : undefined)}
        />
      </StyledTable>
    </StyledScroll>
  );
}
