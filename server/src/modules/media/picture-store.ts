import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored picture, as read back. */
export interface StoredPicture {
  /** The bytes, as a stream (disk) or in one piece. */
  body: Readable | Buffer;
  contentType: string;
  /** In bytes, when the store knows it. */
  size?: number;
}

/**
 * Where pictures live, by key: a relative path such as `bikes/3f9c….jpg` (segments of
 * letters, digits, `.`, `_` and `-`, never `.` or `..`; see `isPictureKey`). Keys are made by
 * the server (`newPictureKey`), never taken from a client's file name, and a key's content
 * never changes: a new picture gets a new key, so everything derived from it can be cached
 * for good.
 *
 * Two stores implement it: files on disk (`DiskPictureStore`, the default) and an
 * S3-compatible bucket (`S3PictureStore`, when the S3_ settings are set), with the key as the
 * object key under an optional prefix. Everything goes through the store: uploads, the demo
 * seed's pictures and the resized variants of `/media/image` (under `variants/`), so every
 * instance of the app sees the same pictures and encodes a variant only once.
 */
export interface PictureStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no picture under the key. */
  get(key: string): Promise<StoredPicture | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix` (a folder, ending in `/`). */
  list(prefix: string): AsyncIterable<string>;
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** A key the stores accept: relative, no empty, hidden, `.` or `..` segments, no odd characters. */
export function isPictureKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  const parts = key.split('/');
  return parts.length <= 8 && parts.every((part) => segment.test(part) && !/^\.+$/.test(part));
}

/** A fresh, unguessable key in a folder, e.g. `bikes/mws5lkfg-bfCJmYtw3xDTRCuiWTuXBQ.jpg`. */
export function newPictureKey(folder: string, extension: string): string {
  const stamp = Date.now().toString(36);
  return `${folder}/${stamp}-${randomBytes(16).toString('base64url')}.${extension}`;
}

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

export function contentTypeOfKey(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Pictures as files under one folder (by default `${DATA_DIR}/media`). The content type
 * follows from the key's extension, which the server chooses.
 */
export class DiskPictureStore implements PictureStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /** The file of a key, or null for a key that is not one or would leave the folder. */
  private fileOf(key: string): string | null {
    if (!isPictureKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
    if (contentTypeOfKey(key) !== contentType) {
      throw new Error(`The key ${key} does not match the content type ${contentType}`);
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a picture.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, file);
  }

  async get(key: string): Promise<StoredPicture | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    try {
      const handle = await fs.promises.open(file, 'r');
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        contentType: contentTypeOfKey(key),
        size: stat.size,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const file = this.fileOf(key);
    if (!file) return false;
    try {
      return (await fs.promises.stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (!file) return;
    await fs.promises.rm(file, { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const folder = prefix.replace(/\/$/, '');
    const dir = folder ? this.fileOf(folder) : this.root;
    if (!dir) return;
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name));
      yield key.split(path.sep).join('/');
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Reads a stored picture into memory (pictures are capped in size, so this is bounded). */
export async function readAll(picture: StoredPicture): Promise<Buffer> {
  if (Buffer.isBuffer(picture.body)) return picture.body;
  const chunks: Buffer[] = [];
  for await (const chunk of picture.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
