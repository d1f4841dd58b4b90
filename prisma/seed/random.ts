/** Deterministic pseudo-random numbers, so every seed run writes the same data. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const idAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A stable, URL-safe public id derived from a name. */
export function publicIdFor(name: string, length = 12): string {
  const random = seededRandom(`public-id:${name}`);
  return Array.from({ length }, () => pick(random, idAlphabet.split(''))).join('');
}
