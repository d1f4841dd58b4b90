/**
 * At most `maxEntries` values, each kept `ttlMs` after it was loaded, the least recently used
 * dropped first. A value is kept as its promise: requests that arrive while it loads share the
 * one load. A failed load is not kept. `ttlMs` 0 turns the cache off.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const { ttlMs, maxEntries, now = Date.now } = this.options;
    if (ttlMs <= 0 || maxEntries <= 0) return load();
    const time = now();
    const found = this.entries.get(key);
    this.entries.delete(key);
    if (found && found.expiresAt > time) {
      this.entries.set(key, found);
      return found.value;
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: time + ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // A Map keeps insertion order, and a hit above re-inserts: the first key is the least recent.
    while (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
