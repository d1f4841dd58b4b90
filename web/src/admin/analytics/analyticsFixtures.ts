// Answers of `analytics` for the screen's tests, shaped as the API gives them.
const counts = (given: Partial<Record<string, number>> = {}) => ({
  __typename: 'OrderStatusCounts',
  awaitingVerification: 0,
  confirmed: 0,
  inProgress: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  lapsed: 0,
  ...given,
});

const total = (byStatus: ReturnType<typeof counts>) =>
  Object.values(byStatus).reduce<number>(
    (sum, value) => sum + (typeof value === 'number' ? value : 0),
    0,
  );

const period = (day: string, given: Partial<Record<string, number>> = {}) => {
  const byStatus = counts(given);
  return {
    __typename: 'BookingStatusPeriod',
    period: day,
    bookingCount: total(byStatus),
    byStatus,
  };
};

export function analyticsAnswer({ empty = false, granularity = 'DAY' } = {}) {
  const days = empty
    ? [period('2026-11-01'), period('2026-11-02')]
    : [
        period('2026-11-01', { completed: 2, cancelled: 1 }),
        period('2026-11-02', { confirmed: 3 }),
      ];
  return {
    data: {
      analytics: {
        __typename: 'Analytics',
        granularity,
        bookingsByPeriod: days,
        bookingsByCity: empty
          ? []
          : [
              {
                __typename: 'CityBookings',
                cityDatabaseId: 1,
                nameEn: 'Hanoi',
                nameVn: 'Hà Nội',
                bookingCount: 5,
                byStatus: counts({ completed: 2, confirmed: 3 }),
              },
              {
                __typename: 'CityBookings',
                cityDatabaseId: 2,
                nameEn: 'Hoi An',
                nameVn: 'Hội An',
                bookingCount: 1,
                byStatus: counts({ cancelled: 1 }),
              },
            ],
        bookingsByShop: empty
          ? []
          : [
              {
                __typename: 'ShopBookings',
                shopDatabaseId: 7,
                name: 'Phố Cổ Motorbikes',
                cityNameEn: 'Hanoi',
                shopOwnerName: 'Nguyễn Văn An',
                bookingCount: 6,
                byStatus: counts({ completed: 2, confirmed: 3, cancelled: 1 }),
              },
            ],
        rates: {
          __typename: 'BookingRates',
          bookingCount: empty ? 0 : 6,
          cancellationBaseCount: empty ? 0 : 6,
          cancelledCount: empty ? 0 : 1,
          cancellationRate: empty ? null : 1 / 6,
          noShowBaseCount: empty ? 0 : 2,
          noShowCount: 0,
          noShowRate: empty ? null : 0,
        },
        topBikes: empty
          ? []
          : [
              {
                __typename: 'BookedBike',
                brandDatabaseId: 3,
                brandName: 'Honda',
                bikeName: 'Vision 110',
                bookingCount: 5,
                completedCount: 2,
                total: 1_250_000,
                cashEarned: 500_000,
              },
            ],
        partnerConversions: [
          {
            __typename: 'PartnerConversion',
            partnerDatabaseId: 4,
            name: 'Hostel Buddy',
            kind: 'MARKETING',
            visitCount: empty ? 0 : 8,
            bookingCount: empty ? 0 : 2,
            completedCount: empty ? 0 : 1,
            conversionRate: empty ? null : 0.25,
          },
          {
            __typename: 'PartnerConversion',
            partnerDatabaseId: 5,
            name: 'Quiet Partner',
            kind: 'RENTAL',
            visitCount: 0,
            bookingCount: 0,
            completedCount: 0,
            conversionRate: null,
          },
        ],
      },
    },
  };
}
