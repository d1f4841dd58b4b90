import type { FastifyBaseLogger } from 'fastify';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { OutboxStatus } from '../../generated/prisma/enums';
import { retryDelayMs } from '../mail/mail.worker';
import type { PushSender } from './push.sender';
import { pushKeysOf } from './push.subscription';

export interface PushWorkerOptions {
  /** Sending attempts before a notification is marked FAILED. */
  maxAttempts: number;
  batchSize?: number;
  /** How long a claimed notification is hidden from other workers while this one sends it. */
  leaseMs?: number;
  /** Jitter source, [0, 1). */
  random?: () => number;
}

export interface PushPass {
  sent: number;
  retrying: number;
  failed: number;
  /** Subscriptions the push service said are gone, now deleted. */
  gone: number;
}

interface ClaimedPush {
  id: number;
  subscriptionId: number;
  endpoint: string;
  keys: Prisma.JsonValue | null;
  payload: Prisma.JsonValue;
  attempts: number;
}

const maxBatchesPerPass = 10;

/**
 * Sends due push notifications, as the mail worker sends mail: claimed with FOR UPDATE SKIP
 * LOCKED under a lease, retried with backoff while the push service is out, so an outage
 * delays notifications and loses none. A subscription the service calls gone is deleted
 * with what was queued for it.
 */
export class PushWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly random: () => number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly sender: PushSender,
    private readonly options: PushWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.random = options.random ?? Math.random;
  }

  async runOnce(
    now: Date = new Date(),
    log?: FastifyBaseLogger,
    signal?: AbortSignal,
  ): Promise<PushPass> {
    const pass: PushPass = { sent: 0, retrying: 0, failed: 0, gone: 0 };
    for (let batch = 0; batch < maxBatchesPerPass && !signal?.aborted; batch++) {
      const claimed = await this.claim(now);
      for (const [index, push] of claimed.entries()) {
        if (signal?.aborted) {
          await this.release(claimed.slice(index), now);
          return pass;
        }
        await this.deliver(push, now, pass, log);
      }
      if (claimed.length < this.batchSize) break;
    }
    return pass;
  }

  private async claim(now: Date): Promise<ClaimedPush[]> {
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const claimed = await this.prisma.$queryRaw<ClaimedPush[]>`
      UPDATE push_outbox SET next_attempt_at = ${leaseUntil}::timestamptz
      FROM push_subscriptions s
      WHERE s.id = push_outbox.subscription_id AND push_outbox.id IN (
        SELECT id FROM push_outbox
        WHERE status = 'PENDING' AND next_attempt_at <= ${now}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${this.batchSize}::int
        FOR UPDATE SKIP LOCKED
      )
      RETURNING push_outbox.id, push_outbox.subscription_id AS "subscriptionId", s.endpoint,
        s.keys, push_outbox.payload, push_outbox.attempts`;
    return claimed.sort((a, b) => a.id - b.id);
  }

  private async release(pushes: ClaimedPush[], now: Date) {
    await this.prisma.pushOutbox.updateMany({
      where: { id: { in: pushes.map((push) => push.id) }, status: OutboxStatus.PENDING },
      data: { nextAttemptAt: now },
    });
  }

  private async deliver(push: ClaimedPush, now: Date, pass: PushPass, log?: FastifyBaseLogger) {
    const attempts = push.attempts + 1;
    const keys = pushKeysOf(push.keys);
    // The sender refuses endpoints the outbound rule does not allow.
    const outcome = keys
      ? await this.sender.send({ endpoint: push.endpoint, keys }, JSON.stringify(push.payload))
      : ({ kind: 'failed', reason: 'not a Web Push subscription' } as const);
    switch (outcome.kind) {
      case 'delivered':
        await this.prisma.pushOutbox.update({
          where: { id: push.id },
          data: { status: OutboxStatus.SENT, sentAt: now, attempts, lastError: null },
        });
        pass.sent++;
        return;
      case 'gone':
        // Its queued notifications go with it (ON DELETE CASCADE).
        await this.prisma.pushSubscription.deleteMany({ where: { id: push.subscriptionId } });
        log?.info({ subscriptionId: push.subscriptionId }, 'push subscription gone: deleted');
        pass.gone++;
        return;
      case 'failed':
      case 'retry': {
        const givingUp = outcome.kind === 'failed' || attempts >= this.options.maxAttempts;
        await this.prisma.pushOutbox.update({
          where: { id: push.id },
          data: givingUp
            ? { attempts, lastError: outcome.reason, status: OutboxStatus.FAILED }
            : {
                attempts,
                lastError: outcome.reason,
                nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, this.random)),
              },
        });
        log?.warn({ pushId: push.id, attempts, error: outcome.reason }, 'push not sent');
        if (givingUp) pass.failed++;
        else pass.retrying++;
      }
    }
  }
}
