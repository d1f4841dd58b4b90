import sharp from 'sharp';

/** Uploads: what the bytes must be (read from the bytes, never from the client's word). */
export const uploadFormats = ['jpeg', 'png', 'webp'] as const;
/** Uploads are stored with their longest side at most this long. */
export const uploadMaxSide = 2000;
/** Decoding refuses pictures with more pixels than this (decompression bombs). */
export const maxInputPixels = 60_000_000;

export type VariantFormat = 'webp' | 'jpeg';

export class NotAPicture extends Error {}

/**
 * An uploaded picture made safe to store: checked to be JPEG, PNG or WebP by its content,
 * turned upright by its EXIF orientation, scaled down to `uploadMaxSide`, transparency laid on
 * white, and written as a fresh JPEG with no metadata at all (no EXIF, GPS, XMP, ICC: sharp
 * keeps none unless asked). Throws NotAPicture for anything else.
 */
export async function reencodeUpload(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata());
  } catch {
    throw new NotAPicture('not a picture');
  }
  if (!format || !(uploadFormats as readonly string[]).includes(format)) {
    throw new NotAPicture(`a ${format ?? 'unknown'} file`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: uploadMaxSide,
        height: uploadMaxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new NotAPicture('a damaged or too large picture');
  }
}

/** A stored picture at `width` (never enlarged) in `format` and `quality` (1..100). */
export async function resizePicture(
  bytes: Buffer,
  width: number,
  quality: number,
  format: VariantFormat,
): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    // Vector pictures (the demo's SVGs) are drawn at the size wanted, not scaled up from 72 dpi.
    const density =
      meta.format === 'svg' && meta.width
        ? Math.min(Math.max((72 * width) / meta.width, 1), 2400)
        : undefined;
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, density })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    return format === 'webp'
      ? await image.webp({ quality }).toBuffer()
      : await image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  } catch {
    throw new NotAPicture('the stored file is not a picture');
  }
}

/** Each uploaded file at most this large: larger answers 413. */
export const uploadMaxBytes = 10 * 1_048_576;
