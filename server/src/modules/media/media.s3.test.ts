import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestS3Server } from '../../../test/s3-server';
import { buildWorld, type World } from '../../../test/world';
import { ConfigError, loadConfig } from '../../config';
import { toGlobalId } from '../../graphql/global-id';
import { copyPicturesToS3 } from './media.copy-to-s3';
import { PictureStoreUnavailableError } from './media.errors';
import { MediaService } from './media.service';
import { filePart, multipart, solid, tinyPng, type FormPart } from './media.test-helpers';
import { DiskPictureStore, readAll, type PictureStore } from './picture-store';
import { S3PictureStore } from './s3-picture-store';

/** Pictures in an S3-compatible store: a real s3rver on loopback, no mock of the SDK. */
let s3: TestS3Server;
let t: TestApp;
let w: World;
/** The bucket as the app sees it (under the app's prefix). */
let bucket: S3PictureStore;

const prefix = 'app/';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const webpAccept = 'image/avif,image/webp,*/*;q=0.8';

beforeAll(async () => {
  s3 = await new TestS3Server().start();
  t = await startTestApp(s3.env(prefix));
  w = await buildWorld(t);
  bucket = S3PictureStore.fromSettings(loadConfig(s3.env(prefix)).s3!);
});

afterAll(async () => {
  bucket.close();
  await t.close();
  await s3.dispose();
});

async function keysIn(store: PictureStore, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(folder)) keys.push(key);
  return keys.sort();
}

function upload(parts: FormPart[], token = w.users.ownerA.token) {
  const form = multipart(parts);
  return t.app.fastify.inject({
    method: 'POST',
    url: '/uploads',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

const setPhotos = (input: Record<string, string>) =>
  t.graphql(
    `mutation($input: SetBikePhotosInput!) {
      setBikePhotos(input: $input) { bike { photos { side } } userErrors { field code } }
    }`,
    { input: { bikeId: toGlobalId('Bike', w.a.bike), ...input } },
    bearer(w.users.ownerA.token),
  );

const bikeRow = () => t.db.prisma.bike.findUniqueOrThrow({ where: { id: w.a.bike } });

describe('S3 settings', () => {
  it('are all or none: a half-set store is refused, naming what is missing', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'pictures' })).toThrow(
      new ConfigError(
        'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set with S3_BUCKET (S3 picture store)',
      ),
    );
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3.env();
    expect(() => loadConfig({ NODE_ENV: 'test', ...withoutBucket })).toThrow(
      /^S3_BUCKET must be set/,
    );
    expect(loadConfig({ NODE_ENV: 'test', ...s3.env('xemay') }).s3).toMatchObject({
      bucket: s3.bucket,
      prefix: 'xemay/',
      forcePathStyle: true,
    });
  });
});

describe('S3PictureStore', () => {
  it('puts, gets, lists and deletes objects under its prefix', async () => {
    const bytes = await solid(8, 8).jpeg().toBuffer();
    await bucket.put('test/one.jpg', bytes, 'image/jpeg');
    await bucket.put('test/deep/two.png', tinyPng, 'image/png');
    const got = await bucket.get('test/one.jpg');
    expect(got).toMatchObject({ contentType: 'image/jpeg', size: bytes.length });
    expect((await readAll(got!)).equals(bytes)).toBe(true);
    expect(await bucket.exists('test/one.jpg')).toBe(true);
    expect(await keysIn(bucket, 'test/')).toEqual(['test/deep/two.png', 'test/one.jpg']);
    // The objects are under the prefix in the bucket.
    const unprefixed = S3PictureStore.fromSettings(loadConfig(s3.env()).s3!);
    expect(await unprefixed.exists(`${prefix}test/one.jpg`)).toBe(true);
    unprefixed.close();

    await bucket.delete('test/one.jpg');
    await bucket.delete('test/never-there.jpg');
    expect(await bucket.get('test/one.jpg')).toBeNull();
    expect(await bucket.exists('test/one.jpg')).toBe(false);
    expect(await keysIn(bucket, 'test/')).toEqual(['test/deep/two.png']);
  });
});

describe('the app on an S3 store', () => {
  it('stages and attaches uploads in the bucket, and serves them', async () => {
    const staged = await upload([filePart('a', tinyPng, 'a.png', 'image/png')]);
    expect(staged.statusCode).toBe(201);
    const response = await setPhotos({ side: staged.json().data.a });
    const result = response.json().data.setBikePhotos;
    expect(result.userErrors).toEqual([]);
    const key = (await bikeRow()).sidePhoto!;
    expect(result.bike.photos.side).toBe(`/media/${key}`);
    expect(await bucket.exists(key)).toBe(true);
    expect(await keysIn(bucket, 'staged/')).toEqual([]);
    // Nothing on the local disk.
    expect(fs.existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);
    const served = await t.app.fastify.inject(`/media/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('stores a variant once: another instance reads it without encoding', async () => {
    await bucket.put('test/wide.jpg', await solid(1600, 800).jpeg().toBuffer(), 'image/jpeg');
    const url = '/media/image?url=test/wide.jpg&w=640&q=70';
    const first = await t.app.fastify.inject({ url, headers: { accept: webpAccept } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-media-cache']).toBe('miss');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await keysIn(bucket, 'variants/test/wide.jpg/')).toEqual([
      'variants/test/wide.jpg/w640-q70.webp',
    ]);

    const other = await startTestApp(s3.env(prefix));
    try {
      const second = await other.app.fastify.inject({ url, headers: { accept: webpAccept } });
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-media-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 503 with Retry-After while the store is down, and saves nothing by halves', async () => {
    const staged = await upload([filePart('a', tinyPng, 'a.png', 'image/png')]);
    const before = await bikeRow();
    await s3.stop();
    try {
      const refused = await upload([filePart('b', tinyPng, 'b.png', 'image/png')]);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().error.code).toBe('SERVICE_UNAVAILABLE');

      const photo = multipart([
        { name: 'side', value: 'side' },
        filePart('photo', tinyPng, 'c.png', 'image/png'),
      ]);
      const restPhoto = await t.app.fastify.inject({
        method: 'PUT',
        url: `/api/shop-owner/bikes/manage-bike-photo/${w.a.bike}`,
        payload: photo.payload,
        headers: { ...photo.headers, ...bearer(w.users.ownerA.token) },
      });
      expect(restPhoto.statusCode).toBe(503);
      expect(restPhoto.headers['retry-after']).toBe('5');
      expect(restPhoto.json().error.code).toBe('SERVICE_UNAVAILABLE');

      const attach = await setPhotos({ side: staged.json().data.a });
      expect(attach.statusCode).toBe(503);
      expect(attach.headers['retry-after']).toBe('5');
      expect(attach.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(JSON.stringify(attach.json())).not.toMatch(/ECONNREFUSED|stack|at /);

      const image = await t.app.fastify.inject('/media/image?url=test/wide.jpg&w=256');
      expect(image.statusCode).toBe(503);
      expect(image.headers['retry-after']).toBe('5');
      expect((await t.app.fastify.inject('/media/test/wide.jpg')).statusCode).toBe(503);
      expect(await bikeRow()).toEqual(before);
    } finally {
      await s3.start();
    }
    // The staged upload survived: the same request now succeeds.
    const again = await setPhotos({ side: staged.json().data.a });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.setBikePhotos.userErrors).toEqual([]);
  });

  it('leaves the bike as it was when the store stops in the middle of attaching photos', async () => {
    const staged = (
      await upload([
        filePart('a', tinyPng, 'a.png', 'image/png'),
        filePart('b', tinyPng, 'b.png', 'image/png'),
      ])
    ).json().data;
    const before = await bikeRow();
    // The store stops right after the first photo reached its lasting key.
    const stopping: PictureStore = Object.create(bucket, {
      put: {
        value: async (key: string, bytes: Buffer, type: string) => {
          await bucket.put(key, bytes, type);
          if (key.startsWith('bikes/')) await s3.stop();
        },
      },
    });
    const media = new MediaService(t.db.prisma, stopping);
    try {
      await expect(
        media.setBikePhotos(w.users.ownerA.id, w.a.bike, { side: staged.a, back: staged.b }),
      ).rejects.toBeInstanceOf(PictureStoreUnavailableError);
      expect(await bikeRow()).toEqual(before);
    } finally {
      await s3.start();
    }
    // Every photo the row names is in the bucket; the uploads are still there to try again.
    for (const key of [before.sidePhoto, before.backPhoto]) {
      if (key) expect(await bucket.exists(key)).toBe(true);
    }
    const again = await setPhotos({ side: staged.a, back: staged.b });
    expect(again.json().data.setBikePhotos.userErrors).toEqual([]);
  });
});

describe('copyPicturesToS3 (npm run media:to-s3)', () => {
  it('copies a disk store into the bucket, then skips what is already there', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-disk-'));
    try {
      const disk = new DiskPictureStore(folder);
      await disk.put(
        'seed/a.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      );
      await disk.put('bikes/b.jpg', await solid(4, 4).jpeg().toBuffer(), 'image/jpeg');
      await disk.put('variants/bikes/b.jpg/w64-q75.webp', tinyPng, 'image/webp');
      const target = S3PictureStore.fromSettings(loadConfig(s3.env('moved')).s3!);
      const steps: string[] = [];
      const first = await copyPicturesToS3(disk, target, (step) =>
        steps.push(`${step.done}/${step.total} ${step.action} ${step.key}`),
      );
      expect(first).toEqual({ total: 3, copied: 3, skipped: 0 });
      expect(steps).toEqual([
        '1/3 copied bikes/b.jpg',
        '2/3 copied seed/a.svg',
        '3/3 copied variants/bikes/b.jpg/w64-q75.webp',
      ]);
      expect(await keysIn(target, '')).toEqual([
        'bikes/b.jpg',
        'seed/a.svg',
        'variants/bikes/b.jpg/w64-q75.webp',
      ]);
      const svg = await target.get('seed/a.svg');
      expect(svg?.contentType).toBe('image/svg+xml');

      expect(await copyPicturesToS3(disk, target)).toEqual({ total: 3, copied: 0, skipped: 3 });
      // A picture whose content differs is copied again.
      await target.put('bikes/b.jpg', tinyPng, 'image/jpeg');
      expect(await copyPicturesToS3(disk, target)).toEqual({ total: 3, copied: 1, skipped: 2 });
      target.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
