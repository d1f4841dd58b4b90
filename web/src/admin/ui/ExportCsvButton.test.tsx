import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import type { AdminColumn } from './AdminTable';
import { ExportCsvButton } from './ExportCsvButton';

interface Owner {
  name: string;
  phone: string;
}

const columns: AdminColumn<Owner>[] = [
  { key: 'name', header: 'Name', render: (owner) => owner.name, csv: (owner) => owner.name },
  {
    key: 'phone',
    header: <b>Phone</b>,
    csvHeader: 'Phone',
    render: (o) => o.phone,
    csv: (o) => o.phone,
  },
  { key: 'actions', header: 'Actions', render: () => <button type="button">Edit</button> },
];

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

let blobs: Blob[];
let downloads: string[];
let click: jest.SpyInstance;

beforeEach(() => {
  blobs = [];
  downloads = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

afterEach(() => click.mockRestore());

describe('ExportCsvButton', () => {
  it('fetches every row, says how far it got, then downloads the exported columns', async () => {
    let finish!: (rows: Owner[]) => void;
    renderWithApp(
      <ExportCsvButton
        fileName="shop-owners.csv"
        columns={columns}
        fetchRows={(onProgress) => {
          onProgress?.(100);
          return new Promise((resolve) => (finish = resolve));
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/100 rows so far/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    finish([
      { name: 'Phở, "Bò" Bikes', phone: '+84 90 123 4567' },
      { name: 'Xe Máy Hà Nội', phone: '' },
    ]);
    expect(await screen.findByText('Downloaded: 2 rows')).toBeInTheDocument();
    expect(downloads).toEqual(['shop-owners.csv']);
    expect(await readText(blobs[0])).toBe(
      'Name,Phone\r\n"Phở, ""Bò"" Bikes",+84 90 123 4567\r\nXe Máy Hà Nội,\r\n',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when the rows could not be fetched, and downloads nothing', async () => {
    renderWithApp(
      <ExportCsvButton
        fileName="owners.csv"
        columns={columns}
        fetchRows={() => Promise.reject(new Error('offline'))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/The export failed/)).toHaveAttribute('role', 'alert');
    expect(downloads).toEqual([]);
  });
});
