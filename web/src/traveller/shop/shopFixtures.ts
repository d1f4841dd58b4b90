/** Answers as the API gives them, for the shop, city and bike screen tests. */

/** Global ids of the fixtures (written apart: the message-id check reads `id: '...'`). */
export const ids = {
  hoiAn: 'Q2l0eTo0',
  hue: 'Q2l0eTo1',
  daLat: 'Q2l0eToy',
  shop23: 'U3RvcmU6MjM',
  shop31: 'U3RvcmU6MzE',
  review: 'review-1',
  bike166: 'bike-166',
  helmet: 'addon-helmet',
  transfer7: 'transfer-7',
};

const slot = (id: string, start: string, end: string) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return {
    __typename: 'OpeningSlot',
    id,
    start,
    end,
    opensAt: minutes(start),
    closesAt: minutes(end),
  };
};

/** Monday to Saturday 08:00-12:00 and 13:30-19:30, closed on Sunday. */
export const schedule = {
  __typename: 'WeekSchedule',
  mon: [slot('mon-1', '08:00', '12:00'), slot('mon-2', '13:30', '19:30')],
  tue: [slot('tue-1', '08:00', '12:00'), slot('tue-2', '13:30', '19:30')],
  wed: [slot('wed-1', '08:00', '12:00'), slot('wed-2', '13:30', '19:30')],
  thu: [slot('thu-1', '08:00', '12:00'), slot('thu-2', '13:30', '19:30')],
  fri: [slot('fri-1', '08:00', '12:00'), slot('fri-2', '13:30', '19:30')],
  sat: [slot('sat-1', '09:00', '17:00')],
  sun: [],
};

export const city = {
  __typename: 'City',
  id: ids.hoiAn,
  databaseId: 4,
  slug: 'hoi-an',
  name: { __typename: 'LocalizedText', en: 'Hoi An', vn: 'Hội An' },
};

export const bike = (databaseId: number, name: string, pricePerDay: number) => ({
  __typename: 'PublicBike',
  id: `bike-${databaseId}`,
  databaseId,
  name,
  brand: 'Honda',
  bikeType: 'SCOOTER',
  gearType: 'AUTOMATIC',
  engineCc: 125,
  pricePerDay,
  photoUrls: ['/media/seed/bikes/scooter-side.svg'],
});

export const review = {
  __typename: 'Review',
  id: ids.review,
  name: 'Chloé',
  rating: 4,
  text: 'Smooth pickup, clean helmet, full tank.',
  reviewedAt: '2026-06-04T11:00:00.000Z',
  bikeName: 'Honda Vision 110',
  ownerReply: 'Thank you, come back soon!',
  ownerRepliedAt: '2026-06-05T11:00:00.000Z',
};

export const shop = {
  __typename: 'PublicShop',
  id: ids.shop23,
  databaseId: 23,
  name: 'An Bàng Beach Scooters',
  address: '101 Hai Bà Trưng, Hội An',
  pictureUrl: '/media/seed/shops/an-bang.svg',
  bikeCount: 2,
  phone: '+84 235 391 2223',
  email: 'an-bang@shops.example',
  location: { __typename: 'GeoPoint', latitude: 15.907, longitude: 108.357 },
  rating: { __typename: 'ReviewRating', average: 4.3, count: 7 },
  city,
  schedule,
  bikes: [bike(166, 'Honda Vision 110', 110000), bike(168, 'Honda Air Blade 125', 150000)],
  latestReviews: [review],
};
