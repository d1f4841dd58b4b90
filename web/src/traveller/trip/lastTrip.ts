import { readTrip, writeTrip, type Trip } from './trip';

/** The last trip the visitor put together, kept for the visit (the tab) only. */
export const lastTripKey = 'xemay.lastTrip';

export function readLastTrip(): Partial<Trip> {
  try {
    return readTrip(new URLSearchParams(window.sessionStorage.getItem(lastTripKey) ?? ''));
  } catch {
    return {};
  }
}

export function saveLastTrip(trip: Partial<Trip>) {
  try {
    window.sessionStorage.setItem(lastTripKey, writeTrip(trip).toString());
  } catch {
    // Storage may be refused (private browsing, full): the form then starts afresh next time.
  }
}
