import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import {
  elevenMegabytes,
  filePart,
  multipart,
  phoneJpeg,
  solid,
  tinyGif,
  tinyPng,
  type FormPart,
} from './media.test-helpers';
import { MediaService } from './media.service';
import { DiskPictureStore } from './picture-store';

/** Bike photo uploads through REST (and GraphQL with POST /uploads). */
let t: TestApp;
let w: World;
let mediaDir: string;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t);
  mediaDir = path.join(t.config.dataDir, 'media');
});

afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function put(url: string, parts: FormPart[], token: string | null = w.users.ownerA.token) {
  const form = multipart(parts);
  return t.app.fastify.inject({
    method: 'PUT',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
}

const onePhoto = (bikeId: number, side: string, file: FormPart, token?: string | null) =>
  put(
    `/api/shop-owner/bikes/manage-bike-photo/${bikeId}`,
    [{ name: 'side', value: side }, file],
    token,
  );

const photos = (bikeId: number, files: FormPart[], token?: string | null) =>
  put(`/api/shop-owner/bikes/manage-bike-photos/${bikeId}`, files, token);

/** Every file under the media folder, relative. */
function storedFiles(): string[] {
  if (!fs.existsSync(mediaDir)) return [];
  return (fs.readdirSync(mediaDir, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(mediaDir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

const keyOfUrl = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''));
const fileOfUrl = (url: string) => path.join(mediaDir, keyOfUrl(url));

async function bikeRow(id: number) {
  return t.db.prisma.bike.findUniqueOrThrow({ where: { id } });
}

describe('PUT /api/shop-owner/bikes/manage-bike-photo/{bikeId}', () => {
  it('stores a phone JPEG upright, with no EXIF or GPS left, and answers the URLs', async () => {
    const original = await phoneJpeg(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await onePhoto(w.a.bike, 'side', filePart('photo', original));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({
      side: expect.stringMatching(/^\/media\/bikes\//),
      front: null,
      back: null,
    });

    const stored = fs.readFileSync(fileOfUrl(data.side));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);

    expect((await bikeRow(w.a.bike)).sidePhoto).toBe(keyOfUrl(data.side));
    const served = await t.app.fastify.inject(data.side);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Nothing staged is left behind.
    expect(storedFiles().filter((f) => f.startsWith('staged/'))).toEqual([]);
  });

  it('scales a large PNG down to 2000 px on its longest side', async () => {
    const png = await solid(2600, 1300).png().toBuffer();
    const response = await onePhoto(
      w.a.bike,
      'front',
      filePart('photo', png, 'big.png', 'image/png'),
    );
    expect(response.statusCode).toBe(200);
    const meta = await sharp(fileOfUrl(response.json().data.front)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
  });

  it('takes WebP, and deletes the photo it replaces', async () => {
    const first = await onePhoto(
      w.a.bike,
      'back',
      filePart('photo', tinyPng, 'a.png', 'image/png'),
    );
    const firstUrl = first.json().data.back;
    expect(fs.existsSync(fileOfUrl(firstUrl))).toBe(true);

    const webp = await solid(64, 48).webp().toBuffer();
    const second = await onePhoto(
      w.a.bike,
      'back',
      filePart('photo', webp, 'b.webp', 'image/webp'),
    );
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().data.back;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(fileOfUrl(secondUrl))).toBe(true);
    expect(fs.existsSync(fileOfUrl(firstUrl))).toBe(false);
    const old = await t.app.fastify.inject(firstUrl);
    expect(old.statusCode).toBe(404);
  });

  it('never deletes a shared demo picture it replaces', async () => {
    fs.mkdirSync(path.join(mediaDir, 'seed', 'bikes'), { recursive: true });
    fs.writeFileSync(
      path.join(mediaDir, 'seed/bikes/scooter-side.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await t.db.prisma.bike.update({
      where: { id: w.a.bike },
      data: { sidePhoto: 'seed/bikes/scooter-side.svg' },
    });
    const response = await onePhoto(w.a.bike, 'side', filePart('photo', tinyPng));
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(path.join(mediaDir, 'seed/bikes/scooter-side.svg'))).toBe(true);
  });

  it.each([
    ['a GIF', filePart('photo', tinyGif, 'x.gif', 'image/gif')],
    ['a GIF named .jpg', filePart('photo', tinyGif, 'x.jpg', 'image/jpeg')],
    [
      'a text file named .jpg',
      filePart('photo', 'just some text, not a photo', 'x.jpg', 'image/jpeg'),
    ],
    ['an empty file', filePart('photo', Buffer.alloc(0))],
  ])('refuses %s with 415 naming the field, storing nothing', async (_name, file) => {
    const before = { db: await databaseFingerprint(t.db.prisma), files: storedFiles() };
    const response = await onePhoto(w.a.bike, 'side', file);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { photo: expect.any(String) },
    });
    expect({ db: await databaseFingerprint(t.db.prisma), files: storedFiles() }).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 naming the field', async () => {
    const before = storedFiles();
    const response = await onePhoto(w.a.bike, 'side', filePart('photo', elevenMegabytes()));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: { photo: expect.stringContaining('10 MB') },
    });
    expect(storedFiles()).toEqual(before);
  });

  it("answers 404 for another owner's bike, exactly as for a missing one, storing nothing", async () => {
    const before = { db: await databaseFingerprint(t.db.prisma), files: storedFiles() };
    const theirs = await onePhoto(w.b.bike, 'side', filePart('photo', tinyPng));
    const missing = await onePhoto(999_999, 'side', filePart('photo', tinyPng));
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    expect(theirs.json()).toEqual(missing.json());
    // The admin acts as an owner of their own bikes only.
    const admin = await onePhoto(w.a.bike, 'side', filePart('photo', tinyPng), w.users.admin.token);
    expect(admin.statusCode).toBe(404);
    expect({ db: await databaseFingerprint(t.db.prisma), files: storedFiles() }).toEqual(before);
  });

  it('answers 404 for a deleted bike', async () => {
    const world = await buildWorld(t);
    await t.db.prisma.bike.update({ where: { id: world.a.bike }, data: { deletedAt: new Date() } });
    const response = await onePhoto(
      world.a.bike,
      'side',
      filePart('photo', tinyPng),
      world.users.ownerA.token,
    );
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers before reading the body', async () => {
    const before = storedFiles();
    const response = await onePhoto(w.a.bike, 'side', filePart('photo', tinyPng), null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(storedFiles()).toEqual(before);
  });
});

describe('PUT /api/shop-owner/bikes/manage-bike-photos/{bikeId}', () => {
  it('sets side, front and back in one step', async () => {
    const world = await buildWorld(t);
    const response = await photos(
      world.a.bike,
      [
        filePart('side', await solid(40, 30, '#ff0000').jpeg().toBuffer()),
        filePart('front', await solid(40, 30, '#00ff00').png().toBuffer(), 'f.png', 'image/png'),
        filePart('back', await solid(40, 30, '#0000ff').webp().toBuffer(), 'b.webp', 'image/webp'),
      ],
      world.users.ownerA.token,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const row = await bikeRow(world.a.bike);
    expect([row.sidePhoto, row.frontPhoto, row.backPhoto]).toEqual(
      [data.side, data.front, data.back].map(keyOfUrl),
    );
    expect(new Set([data.side, data.front, data.back]).size).toBe(3);
    // The front was green, so the right picture went to the right side.
    const { data: pixel } = await sharp(fileOfUrl(data.front))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixel[1]).toBeGreaterThan(200);
    expect(pixel[0]).toBeLessThan(50);
  });

  it('changes only the photos sent', async () => {
    const world = await buildWorld(t);
    const token = world.users.ownerA.token;
    const first = (
      await photos(world.a.bike, [filePart('side', tinyPng), filePart('back', tinyPng)], token)
    ).json().data;
    const second = await photos(world.a.bike, [filePart('front', tinyPng)], token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({
      side: first.side,
      front: expect.any(String),
      back: first.back,
    });
  });

  it('refuses the whole request when one file is not a picture, storing nothing', async () => {
    const world = await buildWorld(t);
    const before = { db: await databaseFingerprint(t.db.prisma), files: storedFiles() };
    const response = await photos(
      world.a.bike,
      [filePart('side', tinyPng), filePart('front', 'GIF89a not really', 'f.jpg')],
      world.users.ownerA.token,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.fields).toEqual({ front: expect.any(String) });
    expect({ db: await databaseFingerprint(t.db.prisma), files: storedFiles() }).toEqual(before);
  });

  it('refuses 11 MB in one field with 413 naming it', async () => {
    const response = await photos(w.a.bike, [
      filePart('side', tinyPng),
      filePart('back', elevenMegabytes()),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.fields).toEqual({ back: expect.any(String) });
  });

  it("answers 404 for another owner's bike and keeps nothing", async () => {
    const before = storedFiles();
    const response = await photos(w.b.bike, [
      filePart('side', tinyPng),
      filePart('front', tinyPng),
    ]);
    expect(response.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
    expect(await bikeRow(w.b.bike)).toMatchObject({ sidePhoto: null, frontPhoto: null });
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await photos(w.a.bike, [filePart('side', tinyPng)], null);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /uploads and setBikePhotos (GraphQL)', () => {
  const mutation = `mutation($input: SetBikePhotosInput!) {
    setBikePhotos(input: $input) {
      bike { id photos { side front back } }
      userErrors { field message code }
    }
  }`;

  function upload(parts: FormPart[], token: string | null) {
    const form = multipart(parts);
    return t.app.fastify.inject({
      method: 'POST',
      url: '/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    });
  }

  it('stages files, then attaches them to an own bike', async () => {
    const world = await buildWorld(t);
    const token = world.users.ownerA.token;
    const staged = await upload([filePart('a', await phoneJpeg()), filePart('b', tinyPng)], token);
    expect(staged.statusCode).toBe(201);
    const ids = staged.json().data;
    expect(ids).toEqual({ a: expect.any(String), b: expect.any(String) });
    expect(JSON.stringify(ids)).not.toContain('/');

    const response = await t.graphql(
      mutation,
      { input: { bikeId: toGlobalId('Bike', world.a.bike), side: ids.a, back: ids.b } },
      bearer(token),
    );
    const result = response.json().data.setBikePhotos;
    expect(result.userErrors).toEqual([]);
    expect(result.bike.photos).toEqual({
      side: expect.stringMatching(/^\/media\/bikes\//),
      front: null,
      back: expect.stringMatching(/^\/media\/bikes\//),
    });
    // An upload is attached once: using it again is an error.
    const again = await t.graphql(
      mutation,
      { input: { bikeId: toGlobalId('Bike', world.a.bike), front: ids.a } },
      bearer(token),
    );
    expect(again.json().data.setBikePhotos.userErrors).toEqual([
      { field: 'front', message: expect.any(String), code: 'INVALID' },
    ]);
  });

  it("does not let another owner attach someone's upload, nor reach their bike", async () => {
    const world = await buildWorld(t);
    const ids = (await upload([filePart('file', tinyPng)], world.users.ownerA.token)).json().data;
    const byB = await t.graphql(
      mutation,
      { input: { bikeId: toGlobalId('Bike', world.b.bike), side: ids.file } },
      bearer(world.users.ownerB.token),
    );
    expect(byB.json().data.setBikePhotos.userErrors).toEqual([
      { field: 'side', message: expect.any(String), code: 'INVALID' },
    ]);
    const onA = await t.graphql(
      mutation,
      { input: { bikeId: toGlobalId('Bike', world.a.bike), side: ids.file } },
      bearer(world.users.ownerB.token),
    );
    expect(onA.json().data.setBikePhotos).toEqual({
      bike: null,
      userErrors: [{ field: 'bikeId', message: expect.any(String), code: 'NOT_FOUND' }],
    });
    expect((await bikeRow(world.a.bike)).sidePhoto).toBeNull();
  });

  it('refuses malformed upload ids without touching the store', async () => {
    const response = await t.graphql(
      mutation,
      { input: { bikeId: toGlobalId('Bike', w.a.bike), side: '../../etc/passwd' } },
      bearer(w.users.ownerA.token),
    );
    expect(response.json().data.setBikePhotos.userErrors[0]).toMatchObject({
      field: 'side',
      code: 'INVALID',
    });
  });

  it('does not serve staged uploads', async () => {
    await upload([filePart('file', tinyPng)], w.users.ownerA.token);
    const staged = storedFiles().filter((f) => f.startsWith('staged/'));
    expect(staged.length).toBeGreaterThan(0);
    const response = await t.app.fastify.inject(`/media/${staged[0]}`);
    expect(response.statusCode).toBe(404);
    const image = await t.app.fastify.inject(
      `/media/image?url=${encodeURIComponent(staged[0])}&w=64`,
    );
    expect(image.statusCode).toBe(404);
  });

  it('refuses anonymous callers, non-pictures and oversized files', async () => {
    expect((await upload([filePart('file', tinyPng)], null)).statusCode).toBe(401);
    const gif = await upload(
      [filePart('file', tinyGif, 'x.gif', 'image/gif')],
      w.users.ownerA.token,
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.fields).toEqual({ file: expect.any(String) });
    const big = await upload([filePart('file', elevenMegabytes())], w.users.ownerA.token);
    expect(big.statusCode).toBe(413);
    const none = await upload([{ name: 'note', value: 'hello' }], w.users.ownerA.token);
    expect(none.statusCode).toBe(400);
    const four = ['a', 'b', 'c', 'd'].map((name) => filePart(name, tinyPng));
    const tooMany = await upload(four, w.users.ownerA.token);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.fields).toEqual({ d: expect.any(String) });
  });

  it('deletes staged uploads nobody attached after a day', async () => {
    const before = storedFiles().filter((f) => f.startsWith('staged/')).length;
    expect(before).toBeGreaterThan(0);
    const sweeper = new MediaService(t.db.prisma, new DiskPictureStore(mediaDir));
    expect(await sweeper.sweepStaged(Date.now() - 3600_000)).toBe(0);
    expect(await sweeper.sweepStaged(Date.now() + 1000)).toBe(before);
    expect(storedFiles().filter((f) => f.startsWith('staged/'))).toEqual([]);
  });
});
