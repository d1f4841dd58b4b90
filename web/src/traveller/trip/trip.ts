import { addDays, datePart, isValidLocal, joinLocal, nextSlot, timePart } from '../../ui/tripTime';

/** A trip as the URL carries it: cities by slug, times as Vietnamese wall-clock times. */
export interface Trip {
  city: string;
  /** One way: the return city's slug. */
  to: string | null;
  start: string;
  end: string;
}

export const defaultRentalDays = 3;

/** The trip a new visitor starts from: the next quarter hour, three days. */
export function defaultTimes(now: Date): Pick<Trip, 'start' | 'end'> {
  const start = nextSlot(now);
  return { start, end: joinLocal(addDays(datePart(start), defaultRentalDays), timePart(start)) };
}

/** Reads a trip from a URL's parameters; what is missing or broken is left out. */
export function readTrip(params: URLSearchParams): Partial<Trip> {
  const trip: Partial<Trip> = {};
  const city = params.get('city');
  if (city) trip.city = city;
  const to = params.get('to');
  if (to && to !== city) trip.to = to;
  const start = params.get('start');
  const end = params.get('end');
  if (isValidLocal(start) && isValidLocal(end) && end > start) {
    trip.start = start;
    trip.end = end;
  }
  return trip;
}

/** Writes a trip into URL parameters (others, such as filters, are kept). */
export function writeTrip(trip: Partial<Trip>, into = new URLSearchParams()): URLSearchParams {
  for (const key of ['city', 'to', 'start', 'end'] as const) {
    const value = trip[key];
    if (value) into.set(key, value);
    else into.delete(key);
  }
  return into;
}

export function tripQuery(trip: Partial<Trip>): string {
  return writeTrip(trip).toString();
}
