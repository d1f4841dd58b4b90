/** `DD.MM.YYYY` for a day, `MM.YYYY` for a month (`YYYY-MM`), as dates are written here. */
export function formatPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}.${month}.${year}` : `${month}.${year}`;
}

/** A chart's label: `DD.MM` for a day, `MM.YYYY` for a month. */
export function formatShortPeriod(period: string): string {
  const [year, month, day] = period.split('-');
  return day ? `${day}.${month}` : `${month}.${year}`;
}
