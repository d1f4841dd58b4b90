import { downloadCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends every row with CRLF', () => {
    const csv = toCsv(['Name', 'City'], [['Minh', 'Hà Nội']]);
    expect(csv).toBe('\uFEFFName,City\r\nMinh,Hà Nội\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    const csv = toCsv(['a'], [['1, 2'], ['say "hi"'], ['two\nlines'], ['cr\r']]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'a',
      '"1, 2"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\r"',
      '',
    ]);
  });

  it('keeps a formula as text, and numbers and phone numbers as they are', () => {
    const csv = toCsv(
      ['v'],
      [['=HYPERLINK("x")'], ['@SUM(A1)'], ['-5'], ['+84 90 123 4567'], ['-x']],
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      'v',
      `"'=HYPERLINK(""x"")"`,
      "'@SUM(A1)",
      '-5',
      '+84 90 123 4567',
      "'-x",
      '',
    ]);
  });

  it('writes only the header row for an empty list', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
  });
});

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  it('saves the text as a UTF-8 CSV file of the given name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    downloadCsv('owners.csv', toCsv(['Tên'], [['Phở']]));
    click.mockRestore();
    expect(clicks).toEqual(['owners.csv blob:test']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await bytesOf(blobs[0]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
