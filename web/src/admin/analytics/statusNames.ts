import { defineMessages } from 'react-intl';
/** The fields of the API's OrderStatusCounts. */
export type StatusKey =
  | 'awaitingVerification'
  | 'confirmed'
  | 'inProgress'
  | 'completed'
  | 'cancelled'
  | 'noShow'
  | 'lapsed';

export type StatusCounts = Record<StatusKey, number>;

/** The states in a booking's order of life, as the API counts them (OrderStatusCounts). */
export const statusKeys: StatusKey[] = [
  'awaitingVerification',
  'confirmed',
  'inProgress',
  'completed',
  'cancelled',
  'noShow',
  'lapsed',
];

/** A booking's state in the owners' words (their area's `owner.booking.status.*`). */
export const statusNames = defineMessages<StatusKey>({
  awaitingVerification: { id: 'admin.analytics.status.awaiting' },
  confirmed: { id: 'admin.analytics.status.confirmed' },
  inProgress: { id: 'admin.analytics.status.inProgress' },
  completed: { id: 'admin.analytics.status.completed' },
  cancelled: { id: 'admin.analytics.status.cancelled' },
  noShow: { id: 'admin.analytics.status.noShow' },
  lapsed: { id: 'admin.analytics.status.lapsed' },
});
