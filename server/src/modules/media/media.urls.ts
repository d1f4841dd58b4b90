/** Where the web and API clients fetch a stored picture (key relative to the media store). */
export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The widths `/media/image` serves; any other width answers 400, so variants stay few. */
export const imageWidths = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920] as const;
export const defaultImageQuality = 75;

/** The smallest served width at least `width` wide (the largest for anything wider). */
export function imageWidthFor(width: number): number {
  return imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1];
}

/**
 * A stored picture resized for display: `/media/image?url=<key>&w=<width>[&q=<quality>]`,
 * answered as WebP (or JPEG for clients that do not accept WebP) and cached for good.
 * `width` is rounded up to a served width; `quality` is 1..100, 75 by default. A value that
 * is already an absolute URL (some shop pictures are) is answered as it is: remote pictures
 * are never fetched. For a GraphQL field `url(width: Int): String` on a picture.
 */
export function mediaImageUrl(key: string, width: number, quality?: number): string {
  if (/^https?:\/\//i.test(key)) return key;
  const q = quality === undefined || quality === defaultImageQuality ? '' : `&q=${quality}`;
  return `/media/image?url=${encodeURIComponent(key)}&w=${imageWidthFor(width)}${q}`;
}
