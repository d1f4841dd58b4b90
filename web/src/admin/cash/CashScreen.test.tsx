import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import { Route, Routes } from '../../app/routing';
import CashScreen from './CashScreen';
import { todayInVietnam } from '../ui/range/vietnamDays';
import { quickRanges } from '../ui/range/dateRange';

/** jsdom lays nothing out: the chart's box reports a phone's width to the chart library. */
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 320, height: 240 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const period = (day: string, earned: number, completed: number, booked: number, count: number) => ({
  __typename: 'CashPeriod',
  period: day,
  earned,
  completedCount: completed,
  booked,
  bookedCount: count,
});

const answer = (periods: ReturnType<typeof period>[], granularity = 'DAY') => ({
  data: {
    cashEarned: {
      __typename: 'CashEarned',
      granularity,
      earned: periods.reduce((sum, one) => sum + one.earned, 0),
      booked: periods.reduce((sum, one) => sum + one.booked, 0),
      periods,
    },
  },
});

const threeDays = answer([
  period('2026-11-01', 1_250_000, 2, 0, 0),
  period('2026-11-02', 0, 0, 400_000, 1),
  period('2026-11-03', 600_000, 1, 0, 0),
]);

const badInput = (field: string, reason: string) => ({
  errors: [
    {
      message: 'refused',
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: reason } },
    },
  ],
});

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/cash') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/cash" element={<CashScreen />} />
      </Routes>
      <Where />
    </>,
    api.link,
    { path },
  );
}

const where = () => screen.getByRole('status', { name: 'where' });

/** A big figure of the totals (the first of its name: the cards below repeat the names). */
const total = (name: string) => screen.getAllByText(name, { selector: 'dt' })[0].parentElement;
const figures = () => screen.findAllByText('Earned', { selector: 'dt' });

let blobs: Blob[];
let click: jest.SpyInstance;

beforeAll(() => {
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  blobs = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => click.mockRestore());

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('CashScreen', () => {
  it('asks for the last 30 days in Vietnam by default, loading first', async () => {
    const api = fakeApi({ AdminCashScreen: threeDays });
    show(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Cash earned' })).toBeInTheDocument();
    expect(screen.getByText('Loading cash earned…')).toHaveAttribute('role', 'status');
    await figures();
    const last30Days = quickRanges.last30Days(todayInVietnam());
    expect(api.calls[0].variables).toEqual({
      from: last30Days.from,
      to: last30Days.to,
      granularity: 'DAY',
    });
    expect(screen.getByLabelText('From')).toHaveValue(last30Days.from);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the totals, the chart and the table of the range of the link, and its CSV', async () => {
    const api = fakeApi({ AdminCashScreen: threeDays });
    show(api, '/dashboard/cash?from=2026-11-01&to=2026-11-03');
    await figures();
    const earned = total('Earned');
    expect(earned).toHaveTextContent(/1\.850\.000|1,850,000/);
    expect(earned).toHaveTextContent('from 3 completed bookings');
    const booked = total('Booked');
    expect(booked).toHaveTextContent(/400\.000|400,000/);
    expect(booked).toHaveTextContent('in 1 booking still to complete');
    expect(screen.queryByText(/No cash was earned/)).toBeNull();
    expect(screen.getByRole('figure', { name: 'Earned and booked, by day' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Earned and booked, by day\. From 01\.11\.2026 to 03\.11\.2026: earned .*1.850.000.* from 3 completed bookings; booked .*400.000.* in 1 booking\.$/,
      }),
    ).toBeInTheDocument();
    // A phone: the periods as cards, one per day.
    const table = screen.getByRole('list', { name: 'Cash by day, 01.11.2026 to 03.11.2026' });
    const cards = within(table).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('01.11.2026');
    expect(cards[0]).toHaveTextContent('Completed bookings2');
    expect(cards[1]).toHaveTextContent('Booked bookings1');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloaded: 3 rows')).toBeInTheDocument();
    expect(await readText(blobs[0])).toBe(
      'Period,Earned,Completed bookings,Booked,Booked bookings\r\n' +
        '2026-11-01,1250000,2,0,0\r\n2026-11-02,0,0,400000,1\r\n2026-11-03,600000,1,0,0\r\n',
    );
    expect(api.calls).toHaveLength(1);
  });

  it('says plainly when no cash was earned, zeros shown', async () => {
    show(
      fakeApi({
        AdminCashScreen: answer([
          period('2026-11-01', 0, 0, 0, 0),
          period('2026-11-02', 0, 0, 0, 0),
        ]),
      }),
      '/dashboard/cash?from=2026-11-01&to=2026-11-02',
    );
    expect(
      await screen.findByText('No cash was earned from 01.11.2026 to 02.11.2026.'),
    ).toBeInTheDocument();
    expect(total('Earned')).toHaveTextContent(/^Earned₫0from 0 completed bookings$/);
    expect(
      within(screen.getByRole('list', { name: /^Cash by day/ })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('keeps a new range and the granularity in the link, and asks for it', async () => {
    const api = fakeApi({ AdminCashScreen: threeDays });
    show(api, '/dashboard/cash?from=2026-11-01&to=2026-11-03');
    await figures();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'MONTH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(where()).toHaveTextContent('/dashboard/cash?from=2026-01-01&to=2026-06-30&by=month'),
    );
    await waitFor(() =>
      expect(api.calls.at(-1)?.variables).toEqual({
        from: '2026-01-01',
        to: '2026-06-30',
        granularity: 'MONTH',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    const last12Months = quickRanges.last12Months(todayInVietnam());
    await waitFor(() =>
      expect(where()).toHaveTextContent(
        `/dashboard/cash?from=${last12Months.from}&to=${last12Months.to}&by=month`,
      ),
    );
    expect(screen.getByLabelText('From')).toHaveValue(last12Months.from);
  });

  it('refuses a range that ends before it starts, without asking the API', async () => {
    const api = fakeApi({ AdminCashScreen: threeDays });
    show(api, '/dashboard/cash?from=2026-11-01&to=2026-11-03');
    await figures();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(where()).toHaveTextContent('/dashboard/cash?from=2026-11-01&to=2026-11-03');
    expect(api.calls).toHaveLength(1);
  });

  it("shows the API's refusal at the field it names", async () => {
    const api = fakeApi({ AdminCashScreen: badInput('to', 'at most 1000 days after from') });
    show(api, '/dashboard/cash?from=2020-01-01&to=2026-01-01');
    expect(await screen.findByText(/Too long: at most 1000 days/)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryAllByText('Earned', { selector: 'dt' })).toHaveLength(0);
  });

  it('offers a retry when the API cannot be reached', async () => {
    show(fakeApi({ AdminCashScreen: [new Error('offline'), threeDays] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await figures())[0]).toBeVisible();
  });
});
