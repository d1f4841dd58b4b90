import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import type { Language } from '../../generated/prisma/enums';
import type { BookingFacts } from './booking-emails';

type Db = PrismaClient | Prisma.TransactionClient;

/** A booking's e-mail facts and who receives its mails: the traveller and the pickup shop. */
export interface BookingRecipients {
  facts: BookingFacts;
  traveller: { email: string; language: Language };
  /** The pickup shop's address, in its owner's language; the owner's push subscriptions. */
  shop: { email: string; language: Language; ownerId: number };
}

/** Reads what the booking e-mails show, inside the caller's transaction when given one. */
export async function loadBookingRecipients(db: Db, orderId: number): Promise<BookingRecipients> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      shopBike: { select: { bike: { select: { name: true } } } },
      pickupStore: {
        select: {
          name: true,
          address: true,
          email: true,
          owner: { select: { id: true, language: true } },
        },
      },
      returnStore: { select: { name: true } },
    },
  });
  return {
    facts: {
      bookingNumber: order.bookingNumber,
      customerFirstName: order.customerFirstName,
      bikeName: order.shopBike.bike.name,
      pickupStoreName: order.pickupStore.name,
      pickupStoreAddress: order.pickupStore.address,
      returnStoreName: order.returnStore.name,
      startAt: order.startAt,
      endAt: order.endAt,
      totalPrice: order.totalPrice,
      depositPrice: order.depositPrice,
    },
    traveller: { email: order.customerEmail, language: order.language },
    shop: {
      email: order.pickupStore.email,
      language: order.pickupStore.owner.language,
      ownerId: order.pickupStore.owner.id,
    },
  };
}
