import { defineMessages } from 'react-intl';

export const shopOwnerPath = (databaseId: number) => `/dashboard/shop-owners/${databaseId}`;

export const orderStatusTexts = defineMessages({
  AWAITING_VERIFICATION: { id: 'admin.owners.status.awaiting' },
  CONFIRMED: { id: 'admin.owners.status.confirmed' },
  IN_PROGRESS: { id: 'admin.owners.status.inProgress' },
  COMPLETED: { id: 'admin.owners.status.completed' },
  CANCELLED: { id: 'admin.owners.status.cancelled' },
  NO_SHOW: { id: 'admin.owners.status.noShow' },
  LAPSED: { id: 'admin.owners.status.lapsed' },
});
