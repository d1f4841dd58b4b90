import { addDays, toInstant } from '../../ui/tripTime';

/** What the API answers for a period (UTC) and what it takes back (with the unit's global id). */
export interface StoredPeriod {
  start: string;
  end: string;
  reason: string | null;
  unitDatabaseId: number | null;
}

export interface PeriodInput {
  start: string;
  end: string;
  reason?: string | null;
  unitId?: string | null;
}

/** `24.12.2026` → `2026-12-24`, or null when it is no real date. */
export function isoDateOf(typed: string): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const [day, month, year] = [match[1], match[2], match[3]].map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A period as the API takes it: a date alone means the whole day (its start: local midnight;
 * its end: the end of that local day), else a Vietnamese wall-clock quarter hour.
 */
export function periodBounds(
  startDate: string,
  startTime: string,
  endDate: string,
  endTime: string,
) {
  const start = startTime ? toInstant(`${startDate}T${startTime}`) : startDate;
  const end = endTime ? toInstant(`${endDate}T${endTime}`) : endDate;
  const startMs = new Date(startTime ? start : toInstant(`${startDate}T00:00`)).getTime();
  const endMs = new Date(endTime ? end : toInstant(`${addDays(endDate, 1)}T00:00`)).getTime();
  return { start, end, ordered: endMs > startMs };
}

/** The periods the API holds, to send back when one is added or removed (it replaces them all). */
export function inputsOf(
  periods: readonly StoredPeriod[],
  units: readonly { id: string; databaseId: number }[],
): PeriodInput[] {
  return periods.map((period) => ({
    start: period.start,
    end: period.end,
    reason: period.reason,
    unitId:
      period.unitDatabaseId === null
        ? null
        : (units.find((unit) => unit.databaseId === period.unitDatabaseId)?.id ?? null),
  }));
}

const vietnamMs = 7 * 60 * 60 * 1000;

/** An instant as a Vietnamese wall-clock `DD.MM.YYYY HH:mm`. */
export function vietnamDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + vietnamMs).toISOString();
  return `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
