import { isDate } from '../../ui/dates';
import { defaultTimes, type Trip } from './trip';
import {
  addDays,
  datePart,
  isPast,
  isValidLocal,
  joinLocal,
  nextSlot,
  slotsAhead,
  timePart,
  timeSlots,
  vietnamLocal,
} from '../../ui/tripTime';

/** The server's limits (booking-rules.ts): pickup within a year, at most 90 days of rental. */
export const pickupHorizonDays = 364;
export const maxRentalDays = 90;

/** The trip as the form holds it: dates apart from times, since a typed date may be unfinished. */
export interface TripDraft {
  oneWay: boolean;
  city: string;
  to: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

export type DraftField = 'city' | 'to' | 'startDate' | 'startTime' | 'endDate';

/** What is wrong with a field; each has its own message saying how to fix it. */
export type DraftProblem =
  | 'cityMissing'
  | 'toMissing'
  | 'startMissing'
  | 'startPast'
  | 'noTimeToday'
  | 'startTooFar'
  | 'startTimePast'
  | 'endMissing'
  | 'endBeforeStart'
  | 'tooLong';

/** The first day a pickup can still be on: today, or tomorrow once 23:45 has passed. */
export function firstPickupDay(now: Date): string {
  return datePart(nextSlot(now));
}

export function lastPickupDay(now: Date): string {
  return addDays(datePart(vietnamLocal(now)), pickupHorizonDays);
}

/** A pickup on a day already gone keeps every slot on offer: the date itself is the problem. */
export function pickupTimes(date: string, now: Date): string[] {
  if (!isDate(date) || date > firstPickupDay(now)) return timeSlots;
  const ahead = slotsAhead(date, now);
  return ahead.length > 0 ? ahead : timeSlots;
}

/** On the pickup day the return can only be later than the pickup. */
export function returnTimes(draft: Pick<TripDraft, 'startDate' | 'startTime' | 'endDate'>) {
  if (draft.endDate !== draft.startDate) return timeSlots;
  const later = timeSlots.filter((slot) => slot > draft.startTime);
  return later.length > 0 ? later : timeSlots;
}

export function startOf(draft: TripDraft): string {
  return joinLocal(draft.startDate, draft.startTime);
}

export function endOf(draft: TripDraft): string {
  return joinLocal(draft.endDate, draft.endTime);
}

/** The draft a form opens with: the given trip where it is usable, else the defaults. */
export function draftFrom(trip: Partial<Trip>, now: Date): TripDraft {
  const usable =
    isValidLocal(trip.start) && isValidLocal(trip.end) && !isPast(trip.start, now)
      ? { start: trip.start, end: trip.end }
      : defaultTimes(now);
  return {
    oneWay: Boolean(trip.to),
    city: trip.city ?? '',
    to: trip.to ?? '',
    startDate: datePart(usable.start),
    startTime: timePart(usable.start),
    endDate: datePart(usable.end),
    endTime: timePart(usable.end),
  };
}

const dayMs = 86_400_000;

function localMs(local: string): number {
  return new Date(`${local}:00Z`).getTime();
}

/**
 * A new pickup keeps the return after it: a return no longer after the pickup moves with it,
 * keeping the trip's length (the default three days when the old one cannot be read).
 */
export function withPickup(draft: TripDraft, startDate: string, startTime: string): TripDraft {
  const next = { ...draft, startDate, startTime };
  if (!isDate(startDate)) return next;
  const start = startOf(next);
  if (isDate(draft.endDate) && endOf(draft) > start) return next;
  const before = localMs(endOf(draft)) - localMs(startOf(draft));
  const length = before > 0 && before <= maxRentalDays * dayMs ? before : 3 * dayMs;
  const end = new Date(localMs(start) + length).toISOString().slice(0, 16);
  return { ...next, endDate: datePart(end), endTime: timePart(end) };
}

/** Each field's problem, if it has one. */
export function draftProblems(
  draft: TripDraft,
  now: Date,
): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  if (!draft.city) problems.city = 'cityMissing';
  if (draft.oneWay && (!draft.to || draft.to === draft.city)) problems.to = 'toMissing';

  const firstDay = firstPickupDay(now);
  const today = datePart(vietnamLocal(now));
  if (!isDate(draft.startDate)) problems.startDate = 'startMissing';
  else if (draft.startDate < today) problems.startDate = 'startPast';
  else if (draft.startDate < firstDay) problems.startDate = 'noTimeToday';
  else if (draft.startDate > lastPickupDay(now)) problems.startDate = 'startTooFar';
  else if (isPast(startOf(draft), now)) problems.startTime = 'startTimePast';

  if (!isDate(draft.endDate)) problems.endDate = 'endMissing';
  else if (isDate(draft.startDate)) {
    const length = localMs(endOf(draft)) - localMs(startOf(draft));
    if (length <= 0) problems.endDate = 'endBeforeStart';
    else if (length > maxRentalDays * dayMs) problems.endDate = 'tooLong';
  }
  return problems;
}

/** The parts of a draft that are sound, for the trip kept between visits and for the links. */
export function soundParts(draft: TripDraft, now: Date): Partial<Trip> {
  const problems = draftProblems(draft, now);
  const trip: Partial<Trip> = {};
  if (!problems.city) trip.city = draft.city;
  if (draft.oneWay && !problems.to && !problems.city) trip.to = draft.to;
  if (!problems.startDate && !problems.startTime && !problems.endDate) {
    trip.start = startOf(draft);
    trip.end = endOf(draft);
  }
  return trip;
}

/** The trip to search for, or null while a field has a problem. */
export function tripOf(draft: TripDraft, now: Date): Trip | null {
  if (Object.keys(draftProblems(draft, now)).length > 0) return null;
  return {
    city: draft.city,
    to: draft.oneWay ? draft.to : null,
    start: startOf(draft),
    end: endOf(draft),
  };
}
