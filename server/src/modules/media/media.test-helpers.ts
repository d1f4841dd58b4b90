import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';

/** One part of a multipart/form-data body: a file when it has a filename. */
export interface FormPart {
  name: string;
  value: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data request body and its content type, for fastify.inject. */
export function multipart(parts: FormPart[]): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----xemay${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : '');
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.filename !== undefined
        ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : '') +
      '\r\n';
    chunks.push(Buffer.from(head), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file part, as a browser sends it. */
export const filePart = (
  name: string,
  value: Buffer | string,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): FormPart => ({ name, value, filename, contentType });

/** A 1x1 PNG, for requests that only need some valid picture. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A 2x2 GIF: a real picture, of a format uploads refuse. */
export const tinyGif = Buffer.from(
  'R0lGODlhAgACAIAAAP8AAAAAACH5BAAAAAAALAAAAAACAAIAAAIChFEAOw==',
  'base64',
);

/** 11 MB of bytes: over the 10 MB limit. */
export const elevenMegabytes = () => Buffer.alloc(11 * 1_048_576, 0xff);

export function solid(width: number, height: number, background = '#3060c0') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A JPEG as a phone writes it: sideways with an EXIF orientation, GPS and a copyright. */
export function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret Owner', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 1/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 51/1 0/1',
      },
    })
    .toBuffer();
}
