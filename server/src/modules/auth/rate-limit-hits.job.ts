import type { Job } from '../../jobs/job-runner';
import type { RateLimitHitService } from './rate-limit-hits.service';

export const rateLimitHitsJobName = 'rate-limit-hits';

/** Every minute, the accounts and client addresses the throttles no longer need go. */
export function rateLimitHitsJob(hits: RateLimitHitService, intervalMs = 60_000): Job {
  return {
    name: rateLimitHitsJobName,
    intervalMs,
    async run({ now, log }) {
      const forgotten = await hits.forgetExpired(now);
      if (forgotten > 0) log.info({ forgotten }, 'expired rate-limit hits forgotten');
    },
  };
}
