import { createHash } from 'node:crypto';
import { contentTypeOfKey, readAll, type DiskPictureStore } from './picture-store';
import type { S3PictureStore } from './s3-picture-store';

export interface CopyProgress {
  done: number;
  total: number;
  key: string;
  action: 'copied' | 'skipped';
}

export interface CopySummary {
  total: number;
  copied: number;
  skipped: number;
}

/**
 * Copies every picture of a disk store into a bucket (staged uploads and variants too, so
 * nothing is encoded again). Idempotent: an object already there with the same size and
 * MD5 ETag is skipped, so an interrupted copy is finished by running it again.
 */
export async function copyPicturesToS3(
  disk: DiskPictureStore,
  bucket: S3PictureStore,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopySummary> {
  const keys: string[] = [];
  for await (const key of disk.list('')) keys.push(key);
  keys.sort();
  let copied = 0;
  for (const [index, key] of keys.entries()) {
    const picture = await disk.get(key);
    if (!picture) continue;
    const bytes = await readAll(picture);
    const there = await bucket.stat(key);
    const same =
      there?.size === bytes.length && there.etag === createHash('md5').update(bytes).digest('hex');
    if (!same) {
      await bucket.put(key, bytes, contentTypeOfKey(key));
      copied += 1;
    }
    onProgress({ done: index + 1, total: keys.length, key, action: same ? 'skipped' : 'copied' });
  }
  return { total: keys.length, copied, skipped: keys.length - copied };
}
