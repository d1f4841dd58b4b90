import type { PrismaClient } from '../../generated/prisma/client';

/**
 * The attempts the throttles count (sign-ins, bookings, partner-link visits) are kept under
 * keys that name an account or a client address. A throttle removes its own expired hits only
 * when the same key comes back, so without this an address seen once would stay for good
 * (DESIGN.md: privacy). A hit older than the longest window no throttle can count any more.
 */
export class RateLimitHitService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly longestWindowSeconds: number,
  ) {}

  /** Removes the hits no window can count any more; how many went. */
  async forgetExpired(now: Date): Promise<number> {
    const { count } = await this.prisma.rateLimitHit.deleteMany({
      where: { at: { lte: new Date(now.getTime() - this.longestWindowSeconds * 1000) } },
    });
    return count;
  }
}
