type GlobalType = 'Partner' | 'Review' | 'Store' | 'ShopBike';

/**
 * The GraphQL id of an object from its REST id, which the area's URLs carry: base64url of
 * `<Type>:<id>`, as the server builds it.
 */
export function globalId(type: GlobalType, restId: number): string {
  return btoa(`${type}:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL: a positive whole number that fits the database, else null. */
export function restIdParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
