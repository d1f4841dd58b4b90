export type GlobalType = 'ShopBike' | 'Store' | 'StoreTransfer' | 'Offer' | 'Addon';

/**
 * The GraphQL id of an object from its REST id, which is what the app's URLs and e-mail links
 * carry. The schema calls global ids opaque, but no public query finds these by REST id, so
 * this one place builds them as the server does: base64url of `<Type>:<id>`.
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
