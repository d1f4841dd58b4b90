/** Widths `/media/image` serves that a 450px column on 1x to 3x screens needs. */
export const columnWidths = [384, 640, 828, 1080] as const;
/** A search result's photo: a card a little narrower than the column. */
export const cardWidths = [256, 384, 640] as const;
/** For thumbnails up to about 100px wide. */
export const thumbnailWidths = [128, 256, 384] as const;

export interface PictureSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcSet` for a stored picture, resized by `/media/image` (WebP where accepted).
 * Remote pictures (some shops link theirs) are shown as they are: the server never fetches them.
 */
export function pictureSources(
  url: string,
  widths: readonly number[] = columnWidths,
): PictureSources {
  if (/^https?:\/\//i.test(url)) return { src: url };
  const sized = (width: number) => `/media/image?url=${encodeURIComponent(url)}&w=${width}`;
  return {
    src: sized(widths[Math.min(1, widths.length - 1)]),
    srcSet: widths.map((width) => `${sized(width)} ${width}w`).join(', '),
  };
}

/** The column is at most 450px wide, with 16px margins on phones. */
export const columnSizes = '(max-width: 450px) calc(100vw - 32px), 418px';

/** The bike page's photos, in the order its gallery shows them. */
export const photoViews = ['side', 'front', 'back'] as const;

/**
 * Starts downloading the picture a page will show first, its largest element, as its `<img>`
 * will ask for it (same candidates and sizes): called by the boot as soon as the page's answer
 * is in, while the screen's code still loads and runs.
 */
export function preloadPicture({ src, srcSet }: PictureSources, sizes: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
