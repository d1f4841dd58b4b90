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

export interface Claim {
  /** 0: the attempt may go ahead (and is counted); otherwise refused, and not counted. */
  retryAfterSeconds: number;
  /** Uncounts the attempt. */
  release(): Promise<void>;
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

  /**
   * Counts an attempt under each key before it is made, then refuses it when that takes a key
   * over the limit: attempts sent at the same moment cannot all pass a check made before any
   * of them was counted. A refused attempt is not counted; an allowed one stays counted until
   * released (a sign-in that succeeds).
   */
  async claim(keys: string[]): Promise<Claim> {
    const at = new Date(this.now());
    const windowStart = new Date(at.getTime() - this.limits.windowSeconds * 1000);
    const [, claimed] = await this.prisma.$transaction([
      this.prisma.rateLimitHit.deleteMany({
        where: { key: { in: keys }, at: { lte: windowStart } },
      }),
      this.prisma.rateLimitHit.createManyAndReturn({
        data: keys.map((key) => ({ key, at })),
        select: { id: true },
      }),
    ]);
    const ids = claimed.map((hit) => hit.id);
    const counts = await this.prisma.rateLimitHit.groupBy({
      by: ['key'],
      where: { key: { in: keys }, at: { gt: windowStart } },
      _count: { _all: true },
    });
    const release = async () => {
      await this.prisma.rateLimitHit.deleteMany({ where: { id: { in: ids } } });
    };
    if (counts.every((count) => count._count._all <= this.limits.maxFailures))
      return { retryAfterSeconds: 0, release };
    await release();
    return { retryAfterSeconds: Math.max(1, await this.retryAfterSeconds(keys)), release };
  }

  /** Attempts counted under `key` within the window. */
  async count(key: string): Promise<number> {
    const windowStart = new Date(this.now() - this.limits.windowSeconds * 1000);
    return this.prisma.rateLimitHit.count({ where: { key, at: { gt: windowStart } } });
  }

  async clear(key: string): Promise<void> {
    await this.prisma.rateLimitHit.deleteMany({ where: { key } });
  }
}
