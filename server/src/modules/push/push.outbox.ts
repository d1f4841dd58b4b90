import type { Prisma } from '../../generated/prisma/client';
import type { BookingRecipients } from '../mail/booking-recipients';
import { newBookingPush } from './push.messages';
import { pushKeysOf } from './push.subscription';

/**
 * Queues the "new booking" notification to each of the pickup shop owner's browsers, inside
 * the caller's transaction, like e-mail. Device ids of older clients have no keys: skipped.
 */
export async function enqueueNewBookingPushes(
  tx: Prisma.TransactionClient,
  orderId: number,
  recipients: BookingRecipients,
): Promise<number> {
  const subscriptions = await tx.pushSubscription.findMany({
    where: { userId: recipients.shop.ownerId },
    select: { id: true, keys: true },
  });
  const reachable = subscriptions.filter((subscription) => pushKeysOf(subscription.keys));
  if (reachable.length === 0) return 0;
  const payload = { ...newBookingPush(recipients.facts, orderId, recipients.shop.language) };
  const { count } = await tx.pushOutbox.createMany({
    data: reachable.map(({ id }) => ({ subscriptionId: id, payload, orderId })),
  });
  return count;
}
