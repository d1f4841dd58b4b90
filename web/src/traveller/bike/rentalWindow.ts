import { openTimes, type WeekMinutes } from '../../ui/openingHours';
import { defaultRentalDays } from '../trip/trip';
import { addDays, datePart, joinLocal, timePart, vietnamLocal } from '../../ui/tripTime';

/** The server's limits (booking-rules.ts): pickup within a year, at most 90 days of rental. */
export const pickupHorizonDays = 365;
export const maxRentalDays = 90;

export interface RentalWindow {
  start: string;
  end: string;
}

export interface DayChoice {
  date: string;
  /** The shop is closed all day (days with no time left today are not listed at all). */
  closed: boolean;
}

function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count + 1 }, (_, index) => addDays(first, index));
}

/** The days a bike can be picked up: from today (if a time is left) to a year ahead. */
export function pickupDays(week: WeekMinutes, now: Date): DayChoice[] {
  const today = datePart(vietnamLocal(now));
  return daysFrom(today, pickupHorizonDays).flatMap((date): DayChoice[] => {
    const closed = openTimes(week, date, new Date(0)).length === 0;
    if (!closed && openTimes(week, date, now).length === 0) return [];
    return [{ date, closed }];
  });
}

/** The quarter hours a bike can be returned on `date`: the shop open, after the pickup. */
export function returnTimes(week: WeekMinutes, date: string, start: string, now: Date): string[] {
  return openTimes(week, date, now).filter((time) => joinLocal(date, time) > start);
}

/** The days a bike can be returned: from the pickup day to 90 days later. */
export function returnDays(week: WeekMinutes, start: string, now: Date): DayChoice[] {
  const last = addDays(datePart(start), maxRentalDays);
  return daysFrom(datePart(start), maxRentalDays).flatMap((date): DayChoice[] => {
    const times = returnTimes(week, date, start, now).filter(
      (time) => date < last || time <= timePart(start),
    );
    if (times.length > 0) return [{ date, closed: false }];
    if (date === datePart(start)) return [];
    return [{ date, closed: true }];
  });
}

/** The first of `times` at or after `time`, else the first of the day. */
function nearest(times: string[], time: string): string | undefined {
  return times.find((slot) => slot >= time) ?? times[0];
}

/** The later of two `YYYY-MM-DD` dates. */
function later(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * The first open quarter hour at or after `wanted` (its time of day kept where it can be).
 * Day by day from the wanted one, not through `pickupDays`: a page fits its window on every
 * render, and a year of days to find the first is most of the bike page's first render.
 */
export function snapPickup(week: WeekMinutes, wanted: string, now: Date): string | null {
  const today = datePart(vietnamLocal(now));
  const last = addDays(today, pickupHorizonDays);
  for (let date = later(datePart(wanted), today); date <= last; date = addDays(date, 1)) {
    const times = openTimes(week, date, now);
    const time =
      date === datePart(wanted)
        ? times.find((slot) => slot >= timePart(wanted))
        : nearest(times, timePart(wanted));
    if (time) return joinLocal(date, time);
  }
  return null;
}

/** The first return time at or after `wanted`, after the pickup and within 90 days of it. */
export function snapReturn(
  week: WeekMinutes,
  wanted: string,
  start: string,
  now: Date,
): string | null {
  const last = addDays(datePart(start), maxRentalDays);
  for (let date = later(datePart(wanted), datePart(start)); date <= last; date = addDays(date, 1)) {
    const times = returnTimes(week, date, start, now);
    // As `returnDays` lists the days: the last one only until the pickup's time of day.
    if (!times.some((time) => date < last || time <= timePart(start))) continue;
    const time =
      date === datePart(wanted)
        ? times.find((slot) => slot >= timePart(wanted))
        : nearest(times, timePart(wanted));
    if (time) return joinLocal(date, time);
  }
  return null;
}

/**
 * The nearest rental the shops allow to the one wanted: pickup and return while the shops
 * are open, not past, the return after the pickup (three days when it was not), at most 90
 * days. Null when a shop is never open.
 */
export function fitWindow(
  pickupWeek: WeekMinutes,
  returnWeek: WeekMinutes,
  wanted: RentalWindow,
  now: Date,
): RentalWindow | null {
  const start = snapPickup(pickupWeek, wanted.start, now);
  if (!start) return null;
  const tooLong = wanted.end > joinLocal(addDays(datePart(start), maxRentalDays), timePart(start));
  const endWanted =
    wanted.end > start && !tooLong
      ? wanted.end
      : joinLocal(addDays(datePart(start), defaultRentalDays), timePart(start));
  const end =
    snapReturn(returnWeek, endWanted, start, now) ??
    snapReturn(returnWeek, joinLocal(datePart(start), '00:00'), start, now);
  return end ? { start, end } : null;
}
