import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 0;
  });

  it('loads a key once until its time is up, then loads it again', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 60_000, maxEntries: 10, now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time = 59_999;
    expect(await cache.get('a', load)).toBe(1);
    time = 60_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load among the requests that arrive while it runs', async () => {
    const cache = new ExpiringCache<string>({ ttlMs: 1000, maxEntries: 10, now });
    let loads = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
  });

  it('keeps no more than maxEntries, dropping the least recently used', async () => {
    const cache = new ExpiringCache<string>({ ttlMs: 1000, maxEntries: 2, now });
    const loaded: string[] = [];
    const load = (key: string) => async () => {
      loaded.push(key);
      return key;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed load', async () => {
    const cache = new ExpiringCache<string>({ ttlMs: 1000, maxEntries: 10, now });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('loads every time with a time to live of 0', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 0, maxEntries: 10, now });
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
