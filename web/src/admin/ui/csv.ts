/** The byte order mark that makes Excel read the file as UTF-8 (Vietnamese diacritics). */
const bom = '\uFEFF';

/**
 * A value a spreadsheet would run as a formula (`=HYPERLINK(…)` typed as a shop name) is kept
 * as text by a leading apostrophe; numbers and phone numbers (`-5`, `+84 90 123 4567`) stay.
 */
function defused(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().,-]+$/.test(value);
  return formula ? `'${value}` : value;
}

/** One field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string): string {
  const text = defused(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: a header row then one row per record, CRLF line ends, with a UTF-8 BOM. */
export function toCsv(headers: string[], rows: string[][]): string {
  return bom + [headers, ...rows].map((row) => row.map(field).join(',') + '\r\n').join('');
}

/** Has the browser save the text as a UTF-8 file of that name. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
