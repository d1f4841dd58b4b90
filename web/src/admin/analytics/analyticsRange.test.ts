import { addDays, todayInVietnam } from '../ui/range/vietnamDays';
import {
  defaultRange,
  formatPeriod,
  quickRange,
  rangeFromParams,
  rangeProblems,
} from './analyticsRange';

// 17:30 UTC on 30.11 is already 1 December in Vietnam (UTC+7).
const now = new Date('2026-11-30T17:30:00Z');

describe('the analytics range', () => {
  it('counts days in Vietnam', () => {
    expect(todayInVietnam(now)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is the last 30 days by day unless the link says otherwise', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-11-02', to: '2026-12-01', by: 'day' });
    expect(rangeFromParams(new URLSearchParams('from=2026-01-01&by=month'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-12-01',
      by: 'month',
    });
    expect(rangeFromParams(new URLSearchParams('from=2026-02-30&to=soon&by=x'), now)).toEqual(
      defaultRange(now),
    );
  });

  it('offers quick choices that end today', () => {
    expect(quickRange('last7', now)).toEqual({ from: '2026-11-25', to: '2026-12-01', by: 'day' });
    expect(quickRange('thisMonth', now)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      by: 'day',
    });
    expect(quickRange('last12Months', now)).toEqual({
      from: '2026-01-01',
      to: '2026-12-01',
      by: 'month',
    });
    expect(quickRange('thisYear', now)).toEqual({
      from: '2026-01-01',
      to: '2026-12-01',
      by: 'month',
    });
  });

  it('says what is wrong before the API is asked', () => {
    expect(rangeProblems({ from: '2026-11-02', to: '2026-11-01', by: 'day' })).toEqual({
      to: 'order',
    });
    expect(rangeProblems({ from: '', to: '2026-11-01', by: 'day' })).toEqual({ from: 'missing' });
    expect(rangeProblems({ from: '2026-11-01', to: '2026-11-01', by: 'day' })).toEqual({});
  });

  it('writes periods as dates are written here', () => {
    expect(formatPeriod('2026-11-05')).toBe('05.11.2026');
    expect(formatPeriod('2026-11')).toBe('11.2026');
  });
});
