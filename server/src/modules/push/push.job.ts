import type { AppConfig } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Job } from '../../jobs/job-runner';
import type { WebPushKeyStore } from './push.keys';
import { pushOutboundClient } from './push-endpoints';
import { webPushSender } from './push.sender';
import { PushWorker } from './push.worker';

export const pushJobName = 'push';

/** The push outbox sender as a periodic job. */
export function pushWorkerJob(
  prisma: PrismaClient,
  config: Pick<AppConfig, 'push' | 'outbound'>,
  keyStore: WebPushKeyStore,
): Job {
  const { subject, maxAttempts, pollIntervalMs } = config.push;
  const outbound = pushOutboundClient(config);
  const sender = webPushSender({ keys: () => keyStore.keys(), subject, outbound });
  const worker = new PushWorker(prisma, sender, { maxAttempts });
  return {
    name: pushJobName,
    intervalMs: pollIntervalMs,
    async run({ now, log, signal }) {
      const pass = await worker.runOnce(now, log, signal);
      if (pass.sent + pass.retrying + pass.failed + pass.gone > 0) log.info(pass, 'push sent');
    },
  };
}
