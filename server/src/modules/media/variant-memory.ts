/** A variant kept in memory, and when the store last confirmed its picture still exists. */
interface RememberedVariant {
  bytes: Buffer;
  contentType: string;
  checkedAt: number;
}

export interface VariantMemoryOptions {
  /** At most this many bytes of variants; 0 keeps none. */
  maxBytes: number;
  /** A remembered variant is served without asking the store for this long after a check. */
  freshForMs: number;
  now?: () => number;
}

/**
 * The resized variants this instance served last, least recently used dropped first, bounded
 * in bytes. A variant's bytes never change (its key names the picture, width, quality and
 * format), but its picture may be deleted by any instance: an entry is served without a call
 * to the store only while fresh, then the store is asked whether the picture still exists.
 */
export class VariantMemory {
  private readonly entries = new Map<string, RememberedVariant>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: VariantMemoryOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.bytes;
  }

  /** The variant under `key`, and whether it may be served without checking its picture. */
  recall(key: string): { bytes: Buffer; contentType: string; fresh: boolean } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const fresh = this.now() - entry.checkedAt < this.options.freshForMs;
    return { bytes: entry.bytes, contentType: entry.contentType, fresh };
  }

  /** Kept as just checked (its picture exists now). Too big a variant is not kept. */
  remember(key: string, bytes: Buffer, contentType: string): void {
    this.forget(key);
    if (bytes.length > this.options.maxBytes) return;
    this.entries.set(key, { bytes, contentType, checkedAt: this.now() });
    this.bytes += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }

  /** Forgets every entry whose key starts with `prefix`. */
  forgetUnder(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.forget(key);
  }
}
