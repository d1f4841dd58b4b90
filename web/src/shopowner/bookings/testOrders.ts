/** Answers of the API for the owner's booking screens' tests (only tests import it). */

export const shops = [
  { __typename: 'Store', id: 'U3RvcmU6MQ', databaseId: 1, name: 'Hanoi Motorbikes' },
  { __typename: 'Store', id: 'U3RvcmU6Mg', databaseId: 2, name: 'Old Quarter Rentals' },
];

/** Picked up on Tuesday 01.12.2026 at 10:00 in Vietnam, back on Friday 04.12 at 10:00. */
export function order(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShopOrder',
    id: 'U2hvcE9yZGVyOjE=',
    bookingNumber: 'XM-7KQ2MX',
    status: 'CONFIRMED',
    lateForPickup: false,
    bikeName: 'Honda Wave Alpha',
    unitLabel: 'A2',
    startAt: '2026-12-01T03:00:00.000Z',
    endAt: '2026-12-04T03:00:00.000Z',
    rentalDays: 3,
    storeName: 'Hanoi Motorbikes',
    returnStoreName: 'Hanoi Motorbikes',
    oneWay: false,
    bagCount: 0,
    offerNumber: null,
    partnerName: null,
    customer: {
      __typename: 'ShopOrderCustomer',
      firstName: 'Mai',
      lastName: 'Trần',
      email: 'mai.tran@example.com',
      phone: '+84 912 345 678',
    },
    items: [
      {
        __typename: 'ShopOrderItem',
        addonDatabaseId: 4,
        name: 'Helmet',
        quantity: 2,
      },
    ],
    price: {
      __typename: 'ShopOrderPrice',
      bikeCost: 450000,
      discountAmount: 0,
      transferCost: 0,
      addonsCost: 60000,
      bagsCost: 0,
      depositPrice: 2000000,
      totalPrice: 510000,
    },
    ...overrides,
  };
}

const connection = (nodes: unknown[], totalCount = nodes.length) => ({
  __typename: 'ShopOrderConnection',
  totalCount,
  nodes,
});

export function board(
  groups: Partial<
    Record<'pending' | 'awaitingVerification' | 'lateForPickup' | 'bookedOffers', unknown[]>
  >,
  storeDatabaseId: number | null = null,
  totals: Partial<Record<'pending', number>> = {},
) {
  return {
    __typename: 'ShopOrderBoard',
    asOf: '2026-11-26T08:00:00.000Z',
    storeDatabaseId,
    awaitingVerification: connection(groups.awaitingVerification ?? []),
    pending: connection(groups.pending ?? [], totals.pending),
    lateForPickup: connection(groups.lateForPickup ?? []),
    bookedOffers: connection(groups.bookedOffers ?? []),
  };
}
