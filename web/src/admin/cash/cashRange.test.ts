import { addDays, todayInVietnam } from '../ui/range/vietnamDays';
import { quickRanges, rangeFromParams, rangeParams } from './cashRange';

describe('the cash range', () => {
  it('counts today in Vietnam (UTC+7), not where the browser is', () => {
    expect(todayInVietnam(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
    expect(todayInVietnam(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('steps over months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers the last 30 days, this month and the last 12 months by month', () => {
    expect(quickRanges('2026-11-26')).toEqual({
      last30Days: { from: '2026-10-28', to: '2026-11-26', by: 'DAY' },
      thisMonth: { from: '2026-11-01', to: '2026-11-26', by: 'DAY' },
      last12Months: { from: '2025-12-01', to: '2026-11-26', by: 'MONTH' },
    });
    expect(quickRanges('2026-01-31').last12Months.from).toBe('2025-02-01');
  });

  it('reads the link, falling back to the last 30 days', () => {
    const read = (query: string) => rangeFromParams(new URLSearchParams(query), '2026-11-26');
    expect(read('')).toEqual({ from: '2026-10-28', to: '2026-11-26', by: 'DAY' });
    expect(read('from=2026-01-01&to=2026-06-30&by=month')).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      by: 'MONTH',
    });
    expect(read('from=2026-02-30&to=soon&by=week')).toEqual({
      from: '2026-10-28',
      to: '2026-11-26',
      by: 'DAY',
    });
    // Kept as written: the form shows what is wrong.
    expect(read('from=2026-05-02&to=2026-05-01').to).toBe('2026-05-01');
  });

  it('writes the link back', () => {
    expect(rangeParams({ from: '2026-01-01', to: '2026-01-31', by: 'DAY' }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
    expect(rangeParams({ from: '2026-01-01', to: '2026-12-31', by: 'MONTH' }).toString()).toBe(
      'from=2026-01-01&to=2026-12-31&by=month',
    );
  });
});
