/**
 * Failed sign-ins counted per account and per client address over a sliding window. Kept in
 * process memory; DESIGN.md section 7 moves it to a shared store when one is configured.
 */
export interface ThrottleLimits {
  maxFailures: number;
  windowSeconds: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt may be made under any of the keys; 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number {
    const windowMs = this.limits.windowSeconds * 1000;
    let waitMs = 0;
    for (const key of keys) {
      const recent = this.recent(key, windowMs);
      if (recent.length >= this.limits.maxFailures) {
        waitMs = Math.max(
          waitMs,
          recent[recent.length - this.limits.maxFailures] + windowMs - this.now(),
        );
      }
    }
    return Math.ceil(waitMs / 1000);
  }

  recordFailure(keys: string[]): void {
    const at = this.now();
    for (const key of keys)
      this.failures.set(key, [...this.recent(key, this.limits.windowSeconds * 1000), at]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }
}
