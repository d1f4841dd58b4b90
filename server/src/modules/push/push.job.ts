import type { AppConfig } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Job } from '../../jobs/job-runner';
import type { WebPushKeyStore } from './push.keys';
import { webPushSender } from './push.sender';
import { PushWorker } from './push.worker';

export const pushJobName = 'push';

/** The push outbox sender as a periodic job. */
export function pushWorkerJob(
  prisma: PrismaClient,
  config: Pick<AppConfig, 'push'>,
  keyStore: WebPushKeyStore,
): Job {
  const { subject, maxAttempts, allowLoopbackHttp, pollIntervalMs } = config.push;
  const sender = webPushSender({ keys: () => keyStore.keys(), subject });
  const worker = new PushWorker(prisma, sender, { maxAttempts, allowLoopbackHttp });
  return {
    name: pushJobName,
    intervalMs: pollIntervalMs,
    async run({ now, log, signal }) {
      const pass = await worker.runOnce(now, log, signal);
      if (pass.sent + pass.retrying + pass.failed + pass.gone > 0) log.info(pass, 'push sent');
    },
  };
}
