import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client';
import { OutboxStatus } from '../../generated/prisma/enums';
import { describeSendError, type MailTransport } from './mail.transport';

export interface MailWorkerOptions {
  /** Sending attempts before a mail is marked FAILED. */
  maxAttempts: number;
  batchSize?: number;
  /** How long a claimed mail is hidden from other workers while this one sends it. */
  leaseMs?: number;
  /** For the SMTP URL's password to be kept out of stored errors. */
  smtpUrl?: string;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

export interface MailPass {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedMail {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: Date;
}

const firstRetryMs = 30_000;
const longestRetryMs = 60 * 60_000;
const maxBatchesPerPass = 10;

/** 30 s, doubling per failed attempt, capped at an hour, plus up to 10% so retries spread out. */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const base = Math.min(firstRetryMs * 2 ** (failedAttempts - 1), longestRetryMs);
  return Math.round(base * (1 + 0.1 * random()));
}

/**
 * Sends due outbox mail. A mail is claimed with FOR UPDATE SKIP LOCKED and its next attempt
 * moved past a lease in one statement, so concurrent workers (other instances) never take the
 * same mail; the lease also brings a mail back if this process dies while sending it.
 */
export class MailWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly random: () => number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly transport: MailTransport | null,
    private readonly options: MailWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.random = options.random ?? Math.random;
  }

  /**
   * Sends what is due at `now`; without a transport the mail waits in the outbox. When `signal`
   * aborts (shutdown), the mail claimed but not yet tried is handed back at once.
   */
  async runOnce(
    now: Date = new Date(),
    log?: FastifyBaseLogger,
    signal?: AbortSignal,
  ): Promise<MailPass> {
    const pass: MailPass = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport) return pass;
    for (let batch = 0; batch < maxBatchesPerPass && !signal?.aborted; batch++) {
      const claimed = await this.claim(now);
      for (const [index, mail] of claimed.entries()) {
        if (signal?.aborted) {
          await this.release(claimed.slice(index), now);
          return pass;
        }
        await this.deliver(mail, now, pass, log);
      }
      if (claimed.length < this.batchSize) break;
    }
    return pass;
  }

  private async claim(now: Date): Promise<ClaimedMail[]> {
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const claimed = await this.prisma.$queryRaw<ClaimedMail[]>`
      UPDATE email_outbox SET next_attempt_at = ${leaseUntil}::timestamptz
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status = 'PENDING' AND next_attempt_at <= ${now}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${this.batchSize}::int
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, to_address AS "toAddress", subject, text, html, attempts,
        created_at AS "createdAt"`;
    // RETURNING keeps no order: send the oldest first.
    return claimed.sort((a, b) => a.id - b.id);
  }

  private async release(mails: ClaimedMail[], now: Date) {
    await this.prisma.emailOutbox.updateMany({
      where: { id: { in: mails.map((mail) => mail.id) }, status: OutboxStatus.PENDING },
      data: { nextAttemptAt: now },
    });
  }

  private async deliver(mail: ClaimedMail, now: Date, pass: MailPass, log?: FastifyBaseLogger) {
    const attempts = mail.attempts + 1;
    try {
      await this.transport!.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Outbox ids start again in another database: the creation time keeps keys apart.
        key: `outbox-${mail.id}-${mail.createdAt.getTime()}`,
      });
    } catch (error) {
      const lastError = describeSendError(error, this.options.smtpUrl);
      const givingUp = attempts >= this.options.maxAttempts;
      await this.prisma.emailOutbox.update({
        where: { id: mail.id },
        data: givingUp
          ? { attempts, lastError, status: OutboxStatus.FAILED }
          : {
              attempts,
              lastError,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, this.random)),
            },
      });
      log?.warn({ mailId: mail.id, attempts, error: lastError }, 'mail not sent');
      if (givingUp) pass.failed++;
      else pass.retrying++;
      return;
    }
    await this.prisma.emailOutbox.update({
      where: { id: mail.id },
      data: { status: OutboxStatus.SENT, sentAt: now, attempts, lastError: null },
    });
    pass.sent++;
  }
}
