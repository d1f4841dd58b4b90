import type { PrismaClient } from '../../generated/prisma/client';

/**
 * Attempts counted per key (an account, a client address) over a sliding window: failed
 * sign-ins, bookings. Kept in the database (`rate_limit_hits`), so that every instance of the
 * app on one database counts the same attempts (DESIGN.md section 7).
 */
export interface ThrottleLimits {
  maxFailures: number;
  windowSeconds: number;
}

export class LoginThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt may be made under any of the keys; 0 when allowed now. */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    const windowMs = this.limits.windowSeconds * 1000;
    const hits = await this.prisma.rateLimitHit.findMany({
      where: { key: { in: keys }, at: { gt: new Date(this.now() - windowMs) } },
      select: { key: true, at: true },
      orderBy: { at: 'asc' },
    });
    let waitMs = 0;
    for (const key of keys) {
      const recent = hits.filter((hit) => hit.key === key).map((hit) => hit.at.getTime());
      if (recent.length >= this.limits.maxFailures)
        waitMs = Math.max(
          waitMs,
          recent[recent.length - this.limits.maxFailures] + windowMs - this.now(),
        );
    }
    return Math.ceil(waitMs / 1000);
  }

  /** Counts an attempt under each key, and forgets the keys' attempts older than the window. */
  async recordFailure(keys: string[]): Promise<void> {
    const at = new Date(this.now());
    const expired = new Date(at.getTime() - this.limits.windowSeconds * 1000);
    await this.prisma.$transaction([
      this.prisma.rateLimitHit.deleteMany({ where: { key: { in: keys }, at: { lte: expired } } }),
      this.prisma.rateLimitHit.createMany({ data: keys.map((key) => ({ key, at })) }),
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.prisma.rateLimitHit.deleteMany({ where: { key } });
  }
}
