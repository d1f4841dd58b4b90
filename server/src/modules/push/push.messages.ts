import type { Language } from '../../generated/prisma/enums';
import { toGlobalId } from '../../graphql/global-id';
import { shopTime, type BookingFacts } from '../mail/booking-emails';

/** What the web app's service worker shows; `url` is a path of the web app. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** The owner's booking page: the id is the one GraphQL's `shopOrder(id:)` takes. */
export const shopBookingPath = (orderId: number) =>
  `/shopowner/bookings/${toGlobalId('ShopOrder', orderId)}`;

/** To the pickup shop's owner when a traveller has confirmed a booking by e-mail. */
export function newBookingPush(
  facts: BookingFacts,
  orderId: number,
  language: Language,
): PushMessage {
  const pickup = shopTime(facts.startAt, language);
  return language === 'EN'
    ? {
        title: `New booking ${facts.bookingNumber}`,
        body: `${facts.bikeName}, pickup ${pickup} at ${facts.pickupStoreName}`,
        url: shopBookingPath(orderId),
      }
    : {
        title: `Đặt xe mới ${facts.bookingNumber}`,
        body: `${facts.bikeName}, nhận xe ${pickup} tại ${facts.pickupStoreName}`,
        url: shopBookingPath(orderId),
      };
}
