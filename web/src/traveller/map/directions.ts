/**
 * A link that opens directions to a place in the phone's map app.
 *
 * Google's universal "Maps URLs" (`/maps/dir/?api=1`) are the one form that works everywhere:
 * Android hands them to the Google Maps app, iOS opens Google Maps when installed and the web
 * map (with directions from the visitor's position) otherwise, and a desktop browser shows the
 * route. `geo:` URIs work on Android only and `maps.apple.com` only hands over on Apple
 * devices. Coordinates are exact, so they go as the destination; the API takes no name beside
 * them, so the label (a name or an address) is the destination only when there are no usable
 * coordinates. No travel mode is set: the app picks the one the visitor last used.
 */
export function directionsUrl(latitude: number, longitude: number, label?: string): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set(
    'destination',
    usableCoordinates(latitude, longitude) ? `${latitude},${longitude}` : (label ?? ''),
  );
  return url.toString();
}

function usableCoordinates(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}
