import { instantOf, nextSlot, rentalDays, vietnamLocal } from '../../ui/tripTime';

/** The dates an offer is booked for: as early as it allows, for as long as it allows. */
export interface OfferTrip {
  /** Vietnamese wall-clock times, as URLs carry them. */
  start: string;
  end: string;
  startInstant: Date;
  endInstant: Date;
  days: number;
}

const dayMs = 86_400_000;

export function offerTrip(
  offer: {
    earliestPickupAt: unknown;
    latestPickupAt: unknown;
    travelEndsAt: unknown;
    maxRentalDays: number;
  },
  now: Date,
): OfferTrip | null {
  const earliest = new Date(String(offer.earliestPickupAt)).getTime();
  const latest = new Date(String(offer.latestPickupAt)).getTime();
  const travelEnds = new Date(String(offer.travelEndsAt)).getTime();
  const startMs = Math.max(earliest, instantOf(nextSlot(now)).getTime());
  if (startMs > latest) return null;
  const endMs = Math.min(startMs + offer.maxRentalDays * dayMs, travelEnds);
  if (endMs <= startMs) return null;
  const start = vietnamLocal(new Date(startMs));
  const end = vietnamLocal(new Date(endMs));
  return {
    start,
    end,
    startInstant: instantOf(start),
    endInstant: instantOf(end),
    days: rentalDays(start, end),
  };
}
