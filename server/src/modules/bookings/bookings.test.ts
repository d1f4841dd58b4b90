import { startTestApp, type TestApp } from '../../../test/app';
import type { Prisma } from '../../generated/prisma/client';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { toGlobalId } from '../../graphql/global-id';
import { lapseJobName } from './bookings.job';
import {
  bookableOffer,
  linkToken,
  mondayAt,
  orderBody,
  plusDays,
  postOrder,
} from './bookings.test-helpers';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await startTestApp({ BOOKING_RATE_LIMIT_MAX: '1000' });
});

afterAll(() => t.close());

beforeEach(async () => {
  w = await buildWorld(t);
});

const rest = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.fastify.inject({ method, url, ...(payload ? { payload } : {}) });

async function book(body: object = orderBody(w)) {
  const response = await postOrder(t, body);
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    booking_number: string;
    status: string;
    price: Record<string, unknown>;
  };
}

const quoteQuery = `query Quote($input: BookingQuoteInput!) {
  bookingQuote(input: $input) {
    price {
      pricePerDay rentalDays bikeCost discountAmount addonsCost transferCost bagsCost totalPrice depositPrice
      lines { addonDatabaseId quantity pricePerDay oneTimePrice total }
    }
    userErrors { field code }
  }
}`;

describe('quote', () => {
  it('adds the shop price, add-ons per day and one time, the transfer and the bags; the deposit stays apart', async () => {
    const prisma = t.db.prisma;
    await prisma.shopBike.update({
      where: { id: w.a.shopBike },
      data: { pricePerDay: 170_000, priceIsException: true },
    });
    await prisma.store.update({ where: { id: w.a.store }, data: { transportCostPerBag: 40_000 } });
    await prisma.storeAddon.create({
      data: { storeId: w.a.store, addonId: w.unusedAddon, oneTimePrice: 50_000, maxQuantity: 1 },
    });
    const start = mondayAt(9);
    const response = await t.graphql(quoteQuery, {
      input: {
        shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
        startAt: start,
        // A week and an hour: 8 started days.
        endAt: plusDays(mondayAt(10), 7),
        returnStoreId: toGlobalId('Store', w.a.store2),
        addons: [
          { addonId: toGlobalId('Addon', w.addon), quantity: 2 },
          { addonId: toGlobalId('Addon', w.unusedAddon), quantity: 1 },
        ],
        bagCount: 3,
      },
    });
    const { price, userErrors } = response.json().data.bookingQuote;
    expect(userErrors).toEqual([]);
    expect(price).toMatchObject({
      pricePerDay: 170_000,
      rentalDays: 8,
      bikeCost: 1_360_000,
      discountAmount: 0,
      addonsCost: 20_000 * 8 * 2 + 50_000,
      transferCost: 500_000,
      bagsCost: 120_000,
      totalPrice: 1_360_000 + 370_000 + 500_000 + 120_000,
      depositPrice: 2_000_000,
    });
    expect(price.lines).toEqual([
      {
        addonDatabaseId: w.addon,
        quantity: 2,
        pricePerDay: 20_000,
        oneTimePrice: 0,
        total: 320_000,
      },
      {
        addonDatabaseId: w.unusedAddon,
        quantity: 1,
        pricePerDay: 0,
        oneTimePrice: 50_000,
        total: 50_000,
      },
    ]);
  });

  it("takes an offer's discount, rounded to whole VND per day, with its included add-ons", async () => {
    await bookableOffer(t, w);
    await t.db.prisma.offer.update({
      where: { id: w.a.offer },
      data: {
        regularPricePerDay: 149_999,
        percentDiscount: 33,
        addons: { create: { addonId: w.addon, quantity: 1, price: 0 } },
      },
    });
    const start = mondayAt(9);
    const response = await t.graphql(quoteQuery, {
      input: {
        shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
        offerId: toGlobalId('Offer', w.a.offer),
        startAt: start,
        endAt: plusDays(start, 7),
      },
    });
    const { price } = response.json().data.bookingQuote;
    // 149,999 x 67% = 100,499.33 -> 100,499 a day.
    expect(price).toMatchObject({
      pricePerDay: 149_999,
      rentalDays: 7,
      bikeCost: 1_049_993,
      discountAmount: 1_049_993 - 100_499 * 7,
      addonsCost: 0,
      totalPrice: 100_499 * 7,
    });
    expect(price.lines).toEqual([
      { addonDatabaseId: w.addon, quantity: 1, pricePerDay: 0, oneTimePrice: 0, total: 0 },
    ]);
  });

  it('answers BIKE_UNAVAILABLE without a price once every unit is taken for the dates', async () => {
    const body = orderBody(w);
    const input = {
      shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
      startAt: body.date_start_travel,
      endAt: body.date_end_travel,
    };
    const quote = async () => (await t.graphql(quoteQuery, { input })).json().data.bookingQuote;
    const units = await t.db.prisma.unit.findMany({ where: { shopBikeId: w.a.shopBike } });
    for (const _unit of units.slice(1)) await book(body);
    expect((await quote()).userErrors).toEqual([]);

    await book(body);
    expect(await quote()).toEqual({
      price: null,
      userErrors: [{ field: 'bike_id', code: 'BIKE_UNAVAILABLE' }],
    });
    // Other dates are free.
    const later = {
      ...input,
      startAt: plusDays(input.startAt, 14),
      endAt: plusDays(input.endAt, 14),
    };
    expect(
      (await t.graphql(quoteQuery, { input: later })).json().data.bookingQuote.userErrors,
    ).toEqual([]);
  });

  it('charges a short rental one day', async () => {
    const response = await t.graphql(quoteQuery, {
      input: {
        shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
        startAt: mondayAt(9),
        endAt: mondayAt(11),
      },
    });
    expect(response.json().data.bookingQuote.price).toMatchObject({
      rentalDays: 1,
      totalPrice: 150_000,
    });
  });
});

describe('create and the links of its e-mails', () => {
  it('books a unit, stores the quoted breakdown and items, and queues the e-mail in the booking language', async () => {
    const partner = await t.db.prisma.partner.findUniqueOrThrow({ where: { id: w.rentalPartner } });
    const body = orderBody(w, {
      language: 'vn',
      return_store_id: w.a.store2,
      store_transfer_id: w.a.transfer,
      accessories: [{ id: w.addon, quantity: 2 }],
      bag_count: 1,
      partner_id: partner.affiliateCode,
    });
    const data = await book(body);
    expect(data.booking_number).toMatch(/^XM-[A-HJ-NP-Z2-9]{6}$/);
    expect(data.status).toBe('AWAITING_VERIFICATION');
    expect(data.price).toMatchObject({
      bike_cost: 1_050_000,
      addons_cost: 280_000,
      transfer_cost: 500_000,
      total_price: 1_830_000,
      deposit_price: 2_000_000,
    });

    const order = await t.db.prisma.order.findUniqueOrThrow({
      where: { bookingNumber: data.booking_number },
      include: { items: true },
    });
    expect(order).toMatchObject({
      status: 'AWAITING_VERIFICATION',
      shopBikeId: w.a.shopBike,
      pickupStoreId: w.a.store,
      returnStoreId: w.a.store2,
      storeTransferId: w.a.transfer,
      partnerId: w.rentalPartner,
      language: 'VN',
      totalPrice: 1_830_000,
      customerEmail: 'lan.tran@example.test',
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        addonId: w.addon,
        quantity: 2,
        pricePerDay: 20_000,
        total: 280_000,
      }),
    ]);
    expect(order.verifyBy!.getTime() - order.createdAt.getTime()).toBeCloseTo(2 * 3600_000, -4);
    const mail = await t.db.prisma.emailOutbox.findFirstOrThrow({ where: { orderId: order.id } });
    expect(mail).toMatchObject({
      toAddress: 'lan.tran@example.test',
      language: 'VN',
      template: 'booking-verification',
    });
    expect(mail.subject).toContain('Xác nhận');
    expect(mail.text).toContain(`${t.config.publicUrl}/verify?token=`);
  });

  it('takes a unit nothing blocks, and answers BIKE_UNAVAILABLE when none is left', async () => {
    const body = orderBody(w);
    const units = await t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike },
      orderBy: { id: 'asc' },
    });
    const period = {
      startsAt: new Date(body.date_start_travel),
      endsAt: new Date(body.date_end_travel),
    };
    await t.db.prisma.bikeUnavailability.create({
      data: { shopBikeId: w.a.shopBike, unitId: units[0].id, ...period },
    });
    const { booking_number: number } = await book(body);
    const order = await t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber: number } });
    expect(order.unitId).toBe(units[1].id);
    const none = await postOrder(t, body);
    expect([none.statusCode, none.json().error.code]).toEqual([409, 'BIKE_UNAVAILABLE']);

    const later = orderBody(w, {
      date_start_travel: plusDays(body.date_start_travel, 7),
      date_end_travel: plusDays(body.date_end_travel, 7),
    });
    await t.db.prisma.bikeUnavailability.create({
      data: {
        shopBikeId: w.a.shopBike,
        unitId: null,
        startsAt: new Date(later.date_start_travel),
        endsAt: new Date(later.date_end_travel),
      },
    });
    expect((await postOrder(t, later)).statusCode).toBe(409);
  });

  it('does not book a bike of a shop that is offline', async () => {
    await t.db.prisma.store.update({ where: { id: w.a.store }, data: { online: false } });
    const response = await postOrder(t, orderBody(w));
    expect([response.statusCode, response.json().error.fields]).toEqual([
      404,
      { bike_id: expect.any(String) },
    ]);
  });

  it('ignores an unknown affiliate code', async () => {
    const data = await book(orderBody(w, { partner_id: 'STALE-LINK' }));
    const order = await t.db.prisma.order.findUniqueOrThrow({
      where: { bookingNumber: data.booking_number },
    });
    expect(order.partnerId).toBeNull();
  });

  it('confirms, shows, and cancels through the links', async () => {
    const { booking_number: number } = await book();
    const verifyToken = await linkToken(t, number, 'verify');

    const info = await rest('GET', `/api/orders/info/${number}`);
    expect(info.json().data).toMatchObject({
      booking_number: number,
      status: 'AWAITING_VERIFICATION',
      user: null,
    });
    const notConfirmed = await rest('POST', '/api/orders/verified-order-completed', {
      token: verifyToken,
    });
    expect(notConfirmed.statusCode).toBe(409);

    const confirmed = await rest('POST', '/api/orders/verified-order', { token: verifyToken });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'CONFIRMED',
      user: { email: 'lan.tran@example.test' },
    });
    const again = await rest('POST', '/api/orders/verified-order', { token: verifyToken });
    expect(again.json().data.status).toBe('CONFIRMED');
    expect(
      await t.db.prisma.emailOutbox.count({
        where: { template: 'booking-confirmed', order: { bookingNumber: number } },
      }),
    ).toBe(1);

    const success = await rest('POST', '/api/orders/verified-order-completed', {
      token: verifyToken,
    });
    expect(success.json().data).toMatchObject({
      booking_number: number,
      status: 'CONFIRMED',
      user: { firstname: 'Lan' },
    });
    expect(JSON.stringify(success.json())).not.toContain('cancel?token');

    const cancelToken = await linkToken(t, number, 'cancel', 'booking-confirmed');
    const withToken = await rest(
      'GET',
      `/api/orders/info/${number}?token=${encodeURIComponent(cancelToken)}`,
    );
    expect(withToken.json().data.user).toMatchObject({
      phone: '+84 912 345 678',
      lastname: 'Tran',
    });
    const wrongToken = await rest('GET', `/api/orders/info/${number}?token=guess`);
    expect(wrongToken.json().data.user).toBeNull();

    const page = await rest('POST', '/api/orders/verified-order-cancel', { token: cancelToken });
    expect(page.json().data).toMatchObject({ status: 'CONFIRMED', user: { firstname: 'Lan' } });

    const cancelled = await rest('POST', `/api/orders/cancel/${encodeURIComponent(cancelToken)}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('CANCELLED');
    const order = await t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber: number } });
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledBy: 'TRAVELLER' });
    const mails = await t.db.prisma.emailOutbox.findMany({
      where: {
        orderId: order.id,
        template: { in: ['booking-cancelled', 'shop-booking-cancelled'] },
      },
    });
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [
        (await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } })).email,
        'lan.tran@example.test',
      ].sort(),
    );

    const twice = await rest('POST', `/api/orders/cancel/${encodeURIComponent(cancelToken)}`);
    expect(twice.statusCode).toBe(409);
    const verifyCancelled = await rest('POST', '/api/orders/verified-order', {
      token: verifyToken,
    });
    expect(verifyCancelled.statusCode).toBe(409);
  });

  it('cancels from the success page with the verification link, and only that booking', async () => {
    const { booking_number: number } = await book();
    const { booking_number: other } = await book();
    const verifyToken = await linkToken(t, number, 'verify');
    await rest('POST', '/api/orders/verified-order', { token: verifyToken });

    const page = await rest('POST', '/api/orders/verified-order-cancel', { token: verifyToken });
    expect(page.json().data).toMatchObject({ booking_number: number, status: 'CONFIRMED' });
    const cancelled = await rest('POST', `/api/orders/cancel/${encodeURIComponent(verifyToken)}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ booking_number: number, status: 'CANCELLED' });
    const untouched = await t.db.prisma.order.findUniqueOrThrow({
      where: { bookingNumber: other },
    });
    expect(untouched.status).toBe('AWAITING_VERIFICATION');
    const guessed = await rest('POST', '/api/orders/cancel/not-a-token');
    expect(guessed.statusCode).toBe(404);
  });

  it('refuses to cancel a booking under way', async () => {
    const { booking_number: number } = await book();
    const cancelToken = await linkToken(t, number, 'cancel');
    await t.db.prisma.order.update({
      where: { bookingNumber: number },
      data: { status: 'IN_PROGRESS' },
    });
    const response = await rest('POST', `/api/orders/cancel/${encodeURIComponent(cancelToken)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('INVALID_STATE');
  });
});

describe('resending the verification e-mail', () => {
  it('sends new links, at most once a minute and three times an hour', async () => {
    const { booking_number: number } = await book();
    const firstToken = await linkToken(t, number, 'verify');
    const tooSoon = await rest('POST', `/api/orders/send-verified/${number}`);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    const backdate = () =>
      t.db.prisma.order.update({
        where: { bookingNumber: number },
        data: { verificationSentAt: new Date(Date.now() - 61_000) },
      });
    for (let i = 0; i < 3; i += 1) {
      await backdate();
      expect((await rest('POST', `/api/orders/send-verified/${number}`)).statusCode).toBe(200);
    }
    await backdate();
    const fourth = await rest('POST', `/api/orders/send-verified/${number}`);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(60);

    const newToken = await linkToken(t, number, 'verify');
    expect(newToken).not.toBe(firstToken);
    expect(
      (await rest('POST', '/api/orders/verified-order', { token: firstToken })).statusCode,
    ).toBe(404);
    expect((await rest('POST', '/api/orders/verified-order', { token: newToken })).statusCode).toBe(
      200,
    );
    const confirmed = await rest('POST', `/api/orders/send-verified/${number}`);
    expect(confirmed.statusCode).toBe(409);
  });
});

describe('Booking.resendAvailableAt', () => {
  const bookingQuery = `query ($n: String!) { booking(bookingNumber: $n) { status resendAvailableAt } }`;
  const resendMutation = `mutation ($n: String!) {
    resendBookingVerification(input: { bookingNumber: $n }) {
      booking { resendAvailableAt }
      userErrors { code }
    }
  }`;
  const availableAt = async (number: string): Promise<number | null> => {
    const body = (await t.graphql(bookingQuery, { n: number })).json();
    expect(body.errors).toBeUndefined();
    const at = body.data.booking.resendAvailableAt;
    return at === null ? null : new Date(at).getTime();
  };
  const order = (number: string) =>
    t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber: number } });
  const backdate = (number: string) =>
    t.db.prisma.order.update({
      where: { bookingNumber: number },
      data: { verificationSentAt: new Date(Date.now() - 61_000) },
    });

  it('says when the e-mail may go again: a minute after the last, then an hour after the first of four', async () => {
    const { booking_number: number } = await book();
    // Without a token: it is not the traveller's data.
    const sentAt = (await order(number)).verificationSentAt!.getTime();
    expect(await availableAt(number)).toBe(sentAt + 60_000);

    await backdate(number);
    const before = Date.now();
    const now = await availableAt(number);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());

    // Each resend answers the booking with the next moment: a minute on, until four e-mails
    // went out within the hour (the first with the booking): then an hour after the first.
    const mails = () =>
      t.db.prisma.emailOutbox.findMany({
        where: { template: 'booking-verification', order: { bookingNumber: number } },
        orderBy: { createdAt: 'asc' },
      });
    for (let i = 0; i < 3; i += 1) {
      await backdate(number);
      const body = (await t.graphql(resendMutation, { n: number })).json();
      expect(body.data.resendBookingVerification.userErrors).toEqual([]);
      const next = new Date(body.data.resendBookingVerification.booking.resendAvailableAt);
      const expected =
        i < 2
          ? (await order(number)).verificationSentAt!.getTime() + 60_000
          : (await mails())[0].createdAt.getTime() + 3600_000;
      expect(next.getTime()).toBe(expected);
    }

    await backdate(number);
    const sent = await mails();
    expect(sent).toHaveLength(4);
    const hourAfterFirst = sent[0].createdAt.getTime() + 3600_000;
    expect(await availableAt(number)).toBe(hourAfterFirst);
    const asked = Date.now();
    const refused = await rest('POST', `/api/orders/send-verified/${number}`);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((hourAfterFirst - asked) / 1000));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((hourAfterFirst - Date.now()) / 1000));
  });

  it('is null when the deadline comes first, and once the booking is no longer awaiting confirmation', async () => {
    const { booking_number: number } = await book();
    await t.db.prisma.order.update({
      where: { bookingNumber: number },
      data: { verifyBy: new Date(Date.now() + 30_000) },
    });
    expect(await availableAt(number)).toBeNull();

    await t.db.prisma.order.update({
      where: { bookingNumber: number },
      data: { verifyBy: new Date(Date.now() + 3600_000) },
    });
    expect(await availableAt(number)).not.toBeNull();
    const token = await linkToken(t, number, 'verify');
    expect((await rest('POST', '/api/orders/verified-order', { token })).statusCode).toBe(200);
    expect(await availableAt(number)).toBeNull();

    const { booking_number: lapsing } = await book(
      orderBody(w, {
        date_start_travel: plusDays(mondayAt(9), 14),
        date_end_travel: plusDays(mondayAt(9), 21),
      }),
    );
    await t.db.prisma.order.update({
      where: { bookingNumber: lapsing },
      data: { verifyBy: new Date(Date.now() - 1000) },
    });
    expect(await availableAt(lapsing)).toBeNull();
  });
});

describe('idempotency', () => {
  it('answers a retried request with the first booking, and refuses the key for another', async () => {
    const body = orderBody(w);
    const first = await postOrder(t, body, { 'idempotency-key': 'retry-me-1' });
    const second = await postOrder(t, body, { 'idempotency-key': 'retry-me-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.booking_number).toBe(first.json().data.booking_number);
    expect(await t.db.prisma.order.count({ where: { shopBikeId: w.a.shopBike } })).toBe(1);
    expect(
      await t.db.prisma.emailOutbox.count({ where: { order: { shopBikeId: w.a.shopBike } } }),
    ).toBe(1);

    const other = await postOrder(t, orderBody(w, { user: { ...body.user, firstname: 'Mai' } }), {
      'idempotency-key': 'retry-me-1',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.fields).toHaveProperty('idempotency_key');
    expect(await t.db.prisma.order.count({ where: { shopBikeId: w.a.shopBike } })).toBe(1);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has booked too often', async () => {
    const limited = await startTestApp({ BOOKING_RATE_LIMIT_MAX: '2' });
    try {
      const world = await buildWorld(limited);
      const start = mondayAt(9);
      const statuses: number[] = [];
      for (let week = 0; week < 3; week += 1) {
        const from = plusDays(start, 7 * week);
        const response = await postOrder(
          limited,
          orderBody(world, { date_start_travel: from, date_end_travel: plusDays(from, 7) }),
        );
        statuses.push(response.statusCode);
        if (week === 2) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('lapse', () => {
  it('the lapse job lapses unconfirmed bookings past their deadline and frees their unit', async () => {
    const units = await t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike },
      orderBy: { id: 'asc' },
    });
    await t.db.prisma.unit.update({ where: { id: units[1].id }, data: { active: false } });
    const body = orderBody(w);
    const { booking_number: overdue } = await book(body);
    const verifyToken = await linkToken(t, overdue, 'verify');
    expect((await postOrder(t, body)).statusCode).toBe(409);
    const { booking_number: fresh } = await book(
      orderBody(w, {
        bike_id: w.a.shopBike2,
        date_start_travel: body.date_start_travel,
        date_end_travel: body.date_end_travel,
      }),
    );
    await t.db.prisma.order.update({
      where: { bookingNumber: overdue },
      data: { verifyBy: new Date(Date.now() - 1000) },
    });

    // The scheduled job, run once as the runner would.
    expect(await t.app.jobs.runOnce(lapseJobName, { now: new Date() })).toBe('ran');
    const lapsed = await t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber: overdue } });
    expect(lapsed).toMatchObject({ status: 'LAPSED', lapsedAt: expect.any(Date) });
    expect(
      (await t.db.prisma.order.findUniqueOrThrow({ where: { bookingNumber: fresh } })).status,
    ).toBe('AWAITING_VERIFICATION');
    expect(
      (await rest('POST', '/api/orders/verified-order', { token: verifyToken })).statusCode,
    ).toBe(409);
    expect((await postOrder(t, body)).statusCode).toBe(201);
  });
});

describe('special offers', () => {
  const open = (offerId: number, token?: string) =>
    rest(
      'GET',
      `/api/offers/info/${offerId}${token ? `?hold_token=${encodeURIComponent(token)}` : ''}`,
    );

  it('holds an offer 35 minutes for its first visitor; others see it held', async () => {
    await bookableOffer(t, w);
    const first = await open(w.a.offer);
    expect(first.statusCode).toBe(200);
    const { hold_token: token, hold_expires_at: expiresAt, offer } = first.json().data;
    expect(token).toEqual(expect.any(String));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(34 * 60_000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(35 * 60_000);
    expect(offer).toMatchObject({
      id: w.a.offer,
      held: true,
      new_price: 120_000,
      regular_price: 150_000,
    });

    const second = await open(w.a.offer);
    expect(second.json().data).toMatchObject({
      hold_token: null,
      offer: { held: true, held_until: expiresAt },
    });
    const mine = await t.app.fastify.inject({
      method: 'GET',
      url: `/api/offers/info/${w.a.offer}`,
      headers: { 'hold-token': token },
    });
    expect(mine.json().data).toMatchObject({ hold_token: token, hold_expires_at: expiresAt });
    expect(await t.db.prisma.offerHold.count({ where: { offerId: w.a.offer } })).toBe(1);

    const list = await rest('GET', `/api/offers/list?city=${w.city}`);
    expect(list.json().data).toEqual([expect.objectContaining({ id: w.a.offer, held: true })]);
  });

  it('frees the offer when the hold expires', async () => {
    await bookableOffer(t, w);
    const first = (await open(w.a.offer)).json().data.hold_token;
    await t.db.prisma.offerHold.updateMany({
      where: { offerId: w.a.offer },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const next = (await open(w.a.offer)).json().data;
    expect(next.hold_token).toEqual(expect.any(String));
    const late = await postOrder(t, offerOrder(first));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields).toHaveProperty('hold_token');
  });

  const offerOrder = (holdToken?: string, days = 7) => {
    const start = plusDays(mondayAt(9), 7);
    return orderBody(w, {
      offer_id: w.a.offer,
      ...(holdToken ? { hold_token: holdToken } : {}),
      date_start_travel: start,
      date_end_travel: plusDays(start, days),
    });
  };

  it('books an offer with its hold, which ends the hold', async () => {
    await bookableOffer(t, w);
    const token = (await open(w.a.offer)).json().data.hold_token;
    const data = await book(offerOrder(token));
    expect(data.price).toMatchObject({
      price_per_day: 150_000,
      discount_amount: 210_000,
      total_price: 840_000,
    });
    const hold = await t.db.prisma.offerHold.findFirstOrThrow({ where: { offerId: w.a.offer } });
    expect(hold.releasedAt).not.toBeNull();
    expect((await open(w.a.offer)).json().data.hold_token).toEqual(expect.any(String));
  });

  it('keeps the last free unit for the visitor holding an offer of the bike', async () => {
    await bookableOffer(t, w);
    const units = await t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike },
      orderBy: { id: 'asc' },
    });
    await t.db.prisma.unit.update({ where: { id: units[1].id }, data: { active: false } });
    const token = (await open(w.a.offer)).json().data.hold_token;
    const plain = offerOrder();
    delete (plain as { offer_id?: number }).offer_id;
    const other = await postOrder(t, plain);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('BIKE_UNAVAILABLE');
    expect((await postOrder(t, offerOrder(token))).statusCode).toBe(201);
  });

  it("refuses an offer booking without a hold, with someone else's token, or outside its rules", async () => {
    await bookableOffer(t, w, 7);
    const token = (await open(w.a.offer)).json().data.hold_token;
    const before = await databaseFingerprint(t.db.prisma);
    const missing = await postOrder(t, offerOrder());
    expect([missing.statusCode, missing.json().error.fields]).toEqual([
      400,
      { hold_token: expect.any(String) },
    ]);
    const foreign = await postOrder(t, offerOrder('someone-elses-token'));
    expect([foreign.statusCode, foreign.json().error.fields]).toEqual([
      400,
      { hold_token: expect.any(String) },
    ]);
    const tooLong = await postOrder(t, offerOrder(token, 14));
    expect([tooLong.statusCode, tooLong.json().error.fields]).toEqual([
      400,
      { date_end_travel: expect.any(String) },
    ]);
    await t.db.prisma.offer.update({
      where: { id: w.a.offer },
      data: { latestPickupAt: new Date(Date.now() + 24 * 3600_000) },
    });
    const late = await postOrder(t, offerOrder(token));
    expect([late.statusCode, late.json().error.fields]).toEqual([
      400,
      { date_start_travel: expect.any(String) },
    ]);
    await t.db.prisma.offer.update({
      where: { id: w.a.offer },
      data: { latestPickupAt: new Date(Date.now() + 40 * 24 * 3600_000) },
    });
    const holds = await t.db.prisma.offerHold.findMany({ where: { offerId: w.a.offer } });
    expect(holds).toHaveLength(1);
    expect(await databaseFingerprint(t.db.prisma)).toEqual({
      ...before,
      offers: expect.any(String),
    });
  });

  const days = (count: number) => new Date(Date.now() + count * 24 * 3600_000);

  /** Another offer on shop A's bike, online, bookable for five more days, for travel soon. */
  const extraOffer = (number: string, data: Partial<Prisma.OfferUncheckedCreateInput> = {}) =>
    t.db.prisma.offer.create({
      data: {
        number,
        storeId: w.a.store,
        shopBikeId: w.a.shopBike,
        regularPricePerDay: 150_000,
        percentDiscount: 10,
        travelStartsAt: days(1),
        travelEndsAt: days(20),
        earliestPickupAt: days(1),
        latestPickupAt: days(10),
        bookableUntil: days(5),
        maxRentalDays: 5,
        online: true,
        ...data,
      },
    });

  const offerFields = `databaseId shopBikeDatabaseId percentDiscount held heldUntil
    allowCustomAddons addons { addonDatabaseId }`;
  const offersQuery = `query ($offer: ID!, $hidden: ID!, $bike: ID!, $city: ID!) {
    specialOffer(id: $offer) { ${offerFields} shopBike { databaseId shop { databaseId } } }
    hidden: specialOffer(id: $hidden) { databaseId }
    publicBike(id: $bike) { specialOffers(first: 10) { totalCount nodes { ${offerFields} } } }
    specialOffers(city: $city, first: 100) { nodes { ${offerFields} } }
  }`;

  it("reads one offer, and a bike's offers, as the list shows them, without starting a hold", async () => {
    await bookableOffer(t, w);
    const offline = await extraOffer(`OF-OFF${w.a.offer}`, { online: false });
    const read = async () => {
      const response = await t.graphql(offersQuery, {
        offer: toGlobalId('Offer', w.a.offer),
        hidden: toGlobalId('Offer', offline.id),
        bike: toGlobalId('ShopBike', w.a.shopBike),
        city: toGlobalId('City', w.city),
      });
      return response.json().data;
    };
    const before = await read();
    const { shopBike, ...offer } = before.specialOffer;
    expect(offer).toEqual({
      databaseId: w.a.offer,
      shopBikeDatabaseId: w.a.shopBike,
      percentDiscount: 20,
      held: false,
      heldUntil: null,
      allowCustomAddons: expect.any(Boolean),
      addons: [],
    });
    expect(shopBike).toEqual({ databaseId: w.a.shopBike, shop: { databaseId: w.a.store } });
    expect(before.hidden).toBeNull();
    expect(before.publicBike.specialOffers).toEqual({ totalCount: 1, nodes: [offer] });
    expect(before.specialOffers.nodes).toEqual([offer]);
    expect(await t.db.prisma.offerHold.count({ where: { offerId: w.a.offer } })).toBe(0);

    const opened = (await rest('GET', `/api/offers/info/${w.a.offer}`)).json().data;
    const after = await read();
    expect(after.specialOffer).toMatchObject({ held: true, heldUntil: opened.hold_expires_at });
    expect(after.publicBike.specialOffers.nodes).toEqual([
      expect.objectContaining({ held: true, heldUntil: opened.hold_expires_at }),
    ]);
    expect(await t.db.prisma.offerHold.count({ where: { offerId: w.a.offer } })).toBe(1);
  });

  it("lists no offer for another bike, and none once the offer's time to book is over", async () => {
    await bookableOffer(t, w);
    const other = await t.graphql(offersQuery, {
      offer: toGlobalId('Offer', w.a.offer),
      hidden: toGlobalId('Offer', w.a.offer),
      bike: toGlobalId('ShopBike', w.a.shopBike2),
      city: toGlobalId('City', w.city2),
    });
    expect(other.json().data.publicBike.specialOffers).toEqual({ totalCount: 0, nodes: [] });
    await t.db.prisma.offer.update({
      where: { id: w.a.offer },
      data: { bookableUntil: new Date(Date.now() - 1000) },
    });
    const late = await t.graphql(offersQuery, {
      offer: toGlobalId('Offer', w.a.offer),
      hidden: toGlobalId('Offer', w.a.offer),
      bike: toGlobalId('ShopBike', w.a.shopBike),
      city: toGlobalId('City', w.city),
    });
    expect(late.json().data).toMatchObject({
      specialOffer: null,
      publicBike: { specialOffers: { totalCount: 0, nodes: [] } },
    });
  });

  it('lists online, unexpired offers by city and destination', async () => {
    await bookableOffer(t, w);
    const oneWay = await extraOffer(`OF-OW${w.a.offer}`, { returnStoreId: w.a.store2 });
    await extraOffer(`OF-EX${w.a.offer}`, {
      travelStartsAt: days(-5),
      earliestPickupAt: days(-5),
      bookableUntil: new Date(Date.now() - 1000),
    });
    const all = await rest('GET', `/api/offers/list?city=${w.city}&limit=1000`);
    expect(all.json().data.map((o: { id: number }) => o.id)).toEqual([oneWay.id, w.a.offer]);
    const toCity2 = await rest(
      'GET',
      `/api/offers/list?city=${w.city}&city_destination=${w.city2}`,
    );
    expect(toCity2.json().data).toEqual([
      expect.objectContaining({
        id: oneWay.id,
        return_store_id: w.a.store2,
        held: false,
        held_until: null,
      }),
    ]);
  });
});
