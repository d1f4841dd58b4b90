import type { PrismaClient } from '../src/generated/prisma/client';

/** The statuses the database's exclusion constraint keeps from overlapping on one unit. */
const holdingUnit = new Set(['AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS']);

/**
 * What is wrong with the bookings in the database, one line per problem (none: every booking
 * is whole). A booking is whole with a unit of its shop bike, add-on lines adding up to its
 * add-on cost, and its verification e-mail queued to its traveller; no unit is held by two
 * bookings at once.
 */
export async function bookingProblems(prisma: PrismaClient): Promise<string[]> {
  const orders = await prisma.order.findMany({
    include: { unit: true, items: true, emails: true },
    orderBy: { id: 'asc' },
  });
  const problems: string[] = [];
  for (const order of orders) {
    const name = `booking ${order.bookingNumber}`;
    if (order.unit.shopBikeId !== order.shopBikeId)
      problems.push(`${name}: its unit belongs to another shop bike`);
    const itemsTotal = order.items.reduce((sum, item) => sum + item.total, 0);
    if (itemsTotal !== order.addonsCost)
      problems.push(
        `${name}: add-on lines total ${itemsTotal}, its add-on cost is ${order.addonsCost}`,
      );
    const toTraveller = order.emails.filter((mail) => mail.toAddress === order.customerEmail);
    if (order.emails.length !== 1 || toTraveller.length !== 1)
      problems.push(`${name}: ${order.emails.length} e-mails queued, not one to its traveller`);
  }
  const holding = orders.filter((order) => holdingUnit.has(order.status));
  for (const [index, order] of holding.entries()) {
    for (const other of holding.slice(index + 1)) {
      const overlap = order.startAt < other.endAt && other.startAt < order.endAt;
      if (order.unitId === other.unitId && overlap)
        problems.push(`bookings ${order.bookingNumber} and ${other.bookingNumber} share a unit`);
    }
  }
  return problems;
}
