import { useMemo } from 'react';
import { useLanguage } from '../../app/LanguageProvider';
import { useLightQuery } from '../../app/lightQuery/useLightQuery';
import { graphql } from '../../gql';
import { useDeferredResult } from '../../ui/useDeferredResult';

/**
 * The cities a trip can start or end in. Shared by the trip form and every screen that reads
 * a trip from its URL (cities travel there by slug), so it is asked for once per visit,
 * without Apollo Client: the landing page's form needs it (app/lightQuery/useLightQuery.tsx).
 */
export const TripCitiesQuery = graphql(`
  query TripCities {
    cities(first: 100) {
      nodes {
        id
        databaseId
        slug
        name {
          en
          vn
        }
        latitude
        longitude
        shopCount
      }
    }
  }
`);

export type TripCity = {
  id: string;
  databaseId: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  shopCount: number;
};

export function useTripCities() {
  const { language } = useLanguage();
  const result = useDeferredResult(useLightQuery(TripCitiesQuery));
  const cities = useMemo<TripCity[]>(
    () =>
      (result.data?.cities.nodes ?? []).map((city) => ({
        ...city,
        name: city.name[language],
      })),
    [result.data, language],
  );
  const bySlug = useMemo(() => new Map(cities.map((city) => [city.slug, city])), [cities]);
  return { ...result, cities, bySlug };
}
