import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { PrismaClient } from '../../generated/prisma/client';
import type { Job } from '../../jobs/job-runner';
import { smtpTransport } from './mail.transport';
import { MailWorker } from './mail.worker';

export const mailJobName = 'mail';

/** The outbox sender as a periodic job; without SMTP_URL the mail waits in the outbox. */
export function mailWorkerJob(
  prisma: PrismaClient,
  config: Pick<AppConfig, 'env' | 'mail'>,
  log: FastifyBaseLogger,
): Job {
  const { smtpUrl, from, maxAttempts, pollIntervalMs } = config.mail;
  if (!smtpUrl && config.env === 'production') {
    log.warn('SMTP_URL is not set: e-mail (booking links, invitations) stays unsent in the outbox');
  }
  const transport = smtpUrl ? smtpTransport(smtpUrl, from) : null;
  const worker = new MailWorker(prisma, transport, { maxAttempts, smtpUrl });
  return {
    name: mailJobName,
    intervalMs: pollIntervalMs,
    async run({ now, log: jobLog, signal }) {
      const pass = await worker.runOnce(now, jobLog, signal);
      if (pass.sent + pass.retrying + pass.failed > 0) jobLog.info(pass, 'mail sent');
    },
    close: () => transport?.close(),
  };
}
