import { isPast, joinLocal, timeSlots, vietnamLocal } from './tripTime';
import { weekdayKeys, type WeekdayKey } from './weekdays';

export interface OpeningMinutes {
  /** Minutes after local midnight. */
  opensAt: number;
  closesAt: number;
}

export type WeekMinutes = Record<WeekdayKey, readonly OpeningMinutes[]>;

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): WeekdayKey {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdayKeys[(sundayFirst + 6) % 7];
}

/** Today's weekday in Vietnam, whatever zone the phone is in. */
export function todayInVietnam(now: Date): WeekdayKey {
  return weekdayOf(vietnamLocal(now).slice(0, 10));
}

function minutesOf(slot: string): number {
  return Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));
}

const slotsByWeek = new WeakMap<WeekMinutes, Map<WeekdayKey, string[]>>();

/** The quarter hours of a weekday inside an opening slot (closing time excluded). */
function openSlotsOf(week: WeekMinutes, weekday: WeekdayKey): string[] {
  let byDay = slotsByWeek.get(week);
  if (!byDay) slotsByWeek.set(week, (byDay = new Map()));
  let slots = byDay.get(weekday);
  if (!slots) {
    slots = timeSlots.filter((slot) => {
      const minutes = minutesOf(slot);
      return week[weekday].some(
        ({ opensAt, closesAt }) => opensAt <= minutes && minutes < closesAt,
      );
    });
    byDay.set(weekday, slots);
  }
  return slots;
}

/**
 * The quarter hours of a day at which the shop is open (closing time excluded, as the server
 * checks a booking) and that are not past.
 */
export function openTimes(week: WeekMinutes, date: string, now: Date): string[] {
  const slots = openSlotsOf(week, weekdayOf(date));
  // Only today can have past times; later days are kept whole.
  if (date > vietnamLocal(now).slice(0, 10)) return slots;
  return slots.filter((slot) => !isPast(joinLocal(date, slot), now));
}
