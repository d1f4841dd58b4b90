export const citiesPath = '/dashboard/cities';
export const newCityPath = '/dashboard/cities/new';
export const cityPath = (databaseId: number) => `/dashboard/cities/${databaseId}`;
