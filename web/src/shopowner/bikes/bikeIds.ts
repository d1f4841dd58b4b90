/**
 * The owner's bike URLs carry the shop bike's REST id, as the traveller's `/bikes/:shopBikeId`
 * does. The API finds one by its global id, built here as the server builds it (base64url of
 * `<Type>:<id>`), the same way `traveller/restIds.ts` does for the traveller's screens.
 */
export function shopBikeGlobalId(restId: number): string {
  return btoa(`ShopBike:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL: a positive whole number that fits the database, else null. */
export function restIdParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export const bikeListPath = '/shopowner/bikes';
export const newBikePath = '/shopowner/bikes/new';
export const editBikePath = (shopBikeId: number) => `/shopowner/bikes/${shopBikeId}/edit`;

/** A stored photo resized by `/media/image`; remote pictures as they are. */
export function photoSource(url: string, width = 256): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `/media/image?url=${encodeURIComponent(url)}&w=${width}`;
}
