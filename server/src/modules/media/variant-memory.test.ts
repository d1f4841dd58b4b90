import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '../../generated/prisma/client';
import { MediaService, variantFreshForMs } from './media.service';
import { solid } from './media.test-helpers';
import { DiskPictureStore, type PictureStore } from './picture-store';
import { VariantMemory } from './variant-memory';

const bytes = (n: number) => Buffer.alloc(n, 1);

describe('VariantMemory', () => {
  it('keeps at most its bytes, dropping the least recently used first', () => {
    const memory = new VariantMemory({ maxBytes: 300, freshForMs: 1000 });
    memory.remember('a', bytes(100), 'image/webp');
    memory.remember('b', bytes(100), 'image/webp');
    memory.remember('c', bytes(100), 'image/webp');
    expect(memory.recall('a')).not.toBeNull();
    memory.remember('d', bytes(100), 'image/webp');
    expect(memory.recall('b')).toBeNull();
    expect(['a', 'c', 'd'].map((key) => memory.recall(key) !== null)).toEqual([true, true, true]);
    expect(memory.size).toBe(300);
    memory.remember('huge', bytes(301), 'image/webp');
    expect(memory.recall('huge')).toBeNull();
    expect(memory.size).toBe(300);
  });

  it('keeps nothing with 0 bytes', () => {
    const memory = new VariantMemory({ maxBytes: 0, freshForMs: 1000 });
    memory.remember('a', bytes(1), 'image/webp');
    expect(memory.recall('a')).toBeNull();
  });

  it('tells an entry fresh until freshForMs after it was remembered', () => {
    let now = 0;
    const memory = new VariantMemory({ maxBytes: 100, freshForMs: 1000, now: () => now });
    memory.remember('a', bytes(10), 'image/webp');
    now = 999;
    expect(memory.recall('a')?.fresh).toBe(true);
    now = 1000;
    expect(memory.recall('a')?.fresh).toBe(false);
    memory.remember('a', bytes(10), 'image/webp');
    expect(memory.recall('a')?.fresh).toBe(true);
    memory.forgetUnder('a');
    expect(memory.recall('a')).toBeNull();
    expect(memory.size).toBe(0);
  });
});

/** A store that counts the calls made to it. */
function counted(store: PictureStore) {
  const calls: string[] = [];
  const counting: PictureStore = {
    put: (...args) => (calls.push('put'), store.put(...args)),
    get: (key) => (calls.push('get'), store.get(key)),
    exists: (key) => (calls.push('exists'), store.exists(key)),
    delete: (key) => (calls.push('delete'), store.delete(key)),
    list: (prefix) => (calls.push('list'), store.list(prefix)),
  };
  return { counting, calls };
}

describe('MediaService: variants in memory', () => {
  let dir: string;
  let disk: DiskPictureStore;
  let now: number;
  // Serving variants never touches the database.
  const noDatabase = {} as PrismaClient;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-variant-memory-'));
    disk = new DiskPictureStore(dir);
    now = 0;
    await disk.put('test/photo.jpg', await solid(800, 600).jpeg().toBuffer(), 'image/jpeg');
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const serviceOn = (store: PictureStore, memoryBytes = 1_048_576) =>
    new MediaService(noDatabase, store, { memoryBytes, now: () => now });

  it('serves a variant asked for again from memory, without a call to the store', async () => {
    const { counting, calls } = counted(disk);
    const media = serviceOn(counting);
    const first = await media.variant('test/photo.jpg', 256, 75, 'webp');
    expect(first?.cached).toBe(false);
    calls.length = 0;
    const again = await media.variant('test/photo.jpg', 256, 75, 'webp');
    expect(again).toMatchObject({ cached: true, contentType: 'image/webp' });
    expect(again!.body).toEqual(first!.body);
    expect(calls).toEqual([]);

    // Once stale: one check that the picture exists, the bytes still from memory.
    now += variantFreshForMs;
    await media.variant('test/photo.jpg', 256, 75, 'webp');
    expect(calls).toEqual(['exists']);
  });

  it('asks the store every time with MEDIA_MEMORY_CACHE_MB=0', async () => {
    const { counting, calls } = counted(disk);
    const media = serviceOn(counting, 0);
    await media.variant('test/photo.jpg', 256, 75, 'webp');
    calls.length = 0;
    expect((await media.variant('test/photo.jpg', 256, 75, 'webp'))?.cached).toBe(true);
    expect(calls).toEqual(['exists', 'get']);
  });

  it('stops serving a picture deleted through another instance within variantFreshForMs', async () => {
    const here = serviceOn(disk);
    expect(await here.variant('test/photo.jpg', 256, 75, 'webp')).not.toBeNull();
    // Another instance deletes the picture and its stored variants.
    await disk.delete('test/photo.jpg');
    await disk.delete('variants/test/photo.jpg/w256-q75.webp');

    now += variantFreshForMs - 1;
    expect(await here.variant('test/photo.jpg', 256, 75, 'webp')).not.toBeNull();
    now += 1;
    expect(await here.variant('test/photo.jpg', 256, 75, 'webp')).toBeNull();
    // Forgotten, not merely refused: it does not come back.
    expect(await here.variant('test/photo.jpg', 256, 75, 'webp')).toBeNull();
  });
});
