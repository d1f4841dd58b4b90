import { weekdayNames } from './weekdays';
import { openTimes, todayInVietnam, weekdayOf, type WeekMinutes } from './openingHours';

const closed: WeekMinutes = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('opening hours', () => {
  it('names the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it("takes today's weekday in Vietnam, not in the phone's zone", () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Vietnam.
    expect(todayInVietnam(new Date('2026-11-22T20:00:00Z'))).toBe('mon');
  });

  it('offers the quarter hours inside the opening slots, closing time excluded', () => {
    const week = {
      ...closed,
      tue: [
        { opensAt: 9 * 60, closesAt: 10 * 60 },
        { opensAt: 17 * 60 + 30, closesAt: 18 * 60 },
      ],
    };
    const before = new Date('2026-11-01T00:00:00Z');
    expect(openTimes(week, '2026-11-24', before)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '17:30',
      '17:45',
    ]);
    expect(openTimes(week, '2026-11-23', before)).toEqual([]);
  });

  it('leaves out times already past', () => {
    const week = { ...closed, tue: [{ opensAt: 9 * 60, closesAt: 10 * 60 + 30 }] };
    // 09:40 in Vietnam.
    expect(openTimes(week, '2026-11-24', new Date('2026-11-24T02:40:00Z'))).toEqual([
      '09:45',
      '10:00',
      '10:15',
    ]);
  });

  it('names the weekdays in the visitor language', () => {
    expect(weekdayNames('en')[0]).toBe('Monday');
    expect(weekdayNames('vi-VN')[6]).toBe('Chủ Nhật');
  });
});
