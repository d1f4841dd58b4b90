/** API answers for the trip form and the landing page tests. */

const localized = (en: string, vn: string) => ({ __typename: 'LocalizedText', en, vn });

/** A city as every query may ask for it; its global id is made from the slug. */
export function cityNode(slug: string, en: string, vn: string, databaseId: number, shopCount = 3) {
  return {
    __typename: 'City',
    id: `City:${slug}`,
    databaseId,
    slug,
    name: localized(en, vn),
    latitude: 16,
    longitude: 108,
    shopCount,
    pictureUrl: `/media/seed/cities/${slug}.svg`,
  };
}

export const hanoi = cityNode('hanoi', 'Hanoi', 'Hà Nội', 1, 3);
export const hue = cityNode('hue', 'Hue', 'Huế', 5, 2);
export const hoiAn = cityNode('hoi-an', 'Hoi An', 'Hội An', 4, 5);
export const daLat = cityNode('da-lat', 'Da Lat', 'Đà Lạt', 7, 0);

export function tripCitiesAnswer(cities = [hanoi, hue, hoiAn, daLat]) {
  return {
    data: {
      cities: {
        __typename: 'CityConnection',
        nodes: cities.map(({ pictureUrl: _picture, ...city }) => city),
      },
    },
  };
}
