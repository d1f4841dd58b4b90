import type { Language } from '../../generated/prisma/enums';
import { renderEmail, type EmailContent } from './mail.layout';
import { shopTimeZone } from '../../shared/shop-time';

/** What every booking e-mail shows about the booking. */
export interface BookingFacts {
  bookingNumber: string;
  customerFirstName: string;
  bikeName: string;
  pickupStoreName: string;
  pickupStoreAddress: string;
  returnStoreName: string;
  startAt: Date;
  endAt: Date;
  /** VND. */
  totalPrice: number;
  /** VND, paid at pickup and never part of the total. */
  depositPrice: number;
}

export type CancelledByWhom = 'CUSTOMER' | 'SHOP' | 'SYSTEM';

const locales: Record<Language, string> = { EN: 'en-GB', VN: 'vi-VN' };

/** A time as the shops read it (their zone), in the language's format. */
export const shopTime = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(locales[language], {
    timeZone: shopTimeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

const dong = (amount: number, language: Language) =>
  `${new Intl.NumberFormat(locales[language]).format(amount)} ₫`;

const labels = {
  EN: {
    number: 'Booking number',
    bike: 'Bike',
    pickup: 'Pickup',
    return: 'Return',
    total: 'Total, in cash at pickup',
    deposit: 'Deposit, at pickup',
    cancel: 'Cancel this booking',
    addons: 'Add-ons',
    noAddons: 'None',
  },
  VN: {
    number: 'Mã đặt xe',
    bike: 'Xe',
    pickup: 'Nhận xe',
    return: 'Trả xe',
    total: 'Tổng cộng, trả tiền mặt khi nhận xe',
    deposit: 'Tiền cọc, khi nhận xe',
    cancel: 'Huỷ đặt xe này',
    addons: 'Phụ kiện',
    noAddons: 'Không có',
  },
} as const;

function details(facts: BookingFacts, language: Language): [string, string][] {
  const l = labels[language];
  return [
    [l.number, facts.bookingNumber],
    [l.bike, facts.bikeName],
    [
      l.pickup,
      `${shopTime(facts.startAt, language)}, ${facts.pickupStoreName}, ${facts.pickupStoreAddress}`,
    ],
    [l.return, `${shopTime(facts.endAt, language)}, ${facts.returnStoreName}`],
    [l.total, dong(facts.totalPrice, language)],
    [l.deposit, dong(facts.depositPrice, language)],
  ];
}

/** To the traveller at booking: nothing is valid until the link is followed. */
export function bookingVerificationEmail(
  facts: BookingFacts,
  language: Language,
  links: { verifyUrl: string; cancelUrl: string },
  validHours: number,
): EmailContent {
  const en = language === 'EN';
  return renderEmail({
    template: 'booking-verification',
    subject: en
      ? `Confirm your booking ${facts.bookingNumber}`
      : `Xác nhận đặt xe ${facts.bookingNumber}`,
    lines: en
      ? [
          `Hello ${facts.customerFirstName},`,
          `please confirm your booking within ${validHours} hours: until then it is not valid, and afterwards it lapses and the bike is free again.`,
        ]
      : [
          `Xin chào ${facts.customerFirstName},`,
          `vui lòng xác nhận đặt xe trong vòng ${validHours} giờ: trước đó đặt xe chưa có hiệu lực, sau đó sẽ bị huỷ và xe được trả lại.`,
        ],
    details: details(facts, language),
    action: { label: en ? 'Confirm my booking' : 'Xác nhận đặt xe', url: links.verifyUrl },
    links: [{ label: labels[language].cancel, url: links.cancelUrl }],
  });
}

/** To the traveller once confirmed: the booking stands; the cancel link stays valid. */
export function bookingConfirmedEmail(
  facts: BookingFacts,
  language: Language,
  links: { cancelUrl: string },
): EmailContent {
  const en = language === 'EN';
  return renderEmail({
    template: 'booking-confirmed',
    subject: en
      ? `Booking ${facts.bookingNumber} confirmed`
      : `Đã xác nhận đặt xe ${facts.bookingNumber}`,
    lines: en
      ? [
          `Hello ${facts.customerFirstName},`,
          'your booking is confirmed. Bring your passport and driving licence; you pay in cash at pickup.',
        ]
      : [
          `Xin chào ${facts.customerFirstName},`,
          'đặt xe của bạn đã được xác nhận. Hãy mang hộ chiếu và bằng lái; bạn trả tiền mặt khi nhận xe.',
        ],
    details: details(facts, language),
    links: [{ label: labels[language].cancel, url: links.cancelUrl }],
  });
}

const cancelReasons: Record<Language, Record<CancelledByWhom, string>> = {
  EN: {
    CUSTOMER: 'The booking was cancelled with the link from the booking e-mail.',
    SHOP: 'The rental shop cancelled the booking.',
    SYSTEM: 'The booking was not confirmed in time and has lapsed.',
  },
  VN: {
    CUSTOMER: 'Đặt xe đã được huỷ bằng liên kết trong e-mail đặt xe.',
    SHOP: 'Cửa hàng cho thuê đã huỷ đặt xe.',
    SYSTEM: 'Đặt xe không được xác nhận kịp thời và đã hết hạn.',
  },
};

/** An add-on as the booking lists it, named in the booking's language. */
export interface BookedAddon {
  name: string;
  quantity: number;
}

const changedTexts = {
  EN: {
    subject: (number: string) => `Booking ${number} changed by the rental shop`,
    changed: 'the rental shop has changed your booking. This is your booking now:',
    confirm: 'Your booking still needs your confirmation: use the link in your booking e-mail.',
    cancel: 'To cancel, use the cancellation link in your confirmation e-mail.',
    awaitingCancel: 'To cancel, use the cancellation link in your booking e-mail.',
  },
  VN: {
    subject: (number: string) => `Cửa hàng đã thay đổi đặt xe ${number}`,
    changed: 'cửa hàng cho thuê đã thay đổi đặt xe của bạn. Đặt xe của bạn hiện như sau:',
    confirm: 'Đặt xe vẫn cần bạn xác nhận: hãy dùng liên kết trong e-mail đặt xe.',
    cancel: 'Để huỷ, hãy dùng liên kết huỷ trong e-mail xác nhận.',
    awaitingCancel: 'Để huỷ, hãy dùng liên kết huỷ trong e-mail đặt xe.',
  },
} as const;

/**
 * To the traveller when the shop changed the booking. The links of the earlier e-mails still
 * work; they are named, not repeated (their tokens are stored as hashes only).
 */
export function bookingChangedEmail(
  facts: BookingFacts,
  language: Language,
  addons: BookedAddon[],
  awaitingConfirmation: boolean,
): EmailContent {
  const t = changedTexts[language];
  const l = labels[language];
  const addonList = addons.length
    ? addons.map((addon) => `${addon.quantity} × ${addon.name}`).join(', ')
    : l.noAddons;
  const rows = details(facts, language);
  rows.splice(4, 0, [l.addons, addonList]);
  const hello = language === 'EN' ? 'Hello' : 'Xin chào';
  return renderEmail({
    template: 'booking-changed',
    subject: t.subject(facts.bookingNumber),
    lines: [`${hello} ${facts.customerFirstName},`, t.changed],
    details: rows,
    closing: awaitingConfirmation ? [t.confirm, t.awaitingCancel] : [t.cancel],
  });
}

/** To the traveller: cancellation is final. */
export function bookingCancelledEmail(
  facts: BookingFacts,
  language: Language,
  by: CancelledByWhom,
): EmailContent {
  const en = language === 'EN';
  return renderEmail({
    template: 'booking-cancelled',
    subject: en
      ? `Booking ${facts.bookingNumber} cancelled`
      : `Đã huỷ đặt xe ${facts.bookingNumber}`,
    lines: [
      en ? `Hello ${facts.customerFirstName},` : `Xin chào ${facts.customerFirstName},`,
      cancelReasons[language][by],
      en ? 'A cancelled booking cannot be restored.' : 'Đặt xe đã huỷ không thể khôi phục.',
    ],
    details: details(facts, language),
  });
}

/** To the pickup shop: a booking of theirs was cancelled, and the unit is free again. */
export function shopBookingCancelledEmail(
  facts: BookingFacts,
  language: Language,
  by: CancelledByWhom,
): EmailContent {
  const en = language === 'EN';
  return renderEmail({
    template: 'shop-booking-cancelled',
    subject: en
      ? `Booking ${facts.bookingNumber} was cancelled`
      : `Đặt xe ${facts.bookingNumber} đã bị huỷ`,
    lines: [
      cancelReasons[language][by],
      en ? 'The bike is free again for these days.' : 'Xe đã trống trở lại cho những ngày này.',
    ],
    details: details(facts, language),
  });
}

/** To the traveller after the rental: one review per booking, through this link. */
export function reviewRequestEmail(
  facts: BookingFacts,
  language: Language,
  reviewUrl: string,
): EmailContent {
  const en = language === 'EN';
  return renderEmail({
    template: 'review-request',
    subject: en
      ? `How was your ride with ${facts.bikeName}?`
      : `Chuyến đi với ${facts.bikeName} thế nào?`,
    lines: en
      ? [
          `Hello ${facts.customerFirstName},`,
          `thank you for renting from ${facts.pickupStoreName}. A few words and a rating help the next traveller choose.`,
        ]
      : [
          `Xin chào ${facts.customerFirstName},`,
          `cảm ơn bạn đã thuê xe tại ${facts.pickupStoreName}. Vài lời nhận xét và đánh giá sẽ giúp người đi sau lựa chọn.`,
        ],
    action: { label: en ? 'Review my trip' : 'Đánh giá chuyến đi', url: reviewUrl },
  });
}
