import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { TableRows } from './TableRows';
import { useWide } from './useWide';

/** One column of a list: its header, its cell, and its value in the CSV file (if exported). */
export interface AdminColumn<Row> {
  key: string;
  /** Give a string (intl.formatMessage) when the column is exported: it heads the CSV too. */
  header: ReactNode;
  render(row: Row): ReactNode;
  /** The cell as plain text in the CSV file; a column without it is not exported. */
  csv?(row: Row): string;
  /** The CSV header when `header` is not a string. */
  csvHeader?: string;
  /**
   * Its place on a phone's card: a fact (label over value, side by side with the others; the
   * default), a `wide` fact (the card's whole width, for long texts), `plain` (whole width, the
   * label only for screen readers: a text, a link, a switch with its own label), on the line
   * under the title (`secondary`, no label), or left out (`hidden`).
   */
  card?: 'fact' | 'wide' | 'plain' | 'secondary' | 'hidden';
}

const StyledScroll = styled.div`
  /* A very long unbroken value scrolls the table, never the page. */
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  caption {
    padding: 0 0 8px;
    text-align: left;
    font-weight: 700;
  }
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledCaption = styled.p`
  margin: 0;
  font-weight: 700;
`;

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  padding: 12px 16px;
  overflow-wrap: anywhere;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A card's link (its name, "Edit") is a whole tap high and wide, not just its line of text. */
const cardLink = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
`;

const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
  a {
    ${cardLink}
  }
`;

const StyledSecondary = styled.p`
  margin: 0;
  span + span::before {
    content: ' · ';
  }
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** The facts side by side, as many per row as fit (two or three on a phone). */
const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 6px 12px;
  margin: 2px 0 0;
  div {
    min-width: 0;
  }
  div[data-wide] {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  dd > a:only-child {
    ${cardLink}
  }
`;

const StyledMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface AdminTableProps<Row> {
  /** What the list is ("Shop owners"): the table's caption, the cards' name. */
  caption: ReactNode;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  /** A card's heading on a phone; by default its first column (then not repeated below). */
  cardTitle?(row: Row): ReactNode;
  /** Fetches the next page (Apollo `fetchMore`); "Show more" is shown while `hasMore`. */
  onShowMore?(): void;
  hasMore?: boolean;
  loadingMore?: boolean;
  /** How many the whole list holds (the connection's `totalCount`): "20 of 134 shown". */
  total?: number;
}

/**
 * A list of the admins' area: a real table (caption, column headers) on a screen 900px wide
 * or more, a list of cards on a phone; then how many are shown and "Show more".
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cardTitle,
  onShowMore,
  hasMore = false,
  loadingMore = false,
  total,
}: AdminTableProps<Row>) {
  const wide = useWide();
  const captionId = useId();
  const [first, ...rest] = columns;
  const onCard = cardTitle ? columns : rest;
  const secondary = onCard.filter((column) => column.card === 'secondary');
  const cardFacts = onCard.filter(
    (column) => column.card !== 'secondary' && column.card !== 'hidden',
  );
  return (
    <>
      {wide ? (
        <StyledScroll>
          <StyledTable>
            <caption>{caption}</caption>
            <TableRows columns={columns} rows={rows} rowKey={rowKey} />
          </StyledTable>
        </StyledScroll>
      ) : (
        <>
          <StyledCaption id={captionId}>{caption}</StyledCaption>
          {/* role=list: Safari drops a list's role when its bullets are styled away. */}
          <StyledCards role="list" aria-labelledby={captionId}>
            {rows.map((row) => (
              <StyledCard key={rowKey(row)}>
                <StyledCardTitle>{cardTitle ? cardTitle(row) : first?.render(row)}</StyledCardTitle>
                {secondary.length > 0 && (
                  <StyledSecondary>
                    {secondary.map((column) => (
                      <span key={column.key}>{column.render(row)}</span>
                    ))}
                  </StyledSecondary>
                )}
                {cardFacts.length > 0 && (
                  <StyledFacts>
                    {cardFacts.map((column) => (
                      <div
                        key={column.key}
                        data-wide={column.card === 'wide' || column.card === 'plain' || undefined}
                      >
                        <dt className={column.card === 'plain' ? 'visually-hidden' : undefined}>
                          {column.header}
                        </dt>
                        <dd>{column.render(row)}</dd>
                      </div>
                    ))}
                  </StyledFacts>
                )}
              </StyledCard>
            ))}
          </StyledCards>
        </>
      )}
      <StyledMore>
        <p role="status">
          {total === undefined ? (
            <FormattedMessage id="admin.kit.shownCount" values={{ shown: rows.length }} />
          ) : (
            <FormattedMessage id="admin.kit.shownOfTotal" values={{ shown: rows.length, total }} />
          )}
        </p>
        {hasMore && onShowMore && (
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={onShowMore}
          >
            {loadingMore ? (
              <FormattedMessage id="admin.kit.loadingMore" />
            ) : (
              <FormattedMessage id="admin.kit.showMore" />
            )}
          </StyledButton>
        )}
      </StyledMore>
    </>
  );
}
