import { formatPeriod } from './periods';
import {
  defaultRange,
  quickRanges,
  rangeFromParams,
  rangeParams,
  rangeProblems,
} from './dateRange';
import { addDays, todayInVietnam } from './vietnamDays';

describe('the range of a figures screen', () => {
  it('counts today in Vietnam (UTC+7), not where the browser is', () => {
    expect(todayInVietnam(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
    expect(todayInVietnam(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('steps over months and leap days', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('offers quick choices that end today', () => {
    const today = '2026-11-26';
    expect(quickRanges.last7Days(today)).toEqual({ from: '2026-11-20', to: today, by: 'DAY' });
    expect(quickRanges.last30Days(today)).toEqual({ from: '2026-10-28', to: today, by: 'DAY' });
    expect(quickRanges.thisMonth(today)).toEqual({ from: '2026-11-01', to: today, by: 'DAY' });
    expect(quickRanges.last12Months(today)).toEqual({
      from: '2025-12-01',
      to: today,
      by: 'MONTH',
    });
    expect(quickRanges.thisYear(today)).toEqual({ from: '2026-01-01', to: today, by: 'MONTH' });
    expect(quickRanges.last12Months('2026-01-31').from).toBe('2025-02-01');
  });

  it('reads the link, each missing or wrong part the last 30 days by day', () => {
    const read = (query: string) => rangeFromParams(new URLSearchParams(query), '2026-11-26');
    expect(read('')).toEqual(defaultRange('2026-11-26'));
    expect(read('')).toEqual({ from: '2026-10-28', to: '2026-11-26', by: 'DAY' });
    expect(read('from=2026-01-01&to=2026-06-30&by=month')).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      by: 'MONTH',
    });
    expect(read('from=2026-01-01&by=month')).toEqual({
      from: '2026-01-01',
      to: '2026-11-26',
      by: 'MONTH',
    });
    expect(read('from=2026-02-30&to=soon&by=week')).toEqual(defaultRange('2026-11-26'));
    // Kept as written: the form shows what is wrong.
    expect(read('from=2026-05-02&to=2026-05-01').to).toBe('2026-05-01');
  });

  it('writes the link back', () => {
    expect(rangeParams({ from: '2026-01-01', to: '2026-01-31', by: 'DAY' }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31&by=day',
    );
    expect(rangeParams({ from: '2026-01-01', to: '2026-12-31', by: 'MONTH' }).toString()).toBe(
      'from=2026-01-01&to=2026-12-31&by=month',
    );
  });

  it('says what is wrong before the API is asked', () => {
    expect(rangeProblems({ from: '2026-11-02', to: '2026-11-01' })).toEqual({ to: 'order' });
    expect(rangeProblems({ from: '', to: '2026-11-01' })).toEqual({ from: 'missing' });
    expect(rangeProblems({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
  });

  it('writes periods as dates are written here', () => {
    expect(formatPeriod('2026-11-05')).toBe('05.11.2026');
    expect(formatPeriod('2026-11')).toBe('11.2026');
  });
});
