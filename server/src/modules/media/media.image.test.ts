import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test/app';
import { variantFreshForMs } from './media.service';
import { imageWidthFor, imageWidths, mediaImageUrl, mediaUrl } from './media.urls';
import { solid } from './media.test-helpers';

/** GET /media/image: resized variants of stored pictures, and GET /media/<key>. */
let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await startTestApp();
  mediaDir = path.join(t.config.dataDir, 'media');
  const write = (key: string, bytes: Buffer | string) => {
    fs.mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, key), bytes);
  };
  write('test/wide.jpg', await solid(2400, 1200, '#2080d0').jpeg().toBuffer());
  write('test/small.png', await solid(100, 50).png().toBuffer());
  write('test/deleted.jpg', await solid(800, 400).jpeg().toBuffer());
  write('test/square_1.jpg', await solid(300, 300).jpeg().toBuffer());
  write('test/not-a-picture.jpg', 'plain text');
  write(
    'seed/cities/town.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#c00"/></svg>',
  );
  // A real picture just outside the store: no request may reach it.
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.png'), await solid(64, 64).png().toBuffer());
});

afterAll(() => t.close());

function image(query: string, accept?: string) {
  return t.app.fastify.inject({
    method: 'GET',
    url: `/media/image?${query}`,
    headers: accept ? { accept } : {},
  });
}

const webpAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('GET /media/image', () => {
  it('resizes to the width asked, as WebP when accepted, cached for good', async () => {
    const response = await image('url=test/wide.jpg&w=640', webpAccept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/\bAccept\b/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('answers JPEG to clients that do not accept WebP', async () => {
    for (const accept of [undefined, 'image/jpeg,image/*', 'image/webp;q=0, image/*']) {
      const response = await image('url=test/wide.jpg&w=256', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 256,
      });
    }
  });

  it('encodes a variant once: the second request reads it from the store', async () => {
    const first = await image('url=test/wide.jpg&w=1080&q=60', webpAccept);
    const second = await image('url=test/wide.jpg&w=1080&q=60', webpAccept);
    expect(first.headers['x-media-cache']).toBe('miss');
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = path.join(mediaDir, 'variants/test/wide.jpg/w1080-q60.webp');
    expect(fs.readFileSync(stored).equals(first.rawPayload)).toBe(true);
    // Another format or quality is another variant.
    const jpeg = await image('url=test/wide.jpg&w=1080&q=60');
    expect(jpeg.headers['x-media-cache']).toBe('miss');
  });

  it('uses the quality asked (75 by default)', async () => {
    const low = await image('url=test/wide.jpg&w=1200&q=5');
    const standard = await image('url=test/wide.jpg&w=1200');
    const high = await image('url=test/wide.jpg&w=1200&q=100');
    expect([low, standard, high].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(low.rawPayload.length).toBeLessThan(standard.rawPayload.length);
    expect(standard.rawPayload.length).toBeLessThan(high.rawPayload.length);
  });

  it('never enlarges a picture', async () => {
    const response = await image('url=test/small.png&w=1920', webpAccept);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it('takes a /media path as well as a key, and draws SVGs at the size asked', async () => {
    const byPath = await image(`url=${encodeURIComponent(mediaUrl('test/square_1.jpg'))}&w=128`);
    expect(byPath.statusCode).toBe(200);
    expect((await sharp(byPath.rawPayload).metadata()).width).toBe(128);
    const svg = await image('url=/media/seed/cities/town.svg&w=384', webpAccept);
    expect(svg.statusCode).toBe(200);
    expect(await sharp(svg.rawPayload).metadata()).toMatchObject({ width: 384, height: 192 });
  });

  it.each([
    ['a width not in the list', 'url=test/wide.jpg&w=500', 'w'],
    ['no width', 'url=test/wide.jpg', 'w'],
    ['a width that is not a number', 'url=test/wide.jpg&w=big', 'w'],
    ['quality 0', 'url=test/wide.jpg&w=640&q=0', 'q'],
    ['quality 101', 'url=test/wide.jpg&w=640&q=101', 'q'],
    ['a fractional quality', 'url=test/wide.jpg&w=640&q=50.5', 'q'],
    ['no url', 'w=640', 'url'],
    ['a remote URL', `url=${encodeURIComponent('https://example.com/a.jpg')}&w=640`, 'url'],
    ['a protocol-relative URL', `url=${encodeURIComponent('//example.com/a.jpg')}&w=640`, 'url'],
    ['a file URL', `url=${encodeURIComponent('file:///etc/passwd')}&w=640`, 'url'],
    ['a data URL', `url=${encodeURIComponent('data:image/png;base64,AAAA')}&w=640`, 'url'],
    ['an over-long url', `url=${'a'.repeat(601)}&w=640`, 'url'],
  ])('answers 400 for %s, naming the field', async (_name, query, field) => {
    const response = await image(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it.each([
    ['an unknown key', 'test/none.jpg'],
    ['an unknown /media path', '/media/test/none.jpg'],
    ['a stored file that is not a picture', 'test/not-a-picture.jpg'],
    ['a folder', 'test'],
    ['a path outside /media', '/etc/passwd'],
    ['a parent-folder key', '../secret.png'],
    ['a nested parent-folder key', 'test/../../secret.png'],
    ['an encoded parent folder in a /media path', '/media/..%2Fsecret.png'],
    ['an encoded parent folder segment', '/media/test/%2E%2E/%2E%2E/secret.png'],
    ['a backslash path', '..\\secret.png'],
    ['a hidden file', '.secret.png'],
    ['a NUL byte', 'test/wide.jpg\u0000.png'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await image(`url=${encodeURIComponent(url)}&w=64`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for the absolute path of a picture outside the store', async () => {
    const outside = path.join(t.config.dataDir, 'secret.png');
    const response = await image(`url=${encodeURIComponent(outside)}&w=64`);
    expect(response.statusCode).toBe(404);
  });

  it('stops serving the variants of a picture deleted elsewhere once its memory is stale', async () => {
    expect((await image('url=test/deleted.jpg&w=64')).statusCode).toBe(200);
    // Deleted behind this instance's back, as another instance would.
    fs.rmSync(path.join(mediaDir, 'test/deleted.jpg'));
    const deletedAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(deletedAt);
    try {
      expect((await image('url=test/deleted.jpg&w=64')).statusCode).toBe(200);
      clock.mockReturnValue(deletedAt + variantFreshForMs);
      expect((await image('url=test/deleted.jpg&w=64')).statusCode).toBe(404);
    } finally {
      clock.mockRestore();
    }
  });

  it('lists exactly the served widths, and builds URLs with them', () => {
    expect(imageWidths).toEqual([64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920]);
    expect(imageWidthFor(300)).toBe(384);
    expect(imageWidthFor(5000)).toBe(1920);
    expect(mediaImageUrl('bikes/a b.jpg', 600)).toBe('/media/image?url=bikes%2Fa%20b.jpg&w=640');
    expect(mediaImageUrl('bikes/a.jpg', 64, 50)).toBe('/media/image?url=bikes%2Fa.jpg&w=64&q=50');
    expect(mediaImageUrl('https://cdn.example/x.jpg', 64)).toBe('https://cdn.example/x.jpg');
  });

  it('serves what the URL builder builds', async () => {
    const response = await t.app.fastify.inject(mediaImageUrl('test/wide.jpg', 700, 40));
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(750);
  });
});

describe('GET /media/<key>', () => {
  it('serves a stored picture as stored', async () => {
    const response = await t.app.fastify.inject('/media/test/small.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(mediaDir, 'test/small.png')))).toBe(
      true,
    );
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it.each([
    '/media/..%2fsecret.png',
    '/media/test/..%2f..%2fsecret.png',
    '/media/%2e%2e/secret.png',
    '/media/test/none.png',
    '/media/test',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.fastify.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
  });
});
