/**
 * Where each history entry was scrolled to, by entry id. Kept in `sessionStorage` when the
 * page goes away, so that a reload, or coming back from another site, finds its place again.
 */
const storageKey = 'xemay.pageTop';
/** Enough for any way back a traveller takes; older entries are forgotten first. */
const kept = 50;

export class ScrollPositions {
  private readonly positions = new Map<string, number>();

  get(id: string): number | undefined {
    return this.positions.get(id);
  }

  set(id: string, y: number): void {
    this.positions.delete(id);
    this.positions.set(id, y);
    if (this.positions.size > kept) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  load(): void {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]') as unknown;
      if (!Array.isArray(stored)) return;
      for (const pair of stored) {
        if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number')
          this.set(pair[0], pair[1]);
      }
    } catch {
      // Storage blocked or spoiled: positions are a convenience, start afresh.
    }
  }

  save(): void {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify([...this.positions]));
    } catch {
      // Storage blocked or full: a reload then starts at the top.
    }
  }
}
