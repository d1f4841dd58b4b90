import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { OrderStatus } from '../../generated/prisma/enums';
import { hashLinkToken } from '../auth/auth.secrets';

type Db = PrismaClient | Prisma.TransactionClient;

/** States whose booking holds its unit (the exclusion constraint's predicate). */
export const activeStates: OrderStatus[] = ['AWAITING_VERIFICATION', 'CONFIRMED', 'IN_PROGRESS'];

/** A shop bike and a period to find a unit for; `exceptOrderId`: a booking that moves. */
export interface UnitRequest {
  shopBikeId: number;
  startAt: Date;
  endAt: Date;
  exceptOrderId?: number;
}

/** Active units of the shop bike that no other booking and no blocked time takes for the period. */
export async function unblockedUnits(db: Db, request: UnitRequest): Promise<number[]> {
  const overlapping = { startsAt: { lt: request.endAt }, endsAt: { gt: request.startAt } };
  const wholeBikeBlocked = await db.bikeUnavailability.count({
    where: { shopBikeId: request.shopBikeId, unitId: null, ...overlapping },
  });
  if (wholeBikeBlocked > 0) return [];
  const units = await db.unit.findMany({
    where: {
      shopBikeId: request.shopBikeId,
      active: true,
      deletedAt: null,
      unavailability: { none: overlapping },
      orders: {
        none: {
          status: { in: activeStates },
          startAt: { lt: request.endAt },
          endAt: { gt: request.startAt },
          ...(request.exceptOrderId ? { id: { not: request.exceptOrderId } } : {}),
        },
      },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return units.map((unit) => unit.id);
}

/**
 * The unblocked units as far as can be seen now, less one for each live hold of another
 * visitor on an offer of this shop bike whose window overlaps (each keeps a unit for its
 * visitor; `holdToken` is the caller's own).
 */
export async function freeUnits(
  db: Db,
  request: UnitRequest,
  holdToken: string | null,
  now: Date,
): Promise<number[]> {
  const units = await unblockedUnits(db, request);
  const heldForOthers = await db.offerHold.count({
    where: {
      releasedAt: null,
      expiresAt: { gt: now },
      ...(holdToken ? { NOT: { tokenHash: hashLinkToken(holdToken) } } : {}),
      offer: {
        shopBikeId: request.shopBikeId,
        travelStartsAt: { lt: request.endAt },
        travelEndsAt: { gt: request.startAt },
      },
    },
  });
  return units.slice(0, Math.max(units.length - heldForOthers, 0));
}

/** The SQLSTATE or Prisma code of a failed query (23P01: the unit was taken meanwhile). */
export function failureCode(error: unknown): string | undefined {
  const e = error as {
    code?: string;
    meta?: { driverAdapterError?: { cause?: { originalCode?: string } } };
  };
  return e?.meta?.driverAdapterError?.cause?.originalCode ?? e?.code;
}
