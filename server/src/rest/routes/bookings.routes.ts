import { toGlobalId } from '../../graphql/global-id';
import type { JsonSchema, ParamSpec, RestRoute } from '../route';

const price = `
  price_per_day: pricePerDay
  rental_days: rentalDays
  bike_cost: bikeCost
  discount_amount: discountAmount
  addons_cost: addonsCost
  accessories: lines {
    id: addonDatabaseId name quantity price_per_day: pricePerDay one_time_price: oneTimePrice total
  }
  transfer_cost: transferCost
  bags_cost: bagsCost
  total_price: totalPrice
  deposit_price: depositPrice
`;

const store = 'id: databaseId name address phone';

/** A booking for the traveller's pages; `user` is null without one of its tokens. */
const bookingFields = `
  booking_number: bookingNumber
  status
  date_start_travel: startAt
  date_end_travel: endAt
  rental_days: rentalDays
  bag_count: bagCount
  language
  bike_id: shopBikeDatabaseId
  bike_name: bikeName
  random_unique_bike_id: bikePublicId
  pickup_store: pickupStore { ${store} }
  return_store: returnStore { ${store} }
  offer_number: offerNumber
  price { ${price} }
  verify_by: verifyBy
  created_at: createdAt
  verified_at: verifiedAt
  cancelled_at: cancelledAt
  user: traveller { firstname: firstName lastname: lastName email phone }
`;

const userErrors = 'userErrors { field message code }';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
const moment: JsonSchema = {
  type: 'string',
  maxLength: 40,
  anyOf: [{ format: 'date' }, { format: 'date-time' }],
  description: 'ISO 8601 date-time with an offset, or a date (its midnight in the shop zone)',
};

const tokenBody: JsonSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  additionalProperties: false,
};

const tokenParam: ParamSpec[] = [
  { name: 'token', in: 'path', type: 'string', required: true, maxLength: 200 },
];

/** A bare date is the start of that day in the shops' zone (Asia/Ho_Chi_Minh). */
const dateTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T00:00:00+07:00`
    : value;

interface OrderBody {
  bike_id: number;
  date_start_travel: string;
  date_end_travel: string;
  return_store_id?: number | null;
  store_transfer_id?: number | null;
  offer_id?: number | null;
  hold_token?: string;
  partner_id?: string;
  accessories?: { id: number; quantity?: number }[];
  bag_count?: number;
  user: { email: string; phone: string; firstname: string; lastname: string };
  terms_accepted: boolean;
  language?: 'en' | 'vn';
}

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export const bookingRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/orders/create',
    access: 'public',
    summary:
      'Book a free unit of shop bike `bike_id` (order body of spec section 3): 201 with the booking number, AWAITING_VERIFICATION and the price breakdown in VND; 409 BIKE_UNAVAILABLE when no unit is free; 429 when one address books too often. An `Idempotency-Key` header makes retries answer the first booking. An unknown `partner_id` is ignored, so a stale affiliate link never blocks a booking',
    tags: ['traveller'],
    operation: `mutation RestCreateBooking($input: CreateBookingInput!) {
      createBooking(input: $input) {
        booking { booking_number: bookingNumber status price { ${price} } }
        ${userErrors}
      }
    }`,
    body: {
      type: 'object',
      required: ['bike_id', 'date_start_travel', 'date_end_travel', 'user', 'terms_accepted'],
      properties: {
        bike_id: { ...id, description: 'A shop bike: the pickup shop follows from it' },
        date_start_travel: moment,
        date_end_travel: moment,
        return_store_id: { ...id, type: ['integer', 'null'], description: 'One way only' },
        store_transfer_id: { ...id, type: ['integer', 'null'], description: 'One way only' },
        offer_id: { ...id, type: ['integer', 'null'], description: 'Special offers only' },
        hold_token: { type: 'string', maxLength: 200, description: 'The live hold of the offer' },
        partner_id: { type: 'string', maxLength: 64, description: 'Affiliate code (optional)' },
        accessories: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            required: ['id'],
            properties: {
              id: { ...id, description: 'A catalogue add-on the pickup shop offers' },
              quantity: { type: 'integer', minimum: 1, maximum: 100, description: '1 by default' },
            },
            additionalProperties: false,
          },
        },
        bag_count: { type: 'integer', minimum: 0, maximum: 10 },
        user: {
          type: 'object',
          required: ['email', 'phone', 'firstname', 'lastname'],
          properties: {
            email: { type: 'string', maxLength: 254 },
            phone: { type: 'string', maxLength: 40 },
            firstname: { type: 'string', maxLength: 200 },
            lastname: { type: 'string', maxLength: 200 },
          },
          additionalProperties: false,
        },
        terms_accepted: { type: 'boolean', description: 'Terms and rental requirements: true' },
        language: { type: 'string', enum: ['en', 'vn'], description: "The e-mails' language" },
      },
      additionalProperties: false,
    },
    variables: ({ body, headers }) => {
      const order = body as OrderBody;
      const optionalId = (type: string, value: number | null | undefined) =>
        value === undefined || value === null ? null : toGlobalId(type, value);
      return {
        input: {
          shopBikeId: toGlobalId('ShopBike', order.bike_id),
          startAt: dateTime(order.date_start_travel),
          endAt: dateTime(order.date_end_travel),
          returnStoreId: optionalId('Store', order.return_store_id),
          storeTransferId: optionalId('StoreTransfer', order.store_transfer_id),
          offerId: optionalId('Offer', order.offer_id),
          holdToken: order.hold_token ?? null,
          partnerCode: order.partner_id ?? null,
          addons: (order.accessories ?? []).map((item) => ({
            addonId: toGlobalId('Addon', item.id),
            quantity: item.quantity ?? 1,
          })),
          bagCount: order.bag_count ?? 0,
          customer: {
            email: order.user.email,
            phone: order.user.phone,
            firstName: order.user.firstname,
            lastName: order.user.lastname,
          },
          termsAccepted: order.terms_accepted,
          language: order.language === 'vn' ? 'VN' : 'EN',
          idempotencyKey: headerValue(headers['idempotency-key']) ?? null,
        },
      };
    },
    payloadPath: 'createBooking',
    resultPath: 'createBooking.booking',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/orders/verified-order',
    access: 'public',
    summary:
      'Confirm a booking with the e-mailed verification token `{ token }`: CONFIRMED (again: the same answer); 404 for an unknown token, 409 once lapsed or cancelled',
    tags: ['traveller'],
    operation: `mutation RestConfirmBooking($input: BookingTokenInput!) {
      confirmBooking(input: $input) { booking { ${bookingFields} } ${userErrors} }
    }`,
    body: tokenBody,
    variables: ({ body }) => ({ input: { token: (body as { token: string }).token } }),
    payloadPath: 'confirmBooking',
    resultPath: 'confirmBooking.booking',
  },
  {
    method: 'POST',
    path: '/api/orders/verified-order-completed',
    access: 'public',
    summary:
      'The confirmed booking for the success page, by its verification token `{ token }`; 409 while not confirmed',
    tags: ['traveller'],
    operation: `query RestConfirmedBooking($token: String!) {
      booking: confirmedBooking(token: $token) { ${bookingFields} }
    }`,
    body: tokenBody,
    variables: ({ body }) => ({ token: (body as { token: string }).token }),
    resultPath: 'booking',
    notFoundWhenNull: true,
  },
  {
    method: 'POST',
    path: '/api/orders/verified-order-cancel',
    access: 'public',
    summary:
      'The booking for the cancellation page, by its cancel token `{ token }`; nothing changes',
    tags: ['traveller'],
    operation: `query RestBookingToCancel($token: String!) {
      booking: bookingToCancel(token: $token) { ${bookingFields} }
    }`,
    body: tokenBody,
    variables: ({ body }) => ({ token: (body as { token: string }).token }),
    resultPath: 'booking',
    notFoundWhenNull: true,
  },
  {
    method: 'POST',
    path: '/api/orders/cancel/{token}',
    access: 'public',
    summary:
      'Cancel a booking by its cancel token, for good (the traveller and the shop get an e-mail); 409 unless awaiting confirmation or confirmed',
    tags: ['traveller'],
    operation: `mutation RestCancelBooking($input: BookingTokenInput!) {
      cancelBooking(input: $input) { booking { ${bookingFields} } ${userErrors} }
    }`,
    params: tokenParam,
    variables: ({ params }) => ({ input: { token: params.token } }),
    payloadPath: 'cancelBooking',
    resultPath: 'cancelBooking.booking',
  },
  {
    method: 'POST',
    path: '/api/orders/send-verified/{id}',
    access: 'public',
    summary:
      'Send the verification e-mail for booking number {id} again, with new links (the old ones stop working); 409 unless awaiting confirmation; 429 more than once a minute or three times an hour',
    tags: ['traveller'],
    operation: `mutation RestResendBookingVerification($input: ResendBookingVerificationInput!) {
      resendBookingVerification(input: $input) {
        booking { booking_number: bookingNumber status verify_by: verifyBy }
        ${userErrors}
      }
    }`,
    params: [{ name: 'id', in: 'path', type: 'string', required: true, maxLength: 20 }],
    variables: ({ params }) => ({ input: { bookingNumber: params.id } }),
    payloadPath: 'resendBookingVerification',
    resultPath: 'resendBookingVerification.booking',
  },
  {
    method: 'GET',
    path: '/api/orders/info/{id}',
    access: 'public',
    summary:
      "A booking by booking number {id}; the traveller's name, e-mail and phone (`user`) only with `?token=` (its verification or cancel token)",
    tags: ['traveller'],
    operation: `query RestBookingInfo($bookingNumber: String!, $token: String) {
      booking(bookingNumber: $bookingNumber, token: $token) { ${bookingFields} }
    }`,
    params: [
      { name: 'id', in: 'path', type: 'string', required: true, maxLength: 20 },
      { name: 'token', in: 'query', type: 'string', maxLength: 200 },
    ],
    variables: ({ params, query }) => ({
      bookingNumber: params.id,
      token: (query.token as string | undefined) ?? null,
    }),
    resultPath: 'booking',
    notFoundWhenNull: true,
  },
];
