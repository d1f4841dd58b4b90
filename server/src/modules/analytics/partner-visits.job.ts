import type { Job } from '../../jobs/job-runner';
import type { PartnerVisitService } from './partner-visits.service';

/**
 * The rate limit of partner-link visits keeps client addresses only for its window: without
 * this, an address that never came back would stay in `rate_limit_hits`.
 */
export const partnerVisitAddressesJobName = 'partner-visit-addresses';

export function partnerVisitAddressesJob(visits: PartnerVisitService, intervalMs = 60_000): Job {
  return {
    name: partnerVisitAddressesJobName,
    intervalMs,
    async run({ now, log }) {
      const forgotten = await visits.forgetExpiredAddresses(now);
      if (forgotten > 0) log.info({ forgotten }, 'partner-visit addresses forgotten');
    },
  };
}
