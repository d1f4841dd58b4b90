import type { PrismaClient } from '../../generated/prisma/client';
import { shopTimeZone } from '../../shared/shop-time';
import { LoginThrottle, type ThrottleLimits } from '../auth/auth.throttle';
import { TooManyBookingRequestsError } from '../bookings/bookings.errors';

/** The longest affiliate code the web app keeps; anything longer is no partner's. */
export const maxAffiliateCodeLength = 64;

const throttleKeyPrefix = 'partner-visit:';

/**
 * Visits through partners' `?ref=` links, counted per partner and local day. Nothing about
 * the visitor is stored (DESIGN.md: privacy): the client address only counts towards the rate
 * limit, in `rate_limit_hits`, until the rate-limit-hits job removes it.
 */
export class PartnerVisitService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly prisma: PrismaClient,
    limits: ThrottleLimits,
  ) {
    this.throttle = new LoginThrottle(prisma, limits);
  }

  /** Counts one visit of an online partner's link; false (nothing counted) for any other code. */
  async record(code: string, clientAddress: string): Promise<boolean> {
    const claim = await this.throttle.claim([`${throttleKeyPrefix}${clientAddress}`]);
    if (claim.retryAfterSeconds > 0)
      throw new TooManyBookingRequestsError(claim.retryAfterSeconds, 'visits');
    const trimmed = code.trim();
    if (trimmed.length === 0 || trimmed.length > maxAffiliateCodeLength) return false;
    const counted = await this.prisma.$executeRaw`
      INSERT INTO partner_visits (partner_id, day, visits)
      SELECT p.id, (now() AT TIME ZONE ${shopTimeZone})::date, 1
      FROM partners p
      WHERE p.affiliate_code = ${trimmed} AND p.online
      ON CONFLICT (partner_id, day) DO UPDATE SET visits = partner_visits.visits + 1`;
    return counted > 0;
  }
}
