import { defineMessages } from 'react-intl';

export const partnerKinds = ['RENTAL', 'MARKETING'] as const;
export type PartnerKindName = (typeof partnerKinds)[number];

/** `?kind=` of the link; rental partners when it is missing or unknown. */
export function kindParam(value: string | null): PartnerKindName {
  return value === 'MARKETING' ? 'MARKETING' : 'RENTAL';
}

export const kindLabels = defineMessages({
  RENTAL: { id: 'admin.partners.kind.RENTAL' },
  MARKETING: { id: 'admin.partners.kind.MARKETING' },
});

export const listTitles = defineMessages({
  RENTAL: { id: 'admin.partners.title.RENTAL' },
  MARKETING: { id: 'admin.partners.title.MARKETING' },
});

export const addLabels = defineMessages({
  RENTAL: { id: 'admin.partners.add.RENTAL' },
  MARKETING: { id: 'admin.partners.add.MARKETING' },
});

export const listCaptions = defineMessages({
  RENTAL: { id: 'admin.partners.caption.RENTAL' },
  MARKETING: { id: 'admin.partners.caption.MARKETING' },
});

export const newTitles = defineMessages({
  RENTAL: { id: 'admin.partners.new.title.RENTAL' },
  MARKETING: { id: 'admin.partners.new.title.MARKETING' },
});

export const orderStatuses = defineMessages({
  AWAITING_VERIFICATION: { id: 'admin.partners.status.AWAITING_VERIFICATION' },
  CONFIRMED: { id: 'admin.partners.status.CONFIRMED' },
  IN_PROGRESS: { id: 'admin.partners.status.IN_PROGRESS' },
  COMPLETED: { id: 'admin.partners.status.COMPLETED' },
  CANCELLED: { id: 'admin.partners.status.CANCELLED' },
  NO_SHOW: { id: 'admin.partners.status.NO_SHOW' },
  LAPSED: { id: 'admin.partners.status.LAPSED' },
});
