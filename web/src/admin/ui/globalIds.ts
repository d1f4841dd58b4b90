/** A record's global id from the REST id in its URL, built as the server builds it. */
export function globalIdOf(type: string, restId: number): string {
  return btoa(`${type}:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL: a positive whole number that fits the database, else null. */
export function restIdOf(value: string | undefined | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
