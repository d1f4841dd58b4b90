import type { Prisma } from '../../generated/prisma/client';
import type { Language } from '../../generated/prisma/enums';
import type { EmailContent } from './mail.templates';

/**
 * Queues an e-mail in the outbox, inside the caller's transaction: the mail exists exactly
 * when the change that causes it does. The mail worker (mail.worker.ts) sends it later.
 */
export function enqueueEmail(
  tx: Prisma.TransactionClient,
  to: string,
  language: Language,
  content: EmailContent,
  orderId?: number,
) {
  return tx.emailOutbox.create({
    data: { toAddress: to, language, orderId, ...content },
  });
}
