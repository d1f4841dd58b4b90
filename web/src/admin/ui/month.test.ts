import { currentMonthInVietnam, formatMonth, monthParam } from './month';

describe('currentMonthInVietnam', () => {
  it('is the month of the Vietnamese wall clock, not of UTC', () => {
    // 30.11.2026 20:00 UTC is already 01.12.2026 03:00 in Hanoi.
    expect(currentMonthInVietnam(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
    expect(currentMonthInVietnam(new Date('2026-11-30T16:59:00Z'))).toBe('2026-11');
  });
});

describe('monthParam', () => {
  it('keeps a real YYYY-MM and refuses anything else', () => {
    expect(monthParam('2026-02')).toBe('2026-02');
    for (const value of [null, '', '2026-13', '2026-2', 'x']) expect(monthParam(value)).toBeNull();
  });
});

it('writes a month as MM.YYYY', () => {
  expect(formatMonth('2026-03')).toBe('03.2026');
});
