import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Bike, PrismaClient } from '../../generated/prisma/client';
import { type UserError, UserErrorCode } from '../../graphql/user-error';
import { UnsupportedPictureError, mediaMessages } from './media.errors';
import { NotAPicture, reencodeUpload, resizePicture, type VariantFormat } from './media.images';
import { isPictureKey, newPictureKey, readAll, type PictureStore } from './picture-store';
import { VariantMemory } from './variant-memory';

export type BikeRow = Bike;

export const photoSides = ['side', 'front', 'back'] as const;
export type PhotoSide = (typeof photoSides)[number];

/** Upload ids per side; absent sides keep their photo. */
export type BikePhotoUploads = Partial<Record<PhotoSide, string>>;

/** Staged uploads live here until a mutation attaches them; never served under /media. */
const stagedFolder = 'staged';
/** Where attached bike photos live. Only keys under it are ever deleted when replaced. */
const bikeFolder = 'bikes';
/** Resized variants, stored once for every instance: `variants/<picture key>/w640-q75.webp`. */
const variantFolder = 'variants';
const stagedLifetimeMs = 24 * 3600_000;
const sweepEveryMs = 3600_000;
const uploadIdPattern = /^[0-9a-z]{1,12}-[A-Za-z0-9_-]{22}$/;
/**
 * How long a variant in memory is served without asking the store whether its picture still
 * exists: a picture deleted through another instance stays visible there at most this long.
 */
export const variantFreshForMs = 30_000;

/** A staged upload awaits its uploader and is swept after a day: never a lasting picture. */
export const isStagedPictureKey = (key: string) => key.startsWith(`${stagedFolder}/`);

/** Neither staged uploads nor variants are served as pictures of their own. */
const isServedKey = (key: string) =>
  isPictureKey(key) && !isStagedPictureKey(key) && !key.startsWith(`${variantFolder}/`);

export const variantKeyOf = (key: string, width: number, quality: number, format: VariantFormat) =>
  `${variantFolder}/${key}/w${width}-q${quality}.${format}`;

const columnOf: Record<PhotoSide, 'sidePhoto' | 'frontPhoto' | 'backPhoto'> = {
  side: 'sidePhoto',
  front: 'frontPhoto',
  back: 'backPhoto',
};

/** A picture ready to send: bytes or a stream, with its type. */
export interface PictureResponse {
  body: Buffer | Readable;
  contentType: string;
  size?: number;
  /** For resized variants: whether it was stored already (no encoding done). */
  cached?: boolean;
}

/**
 * Pictures: uploads (checked, re-encoded, staged, then attached to a bike by its owner),
 * the stored pictures under /media, and their resized variants for /media/image.
 */
export class MediaService {
  private lastSweep = 0;
  private readonly encoding = new Map<string, Promise<Buffer | null>>();
  /** Recent variants of this instance (MEDIA_MEMORY_CACHE_MB), whichever the store. */
  private readonly memory: VariantMemory;

  constructor(
    private readonly prisma: PrismaClient,
    readonly store: PictureStore,
    options: { memoryBytes?: number; now?: () => number } = {},
  ) {
    this.memory = new VariantMemory({
      maxBytes: options.memoryBytes ?? 0,
      freshForMs: variantFreshForMs,
      now: options.now,
    });
  }

  // ------------------------------------------------------------------ uploads

  /**
   * Checks an uploaded file by its content (JPEG, PNG or WebP, else 415 naming `field`),
   * re-encodes it without metadata and keeps it for the uploader for 24 hours. Answers the
   * upload id that `setBikePhotos` takes.
   */
  async stageUpload(ownerId: number, field: string, bytes: Buffer): Promise<string> {
    let picture: Buffer;
    try {
      picture = await reencodeUpload(bytes);
    } catch (error) {
      if (error instanceof NotAPicture) throw new UnsupportedPictureError(field);
      throw error;
    }
    const key = newPictureKey(`${stagedFolder}/${ownerId}`, 'jpg');
    await this.store.put(key, picture, 'image/jpeg');
    this.sweepNowAndThen();
    return path.posix.basename(key, '.jpg');
  }

  /**
   * Deletes staged uploads that were not attached (a no-op for attached or unknown ones).
   * Never fails: what a store that is not answering keeps is swept after a day.
   */
  async discardStaged(ownerId: number, uploadIds: readonly string[]): Promise<void> {
    await this.removeAll(
      uploadIds.filter((id) => uploadIdPattern.test(id)).map((id) => this.stagedKey(ownerId, id)),
    );
  }

  private stagedKey(ownerId: number, uploadId: string): string {
    return `${stagedFolder}/${ownerId}/${uploadId}.jpg`;
  }

  /** Deletes staged uploads older than their lifetime, at most once an hour per instance. */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    void this.sweepStaged(now - stagedLifetimeMs).catch(() => undefined);
  }

  async sweepStaged(olderThan: number): Promise<number> {
    let deleted = 0;
    for await (const key of this.store.list(`${stagedFolder}/`)) {
      const stamp = parseInt(path.posix.basename(key).split('-')[0], 36);
      if (Number.isFinite(stamp) && stamp < olderThan) {
        await this.store.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  /**
   * A staged upload of this user kept for good under `folder` (a city's picture): its new
   * key, or null when there is no such upload (wrong id, another user's, or swept).
   */
  async adoptStaged(userId: number, uploadId: string, folder: string): Promise<string | null> {
    if (!uploadIdPattern.test(uploadId)) return null;
    const staged = await this.store.get(this.stagedKey(userId, uploadId));
    if (!staged) return null;
    const key = newPictureKey(folder, 'jpg');
    await this.store.put(key, await readAll(staged), 'image/jpeg');
    await this.store.delete(this.stagedKey(userId, uploadId));
    return key;
  }

  /**
   * Attaches staged uploads as the photos of an own bike, in one update, and deletes the
   * photos they replace. Another owner's bike is NOT_FOUND, exactly like a missing one.
   */
  async setBikePhotos(
    ownerId: number,
    bikeId: number,
    uploads: BikePhotoUploads,
  ): Promise<{ bike: BikeRow | null; userErrors: UserError[] }> {
    const owned = await this.prisma.bike.findFirst({
      where: { id: bikeId, ownerId, deletedAt: null },
      select: { id: true },
    });
    if (!owned) {
      return {
        bike: null,
        userErrors: [
          { field: 'bikeId', message: mediaMessages.bikeNotFound, code: UserErrorCode.NOT_FOUND },
        ],
      };
    }
    const sides = photoSides.filter((side) => uploads[side] != null);
    if (sides.length === 0) {
      return {
        bike: null,
        userErrors: [
          { field: 'side', message: mediaMessages.noPhoto, code: UserErrorCode.REQUIRED },
        ],
      };
    }
    const userErrors: UserError[] = [];
    for (const side of sides) {
      const id = uploads[side]!;
      if (!uploadIdPattern.test(id) || !(await this.store.exists(this.stagedKey(ownerId, id)))) {
        userErrors.push({
          field: side,
          message: mediaMessages.unknownUpload,
          code: UserErrorCode.INVALID,
        });
      }
    }
    if (userErrors.length > 0) return { bike: null, userErrors };

    // Copied to their lasting keys first; the row then changes in one step.
    const placed: Partial<Record<PhotoSide, string>> = {};
    try {
      for (const side of sides) {
        const staged = await this.store.get(this.stagedKey(ownerId, uploads[side]!));
        if (!staged) throw new Error('a staged upload vanished');
        const key = newPictureKey(bikeFolder, 'jpg');
        await this.store.put(key, await readAll(staged), 'image/jpeg');
        placed[side] = key;
      }
      const outcome = await this.prisma.$transaction(async (tx) => {
        const rows = await tx.$queryRaw<
          { sidePhoto: string | null; frontPhoto: string | null; backPhoto: string | null }[]
        >`SELECT side_photo AS "sidePhoto", front_photo AS "frontPhoto", back_photo AS "backPhoto"
          FROM bikes WHERE id = ${bikeId} AND owner_id = ${ownerId} AND deleted_at IS NULL
          FOR UPDATE`;
        if (rows.length === 0) return null;
        const bike = await tx.bike.update({
          where: { id: bikeId },
          data: Object.fromEntries(sides.map((side) => [columnOf[side], placed[side]])),
        });
        return { bike, replaced: sides.map((side) => rows[0][columnOf[side]]) };
      });
      if (!outcome) {
        await this.removeAll(Object.values(placed));
        return {
          bike: null,
          userErrors: [
            {
              field: 'bikeId',
              message: mediaMessages.bikeNotFound,
              code: UserErrorCode.NOT_FOUND,
            },
          ],
        };
      }
      await this.discardStaged(
        ownerId,
        sides.map((side) => uploads[side]!),
      );
      await this.deleteReplaced(outcome.replaced);
      return { bike: outcome.bike, userErrors: [] };
    } catch (error) {
      await this.removeAll(Object.values(placed));
      throw error;
    }
  }

  private async removeAll(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.delete(key).catch(() => undefined)));
  }

  /**
   * Replaced photos are deleted when they were uploads (the demo's shared pictures are not)
   * and no bike shows them any more.
   */
  private async deleteReplaced(keys: readonly (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key || !key.startsWith(`${bikeFolder}/`)) continue;
      const users = await this.prisma.bike.count({
        where: { OR: [{ sidePhoto: key }, { frontPhoto: key }, { backPhoto: key }] },
      });
      if (users === 0) await this.deletePicture(key).catch(() => undefined);
    }
  }

  /** A picture and its stored variants. */
  private async deletePicture(key: string): Promise<void> {
    this.memory.forgetUnder(`${variantFolder}/${key}/`);
    await this.store.delete(key);
    for await (const variant of this.store.list(`${variantFolder}/${key}/`)) {
      await this.store.delete(variant);
    }
  }

  // ------------------------------------------------------------------ serving

  /** A stored picture for /media/<key>; staged uploads are not served. */
  async original(key: string): Promise<PictureResponse | null> {
    if (!isServedKey(key)) return null;
    return this.store.get(key);
  }

  /**
   * A stored picture at a width, quality and format; encoded once and kept in the store, so
   * every instance reads it from there, and kept in this instance's memory too: a variant
   * asked for again within `variantFreshForMs` of its last check costs no call to the store.
   * Null when there is no such picture (or the stored file is not one).
   */
  async variant(
    key: string,
    width: number,
    quality: number,
    format: VariantFormat,
  ): Promise<PictureResponse | null> {
    if (!isServedKey(key)) return null;
    const variantKey = variantKeyOf(key, width, quality, format);
    if (!isPictureKey(variantKey)) return null;
    const contentType = format === 'webp' ? 'image/webp' : 'image/jpeg';
    const remembered = this.memory.recall(variantKey);
    if (remembered?.fresh) return { body: remembered.bytes, contentType, cached: true };
    // The original decides: a deleted picture's variants are not served any more.
    if (!(await this.store.exists(key))) {
      this.memory.forget(variantKey);
      return null;
    }
    if (remembered) {
      this.memory.remember(variantKey, remembered.bytes, contentType);
      return { body: remembered.bytes, contentType, cached: true };
    }
    const stored = await this.store.get(variantKey);
    if (stored) {
      const bytes = await readAll(stored);
      this.memory.remember(variantKey, bytes, contentType);
      return { body: bytes, contentType, cached: true };
    }
    // Concurrent requests for the same variant on this instance share one encoding.
    let pending = this.encoding.get(variantKey);
    if (!pending) {
      pending = this.encode(key, variantKey, width, quality, format).finally(() =>
        this.encoding.delete(variantKey),
      );
      this.encoding.set(variantKey, pending);
    }
    const bytes = await pending;
    if (!bytes) return null;
    this.memory.remember(variantKey, bytes, contentType);
    return { body: bytes, contentType, cached: false };
  }

  private async encode(
    key: string,
    variantKey: string,
    width: number,
    quality: number,
    format: VariantFormat,
  ): Promise<Buffer | null> {
    const stored = await this.store.get(key);
    if (!stored) return null;
    let bytes: Buffer;
    try {
      bytes = await resizePicture(await readAll(stored), width, quality, format);
    } catch (error) {
      if (error instanceof NotAPicture) return null;
      throw error;
    }
    await this.store.put(variantKey, bytes, format === 'webp' ? 'image/webp' : 'image/jpeg');
    return bytes;
  }
}
