import type { WeekMinutes } from '../../ui/openingHours';
import { fitWindow, pickupDays, returnDays, returnTimes, snapPickup } from './rentalWindow';

const hours = (from: number, to: number) => [{ opensAt: from * 60, closesAt: to * 60 }];
/** Open 08:00-18:00 on weekdays and Saturday, closed on Sunday. */
const week: WeekMinutes = {
  mon: hours(8, 18),
  tue: hours(8, 18),
  wed: hours(8, 18),
  thu: hours(8, 18),
  fri: hours(8, 18),
  sat: hours(8, 18),
  sun: [],
};
// Monday 04.03.2030, 09:05 in Vietnam.
const now = new Date('2030-03-04T02:05:00Z');

describe('rental window', () => {
  it('offers pickup days from today, a year ahead, closed days marked', () => {
    const days = pickupDays(week, now);
    expect(days[0]).toEqual({ date: '2030-03-04', closed: false });
    expect(days[6]).toEqual({ date: '2030-03-10', closed: true });
    expect(days.at(-1)?.date).toBe('2031-03-04');
  });

  it('leaves out today once the shop has closed', () => {
    const evening = new Date('2030-03-04T11:30:00Z'); // 18:30
    expect(pickupDays(week, evening)[0].date).toBe('2030-03-05');
  });

  it('offers return times after the pickup only', () => {
    expect(returnTimes(week, '2030-03-05', '2030-03-05T17:00', now)).toEqual([
      '17:15',
      '17:30',
      '17:45',
    ]);
  });

  it('offers return days up to 90 days after the pickup', () => {
    const days = returnDays(week, '2030-03-05T10:00', now);
    expect(days[0].date).toBe('2030-03-05');
    expect(days.at(-1)?.date).toBe('2030-06-03');
  });

  it('moves a pickup on a closed day or past time to the next open time', () => {
    expect(snapPickup(week, '2030-03-10T10:00', now)).toBe('2030-03-11T10:00');
    expect(snapPickup(week, '2030-03-04T08:00', now)).toBe('2030-03-04T09:15');
    expect(snapPickup(week, '2030-03-05T19:00', now)).toBe('2030-03-06T08:00');
  });

  it('fits a trip into the opening hours, three days when the return came first', () => {
    expect(
      fitWindow(week, week, { start: '2030-03-05T10:00', end: '2030-03-08T10:00' }, now),
    ).toEqual({
      start: '2030-03-05T10:00',
      end: '2030-03-08T10:00',
    });
    expect(
      fitWindow(week, week, { start: '2030-03-05T10:00', end: '2030-03-10T10:00' }, now),
    ).toEqual({
      start: '2030-03-05T10:00',
      end: '2030-03-11T10:00',
    });
    expect(
      fitWindow(week, week, { start: '2030-03-05T10:00', end: '2030-03-01T10:00' }, now),
    ).toEqual({
      start: '2030-03-05T10:00',
      end: '2030-03-08T10:00',
    });
  });

  it('gives nothing when a shop is never open', () => {
    const closed = { ...week, mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
    expect(
      fitWindow(closed, week, { start: '2030-03-05T10:00', end: '2030-03-08T10:00' }, now),
    ).toBeNull();
  });
});
