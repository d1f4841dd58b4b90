/**
 * Trip times are the shops' wall-clock times in Vietnam (UTC+7 all year, no daylight saving),
 * written `YYYY-MM-DDTHH:mm`, whatever zone the visitor's phone is in.
 */
export const vietnamOffset = '+07:00';
const offsetMs = 7 * 60 * 60 * 1000;

export const firstSlot = '08:00';
export const lastSlot = '23:45';

/** Every quarter hour from 08:00 to 23:45 (spec sections 5 and 9). */
export const timeSlots: string[] = Array.from({ length: 64 }, (_, index) => {
  const minutes = 8 * 60 + index * 15;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The wall-clock time in Vietnam at `now`, as `YYYY-MM-DDTHH:mm`. */
export function vietnamLocal(now: Date): string {
  return new Date(now.getTime() + offsetMs).toISOString().slice(0, 16);
}

export function datePart(local: string): string {
  return local.slice(0, 10);
}

export function timePart(local: string): string {
  return local.slice(11, 16);
}

export function joinLocal(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The instant of a Vietnamese wall-clock time, for the API. */
export function toInstant(local: string): string {
  return `${local}:00${vietnamOffset}`;
}

export function instantOf(local: string): Date {
  return new Date(toInstant(local));
}

export function isValidLocal(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) &&
    !Number.isNaN(instantOf(value).getTime()) &&
    timeSlots.includes(timePart(value))
  );
}

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A time is past when it is earlier than now (spec section 5). */
export function isPast(local: string, now: Date): boolean {
  return instantOf(local).getTime() < now.getTime();
}

/** The slots of a day still ahead at `now`: all of them on later days. */
export function slotsAhead(date: string, now: Date): string[] {
  return timeSlots.filter((slot) => !isPast(joinLocal(date, slot), now));
}

/**
 * The default pickup: now rounded up to the next quarter hour (spec section 5), moved to
 * 08:00 when that is before the first slot, and to the next morning after the last.
 */
export function nextSlot(now: Date): string {
  const local = vietnamLocal(new Date(Math.ceil(now.getTime() / 900_000) * 900_000));
  const time = timePart(local);
  if (time < firstSlot) return joinLocal(datePart(local), firstSlot);
  if (!timeSlots.includes(time)) return joinLocal(addDays(datePart(local), 1), firstSlot);
  return local;
}

/** Whole 24-hour periods begun between pickup and return, at least one (DESIGN.md section 3). */
export function rentalDays(start: string, end: string): number {
  const ms = instantOf(end).getTime() - instantOf(start).getTime();
  return Math.max(1, Math.ceil(ms / 86_400_000));
}
