import { screen } from '@testing-library/react';

/** Answers of the API for the booking screens' tests (not shipped: only tests import it). */

const shop = (databaseId: number, name: string, address: string, phone: string) => ({
  __typename: 'BookingStore',
  databaseId,
  name,
  address,
  phone,
});

/** Picked up on Tuesday 01.12.2026 at 10:00 in Vietnam, back on Friday 04.12 at 10:00. */
export function bookingDetails(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    bookingNumber: 'XM-7KQ2MX',
    bikeName: 'Honda Wave Alpha',
    startAt: '2026-12-01T03:00:00.000Z',
    endAt: '2026-12-04T03:00:00.000Z',
    rentalDays: 3,
    bagCount: 0,
    offerNumber: null,
    pickupStore: shop(1, 'Hanoi Motorbikes', '12 Hang Bac, Hoan Kiem, Hanoi', '+84 90 111 2222'),
    returnStore: shop(1, 'Hanoi Motorbikes', '12 Hang Bac, Hoan Kiem, Hanoi', '+84 90 111 2222'),
    price: {
      __typename: 'PriceBreakdown',
      pricePerDay: 150000,
      rentalDays: 3,
      bikeCost: 450000,
      discountAmount: 0,
      transferCost: 0,
      bagsCost: 0,
      totalPrice: 510000,
      depositPrice: 2000000,
      lines: [
        {
          __typename: 'BookingPriceLine',
          addonDatabaseId: 4,
          name: 'Helmet',
          quantity: 2,
          pricePerDay: 10000,
          oneTimePrice: 0,
          total: 60000,
        },
      ],
    },
    ...overrides,
  };
}

export const oneWay = {
  returnStore: shop(2, 'Hue Riders', '5 Le Loi, Hue', '+84 91 333 4444'),
  price: {
    ...bookingDetails().price,
    transferCost: 300000,
    bagsCost: 100000,
    totalPrice: 910000,
  },
  bagCount: 2,
};

export const whatsAppAnswer = {
  data: { appSettings: { __typename: 'AppSettings', whatsappUrl: 'https://wa.me/84901234567' } },
};

const cityId = (databaseId: number) => btoa(`City:${databaseId}`).replace(/=+$/, '');

export const tripCitiesAnswer = {
  data: {
    cities: {
      __typename: 'CityConnection',
      nodes: [
        {
          __typename: 'City',
          id: cityId(1),
          databaseId: 1,
          slug: 'hanoi',
          name: { __typename: 'LocalizedText', en: 'Hanoi', vn: 'Hà Nội' },
          latitude: 21.03,
          longitude: 105.85,
          shopCount: 3,
        },
        {
          __typename: 'City',
          id: cityId(2),
          databaseId: 2,
          slug: 'ha-giang',
          name: { __typename: 'LocalizedText', en: 'Ha Giang', vn: 'Hà Giang' },
          latitude: 22.8,
          longitude: 104.98,
          shopCount: 0,
        },
      ],
    },
  },
};

/** What a GraphQL error with a code looks like on the wire (RATE_LIMITED and the like). */
export function graphQLError(code: string, extensions: Record<string, unknown> = {}) {
  const errors = [{ message: code, extensions: { code, ...extensions } }];
  return { errors };
}

/**
 * The live region (`role`) that says `text`; the app's toasts keep empty live regions of their
 * own on the page, so regions are found by what they say.
 */
export async function findLiveRegion(role: 'alert' | 'status', text: string | RegExp) {
  const message = await screen.findByText(text);
  const region = message.closest(`[role="${role}"]`);
  if (!(region instanceof HTMLElement))
    throw new Error(`"${message.textContent}" is not in a ${role}`);
  return region;
}
