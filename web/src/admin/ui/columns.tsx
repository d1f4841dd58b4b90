import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { Link } from '../../app/routing';
import type { AdminColumn } from './AdminTable';

type Placement = Pick<AdminColumn<unknown>, 'card'>;

/** A column whose cell and CSV value are one text. */
export function textColumn<Row>(
  key: string,
  header: string,
  text: (row: Row) => string,
  placement: Placement = {},
): AdminColumn<Row> {
  return { key, header, render: text, csv: text, ...placement };
}

/** A count: written in the visitor's locale, plain digits in the CSV. */
export function countColumn<Row>(
  key: string,
  header: string,
  count: (row: Row) => number,
  intl: IntlShape,
  placement: Placement = {},
): AdminColumn<Row> {
  return {
    key,
    header,
    render: (row) => intl.formatNumber(count(row)),
    csv: (row) => String(count(row)),
    ...placement,
  };
}

/** The record's name, a link to its page; `csv` its value in the file (the English name). */
export function linkColumn<Row>(
  key: string,
  header: string,
  text: (row: Row) => ReactNode,
  to: (row: Row) => string,
  csv: (row: Row) => string,
): AdminColumn<Row> {
  return { key, header, render: (row) => <Link to={to(row)}>{text(row)}</Link>, csv };
}

/** A record's Vietnamese name, for its own column. */
export const vietnameseName = (row: { name: { vn: string } }) => row.name.vn;
