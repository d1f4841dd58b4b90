import { useMemo } from 'react';
import { useLanguage } from '../../app/LanguageProvider';
import { useLightQuery } from '../../app/lightQuery/useLightQuery';
import { useDeferredResult } from '../../ui/useDeferredResult';
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
