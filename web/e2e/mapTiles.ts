import { graphql, type Phone } from './browser';

/** The map's tile server, which the harness blocks (map.e2e.test.ts checks the map without it). */
export async function mapTileHost(): Promise<string> {
  const { appSettings } = await graphql<{ appSettings: { mapTileUrl: string } }>(
    'query { appSettings { mapTileUrl } }',
  );
  return new URL(appSettings.mapTileUrl.replace(/\{s\}/g, 'a')).hostname.replace(/^a\./, '');
}

/** The phone's problems but the blocked map tiles (Chromium's error for those has no URL). */
export function problemsBesidesTiles(phone: Phone, tileHost: string): string[] {
  return phone
    .problems()
    .filter(
      (line) =>
        !line.includes(tileHost) &&
        line !== 'console.error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.Inspector',
    );
}
