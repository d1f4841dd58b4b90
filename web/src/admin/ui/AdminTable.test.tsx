import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { AdminTable, type AdminColumn } from './AdminTable';

interface Owner {
  id: string;
  name: string;
  city: string;
}

const columns: AdminColumn<Owner>[] = [
  { key: 'name', header: 'Name', render: (owner) => owner.name, csv: (owner) => owner.name },
  { key: 'city', header: 'City', render: (owner) => owner.city, csv: (owner) => owner.city },
];

const rows: Owner[] = [
  { id: '1', name: 'Minh Bikes', city: 'Hà Nội' },
  { id: '2', name: 'Lan Motors', city: 'Đà Nẵng' },
];

const phoneMatchMedia = window.matchMedia;

function desktop() {
  window.matchMedia = ((query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

describe('AdminTable', () => {
  it('is a table with a caption and column headers on a wide screen', () => {
    desktop();
    renderWithApp(
      <AdminTable caption="Shop owners" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    const table = screen.getByRole('table', { name: 'Shop owners' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'City']);
    expect(within(table).getByRole('rowheader', { name: 'Lan Motors' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Đà Nẵng' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is a list of cards on a phone, each titled by its first column', () => {
    renderWithApp(
      <AdminTable caption="Shop owners" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Shop owners' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Minh Bikes' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('term')).toHaveTextContent('City');
    expect(within(cards[0]).getByRole('definition')).toHaveTextContent('Hà Nội');
  });

  it('titles the cards with cardTitle when given, and lists every column below', () => {
    renderWithApp(
      <AdminTable
        caption="Shop owners"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        cardTitle={(row) => `#${row.id}`}
      />,
    );
    const [card] = screen.getAllByRole('listitem');
    expect(within(card).getByRole('heading', { name: '#1' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Name', 'City']);
  });

  it('says how many of the whole list are shown and shows more on request', () => {
    const onShowMore = jest.fn();
    renderWithApp(
      <AdminTable
        caption="Shop owners"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={134}
        hasMore
        onShowMore={onShowMore}
      />,
    );
    expect(screen.getByText('2 of 134 shown')).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it('has no "Show more" at the end of the list', () => {
    renderWithApp(
      <AdminTable caption="Owners" columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 shown')).toHaveAttribute('role', 'status');
  });

  it('has a busy "Show more" while the next page loads', () => {
    renderWithApp(
      <AdminTable
        caption="Owners"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        hasMore
        loadingMore
        onShowMore={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading more…' })).toBeDisabled();
  });

  it('shows the count in Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    renderWithApp(
      <AdminTable
        caption="Chủ cửa hàng"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={134}
      />,
    );
    expect(await screen.findByText('Đang hiển thị 2 trên 134')).toBeInTheDocument();
  });
});
