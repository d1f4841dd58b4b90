import type { PartLoaders } from '../i18n/catalogue';

/** Each owner screen's own texts (catalogue.ts, OwnerScreenTexts), in this area's module. */
export const ownerScreenTexts: PartLoaders = {
  en: {
    'owner-accessories': () => import('../i18n/en/owner-accessories.json'),
    'owner-availability': () => import('../i18n/en/owner-availability.json'),
    'owner-bikes': () => import('../i18n/en/owner-bikes.json'),
    'owner-bookings': () => import('../i18n/en/owner-booking-screens'),
    'owner-offers': () => import('../i18n/en/owner-offers.json'),
    'owner-reviews': () => import('../i18n/en/owner-reviews.json'),
    'owner-shops': () => import('../i18n/en/owner-shops.json'),
  },
  vn: {
    'owner-accessories': () => import('../i18n/vn/owner-accessories.json'),
    'owner-availability': () => import('../i18n/vn/owner-availability.json'),
    'owner-bikes': () => import('../i18n/vn/owner-bikes.json'),
    'owner-bookings': () => import('../i18n/vn/owner-booking-screens'),
    'owner-offers': () => import('../i18n/vn/owner-offers.json'),
    'owner-reviews': () => import('../i18n/vn/owner-reviews.json'),
    'owner-shops': () => import('../i18n/vn/owner-shops.json'),
  },
};
