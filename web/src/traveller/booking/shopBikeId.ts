/**
 * The GraphQL id of a shop bike from its REST id (`bike_id`), which is what the review link
 * carries. The schema calls global ids opaque, but no query finds a shop bike by its REST id
 * (`publicBike` also takes the global id), so the page builds it as the server does:
 * base64url of `ShopBike:<id>`.
 */
export function shopBikeGlobalId(restId: number): string {
  return btoa(`ShopBike:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL parameter: a positive whole number, else null. */
export function restIdParam(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
