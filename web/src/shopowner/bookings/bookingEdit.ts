import { openTimes, type WeekMinutes } from '../../ui/openingHours';
import { datePart, joinLocal, timePart, toInstant, vietnamLocal } from '../../ui/tripTime';

/** The form's values: times as Vietnamese wall-clock `YYYY-MM-DD` and `HH:mm`. */
export interface BookingEditValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  shopBikeId: string;
  /** Quantity by catalogue add-on id (Addon); 0: not booked. */
  addons: Record<string, number>;
  bagCount: number;
  firstName: string;
  lastName: string;
  phone: string;
}

export type EditField =
  'start' | 'end' | 'bike' | 'addons' | 'bags' | 'firstName' | 'lastName' | 'phone';

/** The API's userError fields (REST names, as the traveller's booking) on the form's fields. */
export function editFieldOf(apiField: string | null): EditField | null {
  if (!apiField) return null;
  if (apiField === 'date_start_travel') return 'start';
  if (apiField === 'date_end_travel') return 'end';
  if (apiField === 'bike_id') return 'bike';
  if (apiField.startsWith('accessories')) return 'addons';
  if (apiField === 'bag_count') return 'bags';
  if (apiField === 'user.firstname') return 'firstName';
  if (apiField === 'user.lastname') return 'lastName';
  if (apiField === 'user.phone') return 'phone';
  return null;
}

export function localParts(instant: string): { date: string; time: string } {
  const local = vietnamLocal(new Date(instant));
  return { date: datePart(local), time: timePart(local) };
}

/** The quarter hours the shop is open on `date`, with the booking's own time kept. */
export function timeChoices(week: WeekMinutes, date: string, keep: string, now: Date): string[] {
  const times = date ? openTimes(week, date, now) : [];
  return keep && !times.includes(keep) ? [...times, keep].sort() : times;
}

/** What the mutation takes: every value; the server keeps what did not change. */
export function updateInput(id: string, values: BookingEditValues, locked: boolean) {
  const traveller = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
  };
  if (locked) return { id, ...traveller };
  return {
    id,
    startAt: toInstant(joinLocal(values.startDate, values.startTime)),
    endAt: toInstant(joinLocal(values.endDate, values.endTime)),
    shopBikeId: values.shopBikeId,
    addons: Object.entries(values.addons)
      .filter(([, quantity]) => quantity > 0)
      .map(([addonId, quantity]) => ({ addonId, quantity })),
    bagCount: values.bagCount,
    ...traveller,
  };
}
