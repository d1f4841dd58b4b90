import { firstSlot, lastSlot, timeSlots } from '../../ui/tripTime';
import { weekdayKeys, type WeekdayKey } from '../../ui/weekdays';

/** Opening hours as the form holds them: per weekday, slots of "HH:MM" quarter hours. */
export interface Slot {
  start: string;
  end: string;
}
export type Week = Record<WeekdayKey, Slot[]>;

/** The server's limit (store-schedule.ts). */
export const slotsPerDay = 12;

export { timeSlots as quarterHours };

export function emptyWeek(): Week {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number);
  return hours * 60 + mins;
}

function timeOf(total: number): string {
  const clamped = Math.max(minutes(firstSlot), Math.min(minutes(lastSlot), total));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/** A new slot of a day: the morning first, then an hour after the day's last slot closes. */
export function nextSlot(slots: Slot[]): Slot {
  if (slots.length === 0) return { start: '08:00', end: '12:00' };
  const latestEnd = Math.max(...slots.map((slot) => minutes(slot.end)));
  const start = latestEnd + 60 >= minutes(lastSlot) ? latestEnd : latestEnd + 60;
  return { start: timeOf(start), end: timeOf(start + 4 * 60) };
}

export type DayProblem =
  { kind: 'order'; index: number } | { kind: 'overlap'; index: number; other: Slot };

/** The first thing wrong with a day: a slot closing before it opens, or two slots overlapping (touching is fine). */
export function dayProblem(slots: Slot[]): DayProblem | null {
  const bad = slots.findIndex((slot) => minutes(slot.end) <= minutes(slot.start));
  if (bad >= 0) return { kind: 'order', index: bad };
  for (let later = 1; later < slots.length; later += 1) {
    for (let earlier = 0; earlier < later; earlier += 1) {
      const a = slots[earlier];
      const b = slots[later];
      if (minutes(a.start) < minutes(b.end) && minutes(b.start) < minutes(a.end))
        return { kind: 'overlap', index: later, other: a };
    }
  }
  return null;
}

export function weekProblems(week: Week): Partial<Record<WeekdayKey, DayProblem>> {
  const problems: Partial<Record<WeekdayKey, DayProblem>> = {};
  for (const day of weekdayKeys) {
    const problem = dayProblem(week[day]);
    if (problem) problems[day] = problem;
  }
  return problems;
}

/** "HH:MM" in 24-hour form, or as "h:mm AM/PM" for owners who prefer that clock. */
export function clockText(time: string, twelveHour: boolean): string {
  if (!twelveHour) return time;
  const [hours, mins] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const shown = hours % 12 === 0 ? 12 : hours % 12;
  return `${shown}:${String(mins).padStart(2, '0')} ${suffix}`;
}

/** The day a server error such as `store_schedule.mon.1.end` is about. */
export function dayOfField(field: string | null | undefined): WeekdayKey | null {
  const match = /^store_schedule\.(mon|tue|wed|thu|fri|sat|sun)\b/.exec(field ?? '');
  return match ? (match[1] as WeekdayKey) : null;
}
