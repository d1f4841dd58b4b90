import type { PrismaClient } from '../../generated/prisma/client';
import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { bookingFields as f } from './booking-rules';

/**
 * Caps on the e-mails one address receives, whoever asks for them: anyone can book naming
 * someone else's address, so bookings once queued dozens of verification e-mails to one
 * victim in seconds, from a few client addresses.
 */
export interface RecipientLimits {
  /** Bookings awaiting confirmation per e-mail address; another is refused at the field. */
  pendingPerEmail: number;
  /** Verification e-mails (new bookings and resends) per address within an hour. */
  verificationMailsPerHour: number;
}

const hourMs = 3600_000;

/** Why a new booking may not send its verification e-mail to `email` now; none when it may. */
export async function recipientLimitErrors(
  prisma: PrismaClient,
  limits: RecipientLimits,
  email: string,
  now: Date,
): Promise<UserError[]> {
  const address = email.trim();
  const pending = await prisma.order.count({
    where: {
      status: 'AWAITING_VERIFICATION',
      verifyBy: { gt: now },
      customerEmail: { equals: address, mode: 'insensitive' },
    },
  });
  if (pending >= limits.pendingPerEmail)
    return [
      limitReached(
        `${pending} bookings for this e-mail address are waiting to be confirmed: confirm or cancel them from their e-mails, or give another address`,
      ),
    ];
  const freeAt = await nextVerificationMailAt(prisma, limits, address, now);
  if (freeAt)
    return [
      limitReached(
        `This address has had ${limits.verificationMailsPerHour} confirmation e-mails in the last hour: try again after ${freeAt.toISOString()}, or give another address`,
      ),
    ];
  return [];
}

/**
 * When another verification e-mail may go to `email` under the hourly cap: null now, else
 * the moment the oldest of the hour's e-mails leaves the window.
 */
export async function nextVerificationMailAt(
  prisma: PrismaClient,
  limits: RecipientLimits,
  email: string,
  now: Date,
): Promise<Date | null> {
  const recent = await prisma.emailOutbox.findMany({
    where: {
      template: 'booking-verification',
      createdAt: { gt: new Date(now.getTime() - hourMs) },
      toAddress: { equals: email.trim(), mode: 'insensitive' },
    },
    select: { createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: limits.verificationMailsPerHour,
  });
  if (recent.length < limits.verificationMailsPerHour) return null;
  return new Date(recent[recent.length - 1].createdAt.getTime() + hourMs);
}

function limitReached(message: string): UserError {
  return { field: f.email, message, code: UserErrorCode.LIMIT_REACHED };
}
