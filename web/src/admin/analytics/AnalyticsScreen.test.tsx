import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Where } from '../../../test/render';
import type { ChartFigureProps } from '../ui/chart/ChartFigure';
import { analyticsAnswer } from './analyticsFixtures';
import { defaultRange } from '../ui/range/dateRange';
import { todayInVietnam } from '../ui/range/vietnamDays';
import AnalyticsScreen from './AnalyticsScreen';

// The chart library does not draw in jsdom: a stand-in keeps what each section hands the kit.
const mockCharts: ChartFigureProps[] = [];
jest.mock('../ui/chart/ChartFigure', () => ({
  ChartFigure: (props: ChartFigureProps) => {
    mockCharts.push(props);
    return <figure aria-label={props.title} />;
  },
}));

const chart = (title: string) => mockCharts.filter((props) => props.title === title).at(-1);

function show(api: ReturnType<typeof fakeApi>, path = '/dashboard/analytics') {
  return renderWithApp(
    <>
      <AnalyticsScreen />
      <Where />
    </>,
    api.link,
    { path },
  );
}

const november = '/dashboard/analytics?from=2026-11-01&to=2026-11-02&by=day';

function rows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  mockCharts.length = 0;
});

describe('AnalyticsScreen', () => {
  it('asks for the last 30 days in Vietnam by day, and says it is loading', async () => {
    const api = fakeApi({ AdminAnalyticsScreen: analyticsAnswer() });
    show(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Loading the analytics…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { level: 2, name: 'Bookings per city' });
    const { from, to } = defaultRange(todayInVietnam());
    expect(api.calls[0].variables).toEqual({ from, to, granularity: 'DAY' });
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
  });

  it('shows each report of the range in the link as a chart and a table', async () => {
    const api = fakeApi({ AdminAnalyticsScreen: analyticsAnswer() });
    show(api, november);
    await screen.findByText('From 01.11.2026 to 02.11.2026, by day');
    expect(api.calls[0].variables).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
      granularity: 'DAY',
    });

    // 1. By state per day: stacked bars of the states that have bookings.
    const perDay = chart('Bookings per day, stacked by state');
    expect(perDay).toMatchObject({
      stacked: true,
      categories: ['01.11', '02.11'],
      series: [
        { key: 'confirmed', label: 'Confirmed', values: [0, 3] },
        { key: 'completed', label: 'Returned and paid', values: [2, 0] },
        { key: 'cancelled', label: 'Cancelled', values: [1, 0] },
      ],
    });
    expect(rows('Bookings by state, per day')).toEqual([
      [
        'Day',
        'Awaiting verification by the traveller',
        'Confirmed',
        'Picked up',
        'Returned and paid',
        'Cancelled',
        'No-show',
        'Lapsed (never verified)',
        'Total',
      ],
      ['01.11.2026', '0', '0', '0', '2', '1', '0', '0', '3'],
      ['02.11.2026', '0', '3', '0', '0', '0', '0', '0', '3'],
    ]);
    expect(screen.getByText(/^6 bookings picked up \(or due\) in the range/)).toBeInTheDocument();

    // 2. and 3. Per city and per shop: bars of the totals, tables by state.
    expect(chart('Bookings of the 2 cities with the most')).toMatchObject({
      horizontal: true,
      categories: ['Hanoi', 'Hoi An'],
      series: [{ values: [5, 1] }],
    });
    expect(rows('Bookings per city')[1]).toEqual(['Hanoi', '0', '3', '0', '2', '0', '0', '0', '5']);
    expect(rows('Bookings per shop')[1]).toEqual([
      'Phố Cổ Motorbikes',
      'Hanoi',
      'Nguyễn Văn An',
      '0',
      '3',
      '0',
      '2',
      '1',
      '0',
      '0',
      '6',
    ]);

    // 4. The rates, with what they count.
    const rates = screen.getByRole('region', { name: 'Cancellations and no-shows' });
    expect(rates).toBeInTheDocument();
    const figures = screen.getByRole('heading', {
      level: 2,
      name: 'Cancellations and no-shows',
    }).parentElement!;
    expect(within(figures).getAllByText('16.7%')).toHaveLength(2);
    expect(within(figures).getAllByText('0%')).toHaveLength(2);
    expect(
      within(figures).getByText(/^1 booking cancelled \(by the owner or the traveller\) of 6/),
    ).toBeInTheDocument();
    expect(
      within(figures).getByText(/^0 travellers never came, of 2 bookings/),
    ).toBeInTheDocument();

    // 5. The most booked bikes, with the cash.
    expect(chart('Most booked bikes')).toMatchObject({
      categories: ['Honda Vision 110'],
      series: [{ values: [5] }],
    });
    expect(rows('Most booked bikes')[1]).toEqual([
      'Honda Vision 110',
      '5',
      '2',
      expect.stringMatching(/^₫1,250,000$/),
      expect.stringMatching(/^₫500,000$/),
    ]);

    // 6. Partner conversions: the partners whose link brought something.
    expect(rows('Partner conversions')).toEqual([
      ['Partner', 'Kind', 'Visits', 'Bookings', 'Completed', 'Conversion rate'],
      ['Hostel Buddy', 'Marketing', '8', '2', '1', '25%'],
    ]);
    expect(chart("Bookings through each partner's link")).toMatchObject({
      categories: ['Hostel Buddy'],
      series: [{ values: [2] }],
    });
  });

  it('downloads a report as CSV, numbers unformatted', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      show(fakeApi({ AdminAnalyticsScreen: analyticsAnswer() }), november);
      fireEvent.click(
        await screen.findByRole('button', { name: 'Download CSV: Most booked bikes' }),
      );
      expect(names).toEqual(['most-booked-bikes-2026-11-01-2026-11-02.csv']);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blobs[0]);
      });
      // readAsText drops the byte order mark (toCsv's test checks it).
      expect(text).toBe(
        'Bike,Bookings,Completed,Booked (VND),Cash earned (VND)\r\n' +
          'Honda Vision 110,5,2,1250000,500000\r\n',
      );
    } finally {
      click.mockRestore();
    }
  });

  it('says plainly when a report has nothing', async () => {
    show(fakeApi({ AdminAnalyticsScreen: analyticsAnswer({ empty: true }) }), november);
    expect(
      await screen.findByText('No booking is picked up (or due) in this range.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No city has a booking in this range.')).toBeInTheDocument();
    expect(screen.getByText('No shop has a booking in this range.')).toBeInTheDocument();
    expect(
      screen.getByText('No booking is picked up (or due) in this range: there is no rate to give.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No bike is booked in this range.')).toBeInTheDocument();
    expect(
      screen.getByText("No visit and no booking came through a partner's link in this range."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(mockCharts).toEqual([]);
  });

  it('offers a retry when the API cannot be reached', async () => {
    const api = fakeApi({
      AdminAnalyticsScreen: [new Error('offline'), analyticsAnswer()],
    });
    show(api, november);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Most booked bikes' });
    expect(api.calls).toHaveLength(2);
  });

  it('checks the range before asking, and keeps a good one in the link', async () => {
    const api = fakeApi({ AdminAnalyticsScreen: analyticsAnswer({ granularity: 'MONTH' }) });
    show(api, november);
    await screen.findByRole('heading', { level: 2, name: 'Most booked bikes' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The last day cannot be before the first.',
    );
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(screen.getByLabelText('where')).toHaveTextContent(november);
    expect(api.calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'MONTH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(
      '/dashboard/analytics?from=2026-01-01&to=2026-11-02&by=month',
    );
    await waitFor(() =>
      expect(api.calls.at(-1)?.variables).toEqual({
        from: '2026-01-01',
        to: '2026-11-02',
        granularity: 'MONTH',
      }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Bookings by state, per month' });
  });

  it('does not ask for a range whose last day comes first in the link', () => {
    const api = fakeApi({ AdminAnalyticsScreen: analyticsAnswer() });
    show(api, '/dashboard/analytics?from=2026-11-05&to=2026-11-01');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The last day cannot be before the first.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it("shows the API's refusal of the range at the field it names", async () => {
    const api = fakeApi({
      AdminAnalyticsScreen: {
        errors: [
          {
            message: 'At most 1000 periods: shorten the range',
            extensions: { code: 'BAD_USER_INPUT', fields: { to: 'at most 1000 days after from' } },
          },
        ],
      } as never,
    });
    show(api, '/dashboard/analytics?from=2020-01-01&to=2026-11-01&by=day');
    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
        'Too long: at most 1000 days or months. Shorten the range, or group by month.',
      ),
    );
    expect(screen.getByLabelText('From')).toBeValid();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('takes a quick choice at once', async () => {
    const api = fakeApi({ AdminAnalyticsScreen: analyticsAnswer({ granularity: 'MONTH' }) });
    show(api, november);
    await screen.findByRole('heading', { level: 2, name: 'Most booked bikes' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].variables).toMatchObject({ granularity: 'MONTH' });
    expect(screen.getByLabelText('where')).toHaveTextContent(/by=month$/);
    expect(screen.getByLabelText('Group by')).toHaveValue('MONTH');
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('appLang', 'vn');
    show(fakeApi({ AdminAnalyticsScreen: analyticsAnswer() }), november);
    expect(await screen.findByRole('heading', { level: 1, name: 'Phân tích' })).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Đơn đặt xe theo thành phố' });
    expect(rows('Đơn đặt xe theo thành phố')[1][0]).toBe('Hà Nội');
    expect(screen.getByRole('button', { name: 'Tải CSV: Xe được đặt nhiều nhất' })).toBeVisible();
  });
});
