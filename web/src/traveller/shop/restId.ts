/**
 * The URLs carry REST ids (`/shops/23`, `/bikes/166`), but `publicShop` and `publicBike` take
 * GraphQL global ids and no query finds a shop or bike by its REST id. The schema calls global
 * ids opaque, so this is the one place that builds them as the server does: base64url of
 * `<Type>:<id>`.
 */
export function globalIdOf(typeName: 'Store' | 'ShopBike', restId: number): string {
  return btoa(`${typeName}:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL: a positive whole number that fits the database, else null. */
export function restIdParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
