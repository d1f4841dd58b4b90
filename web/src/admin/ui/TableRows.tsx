import type { ReactNode } from 'react';

/** What a table needs of a column: its header and its cell. */
export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render(row: Row): ReactNode;
}

/**
 * A table's head and body: a header per column (`scope=col`), then a row per item whose first
 * cell heads the row (`scope=row`). The table around it (caption, styles) is the caller's.
 */
export function TableRows<Row, Column extends TableColumn<Row>>({
  columns,
  rows,
  rowKey,
  cellClassName,
}: {
  columns: Column[];
  rows: Row[];
  rowKey(row: Row): string;
  cellClassName?(column: Column): string | undefined;
}) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClassName?.(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.key} scope="row">
                  {column.render(row)}
                </th>
              ) : (
                <td key={column.key} className={cellClassName?.(column)}>
                  {column.render(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </>
  );
}
