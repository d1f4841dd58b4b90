import { useMemo } from 'react';
import { useLanguage } from '../../app/LanguageProvider';
import { useLightQuery } from '../../app/lightQuery/useLightQuery';
import { TripCitiesQuery } from './tripCitiesQuery';

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
  // Not deferred: screens derive their own query's variables from these cities, and a deferred
  // value that trails behind would switch that query off and on at every render (a request each).
  const result = useLightQuery(TripCitiesQuery);
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
