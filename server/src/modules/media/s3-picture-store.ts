import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config';
import { PictureStoreUnavailableError } from './media.errors';
import { isPictureKey, type PictureStore, type StoredPicture } from './picture-store';

/** Keys never change content, so whatever reads them may keep them for good. */
const immutable = 'public, max-age=31536000, immutable';

/** What the store knows of an object without reading it. */
export interface ObjectStat {
  size: number;
  /** The ETag without quotes: the MD5 of the bytes for a single-part upload. */
  etag: string;
}

/**
 * Pictures as objects of an S3-compatible bucket, the key under an optional prefix. Every
 * failure other than "no such key" is a PictureStoreUnavailableError (503 to the client).
 */
export class S3PictureStore implements PictureStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly prefix = '',
  ) {}

  static fromSettings(settings: S3Settings): S3PictureStore {
    const client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // A store that does not answer fails the request in seconds, not minutes.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 15_000 },
      // Checksums only where S3 requires them: many S3-compatible stores know no others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3PictureStore(client, settings.bucket, settings.prefix);
  }

  private objectKey(key: string): string {
    if (!isPictureKey(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
    return this.prefix + key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: bytes,
      ContentType: contentType,
      CacheControl: immutable,
    });
    await this.send('put', () => this.client.send(command));
  }

  async get(key: string): Promise<StoredPicture | null> {
    if (!isPictureKey(key)) return null;
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    const object = await this.send('get', () => this.client.send(command), null);
    if (!object?.Body) return null;
    return {
      body: object.Body as Readable,
      contentType: object.ContentType ?? 'application/octet-stream',
      size: object.ContentLength,
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    if (!isPictureKey(key)) return null;
    const command = new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    const head = await this.send('head', () => this.client.send(command), null);
    if (!head) return null;
    return { size: head.ContentLength ?? 0, etag: (head.ETag ?? '').replace(/"/g, '') };
  }

  async delete(key: string): Promise<void> {
    if (!isPictureKey(key)) return;
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    await this.send('delete', () => this.client.send(command), null);
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const command = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: this.prefix + prefix,
        ContinuationToken: token,
      });
      const page = await this.send('list', () => this.client.send(command));
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(this.prefix)) yield object.Key.slice(this.prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Checks the bucket answers (for start-up and the migration command). */
  async check(): Promise<void> {
    for await (const key of this.list('')) {
      void key;
      break;
    }
  }

  close(): void {
    this.client.destroy();
  }

  /** One call to the store: "not found" becomes `missing` when given, anything else a 503. */
  private async send<T, M = never>(
    operation: string,
    call: () => Promise<T>,
    ...missing: [M] | []
  ): Promise<T | M> {
    try {
      return await call();
    } catch (error) {
      if (missing.length > 0 && isNotFound(error)) return missing[0] as M;
      throw new PictureStoreUnavailableError(operation, { cause: error });
    }
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
