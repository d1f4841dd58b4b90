/**
 * Paths crawlers should leave alone: the owners' and admins' areas, the API, and the pages an
 * e-mail links to (their tokens are private, and a crawler must not confirm or cancel a booking).
 */
export const disallowedPaths = [
  '/shopowner',
  '/dashboard',
  '/api/',
  '/graphql',
  '/dev/',
  '/verify',
  '/cancel',
  '/review',
  '/booking/',
];

/** robots.txt: the traveller pages are open, the rest is not; the sitemap on the public origin. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
