import { defineMessages } from 'react-intl';
import type { ShopOrderStatus } from '../../gql/graphql';

/** A booking's state as the owner reads it (spec 4). */
export const statusNames = defineMessages<ShopOrderStatus>({
  AWAITING_VERIFICATION: { id: 'owner.booking.status.awaiting' },
  CONFIRMED: { id: 'owner.booking.status.confirmed' },
  IN_PROGRESS: { id: 'owner.booking.status.inProgress' },
  COMPLETED: { id: 'owner.booking.status.completed' },
  CANCELLED: { id: 'owner.booking.status.cancelled' },
  LAPSED: { id: 'owner.booking.status.lapsed' },
  NO_SHOW: { id: 'owner.booking.status.noShow' },
});
