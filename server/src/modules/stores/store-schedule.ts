import { Weekday } from '../../generated/prisma/enums';
import { UserErrorCode, type UserError } from '../../graphql/user-error';

/**
 * Opening hours: slots per weekday in minutes after local midnight, chosen every 15 minutes
 * from 08:00 to 23:45 (spec sections 5 and 9). Pure rules, shared by the shop and its hours.
 */
export const dayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayKey = (typeof dayKeys)[number];

export const weekdayOf: Record<DayKey, Weekday> = {
  mon: Weekday.MON,
  tue: Weekday.TUE,
  wed: Weekday.WED,
  thu: Weekday.THU,
  fri: Weekday.FRI,
  sat: Weekday.SAT,
  sun: Weekday.SUN,
};

export const dayKeyOf = Object.fromEntries(dayKeys.map((key) => [weekdayOf[key], key])) as Record<
  Weekday,
  DayKey
>;

export const scheduleLimits = {
  earliest: 8 * 60,
  latest: 23 * 60 + 45,
  step: 15,
  slotsPerDay: 12,
} as const;

export interface TimeSlotText {
  start: string;
  end: string;
}

export type WeekText = Partial<Record<DayKey, TimeSlotText[] | null>>;

export interface SlotValue {
  weekday: Weekday;
  opensAt: number;
  closesAt: number;
}

const timePattern = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/;

export function formatTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of a valid choice, or the user error of `field`. */
function timeOf(text: string, field: string): number | UserError {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { field, message: 'Give a time', code: UserErrorCode.REQUIRED };
  const match = timePattern.exec(trimmed);
  if (!match)
    return { field, message: 'Use HH:MM in 24-hour form, e.g. 08:30', code: UserErrorCode.INVALID };
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes % scheduleLimits.step !== 0)
    return {
      field,
      message: 'Use a quarter hour (:00, :15, :30 or :45)',
      code: UserErrorCode.INVALID,
    };
  if (minutes < scheduleLimits.earliest || minutes > scheduleLimits.latest)
    return {
      field,
      message: 'Opening hours run from 08:00 to 23:45',
      code: UserErrorCode.OUT_OF_RANGE,
    };
  return minutes;
}

/**
 * The slots of the days given (a null or missing day is not given), or the errors, named
 * `<prefix>mon.0.end` and so on. A day given as an empty list is closed.
 */
export function parseWeek(
  week: WeekText,
  prefix = '',
): { days: Map<Weekday, SlotValue[]>; userErrors: UserError[] } {
  const days = new Map<Weekday, SlotValue[]>();
  const userErrors: UserError[] = [];
  for (const key of dayKeys) {
    const slots = week[key];
    if (slots === null || slots === undefined) continue;
    const dayField = `${prefix}${key}`;
    if (slots.length > scheduleLimits.slotsPerDay) {
      userErrors.push({
        field: dayField,
        message: `Use at most ${scheduleLimits.slotsPerDay} slots a day`,
        code: UserErrorCode.OUT_OF_RANGE,
      });
      continue;
    }
    const parsed: (SlotValue & { index: number })[] = [];
    slots.forEach((slot, index) => {
      const start = timeOf(slot.start, `${dayField}.${index}.start`);
      const end = timeOf(slot.end, `${dayField}.${index}.end`);
      if (typeof start !== 'number') userErrors.push(start);
      if (typeof end !== 'number') userErrors.push(end);
      if (typeof start !== 'number' || typeof end !== 'number') return;
      if (end <= start) {
        userErrors.push({
          field: `${dayField}.${index}.end`,
          message: 'Closing time must be after opening time',
          code: UserErrorCode.INVALID,
        });
        return;
      }
      parsed.push({ weekday: weekdayOf[key], opensAt: start, closesAt: end, index });
    });
    // Touching slots (12:00-13:00 after 08:00-12:00) are fine; overlapping ones are not.
    const sorted = [...parsed].sort((a, b) => a.opensAt - b.opensAt || a.closesAt - b.closesAt);
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const slot = sorted[i];
      if (slot.opensAt < previous.closesAt) {
        const later = Math.max(slot.index, previous.index);
        const other = later === slot.index ? previous : slot;
        userErrors.push({
          field: `${dayField}.${later}`,
          message: `Overlaps ${formatTime(other.opensAt)}-${formatTime(other.closesAt)} of the same day`,
          code: UserErrorCode.INVALID,
        });
      }
    }
    days.set(
      weekdayOf[key],
      sorted.map(({ index: _index, ...slot }) => slot),
    );
  }
  return { days, userErrors };
}

/** Whether a week given as text names at least one day. */
export function namesSomeDay(week: WeekText): boolean {
  return dayKeys.some((key) => week[key] !== null && week[key] !== undefined);
}
