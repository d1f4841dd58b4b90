import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld, databaseFingerprint, type World } from '../../../test/world';
import { linkToken, orderBody, plusDays } from './bookings.test-helpers';

/**
 * Anyone can book naming someone else's e-mail address: 60 bookings from three client
 * addresses once queued 59 verification e-mails to one victim in three seconds. One address
 * has a few bookings awaiting confirmation and a few verification e-mails an hour; the form
 * says so at the e-mail field.
 */
let t: TestApp;
let w: World;
const victim = 'victim@example.test';

beforeAll(async () => {
  t = await startTestApp({
    BOOKING_RATE_LIMIT_MAX: '1000',
    BOOKINGS_PENDING_PER_EMAIL: '2',
    VERIFICATION_MAILS_PER_EMAIL_HOUR: '3',
    TRUST_PROXY: 'true',
  });
});

afterAll(() => t.close());

beforeEach(async () => {
  w = await buildWorld(t);
  await t.db.prisma.emailOutbox.deleteMany();
  await t.db.prisma.order.deleteMany();
});

/** A week's booking for `email`, after the previous one (units stay free), from `client`. */
let week = 0;
function bookFor(email: string, client = '203.0.113.20') {
  week += 1;
  const body = orderBody(w);
  const start = plusDays(body.date_start_travel, 7 * week * 2);
  return t.app.fastify.inject({
    method: 'POST',
    url: '/api/orders/create',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': client },
    payload: {
      ...body,
      date_start_travel: start,
      date_end_travel: plusDays(start, 7),
      user: { ...body.user, email },
    },
  });
}

const mailsTo = (address: string) =>
  t.db.prisma.emailOutbox.count({
    where: {
      toAddress: { equals: address, mode: 'insensitive' },
      template: 'booking-verification',
    },
  });

describe('verification e-mails to one address', () => {
  it('refuses a third booking awaiting confirmation for one address, at the e-mail field, whoever sends it', async () => {
    expect((await bookFor(victim, '203.0.113.21')).statusCode).toBe(201);
    expect((await bookFor(victim, '203.0.113.22')).statusCode).toBe(201);
    const before = await databaseFingerprint(t.db.prisma);

    const third = await bookFor('Victim@Example.TEST', '203.0.113.23');
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      fields: {
        'user.email': expect.stringMatching(
          /^2 bookings for this e-mail address are waiting to be confirmed/,
        ),
      },
    });
    expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
    expect(await mailsTo(victim)).toBe(2);

    // Another address books as before.
    expect((await bookFor('someone.else@example.test', '203.0.113.23')).statusCode).toBe(201);
  });

  it('takes a booking again once one for the address is confirmed', async () => {
    const first = (await bookFor(victim)).json().data.booking_number as string;
    await bookFor(victim);
    const token = await linkToken(t, first, 'verify');
    const verified = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/orders/verified-order',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect((await bookFor(victim)).statusCode).toBe(201);
  });

  it('sends one address three verification e-mails an hour, counting resends: then 429 for a resend, LIMIT_REACHED for a booking', async () => {
    const first = (await bookFor(victim)).json().data.booking_number as string;
    // Past the resend gap of one booking: only the address's cap is left to refuse.
    const resend = async () => {
      await t.db.prisma.order.updateMany({
        where: { bookingNumber: first },
        data: { verificationSentAt: new Date(Date.now() - 10 * 60_000) },
      });
      return t.app.fastify.inject({ method: 'POST', url: `/api/orders/send-verified/${first}` });
    };
    expect((await resend()).statusCode).toBe(200);
    await t.db.prisma.emailOutbox.updateMany({
      data: { createdAt: new Date(Date.now() - 5 * 60_000) },
    });
    expect((await bookFor(victim)).statusCode).toBe(201);
    expect(await mailsTo(victim)).toBe(3);

    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    // The oldest of the hour's e-mails leaves the window in about 55 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
    await t.db.prisma.order.updateMany({ data: { status: 'CONFIRMED' } });
    const booking = await bookFor(victim);
    expect([booking.statusCode, booking.json().error.code]).toEqual([409, 'LIMIT_REACHED']);
    expect(booking.json().error.fields['user.email']).toMatch(
      /^This address has had 3 confirmation e-mails in the last hour/,
    );
    expect(await mailsTo(victim)).toBe(3);
  });
});
