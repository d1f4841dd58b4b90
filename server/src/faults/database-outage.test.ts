import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../../test/app';
import { bookingProblems } from '../../test/booking-integrity';
import {
  describeOnPostgresPass,
  startOwnPostgres,
  type OwnPostgres,
} from '../../test/own-postgres';
import { buildWorld, type World } from '../../test/world';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import {
  mondayAt,
  orderBody,
  plusDays,
  postOrder,
} from '../modules/bookings/bookings.test-helpers';

/**
 * PostgreSQL stops for 20 seconds while travellers are booking, then comes back. On a server of
 * its own.
 */
const outageMs = 20_000;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  code: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answerOf(response: LightMyRequestResponse): Answer {
  const body = response.json() as { error?: { code?: string } };
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'] as string | undefined,
    code: body.error?.code,
  };
}

describeOnPostgresPass('PostgreSQL stopping for 20 seconds', () => {
  let server: OwnPostgres;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    server = await startOwnPostgres();
    const db = await openDatabase({ databaseUrl: server.url, poolSize: 5 });
    await migrateDatabase(db);
    t = await startTestApp({ BOOKING_RATE_LIMIT_MAX: '1000' }, db);
    w = await buildWorld(t);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await server?.dispose();
  });

  it('answers 503 with Retry-After meanwhile, recovers by itself, and keeps every booking it confirmed', async () => {
    const answers: Answer[] = [];
    const confirmed: string[] = [];
    let nextSlot = 0;
    let stopBooking = false;

    /** A traveller's app: one trip after another, each tried again with its key after a 503. */
    const traveller = async () => {
      while (!stopBooking) {
        const slot = nextSlot++;
        // A week's rental every other week, so no two trips want the same unit.
        const start = plusDays(mondayAt(9), slot * 14);
        const body = orderBody(w, {
          date_start_travel: start,
          date_end_travel: plusDays(start, 7),
          // Every other trip with a helmet: a booking's add-on lines are written with it.
          ...(slot % 2 === 0 ? { accessories: [{ id: w.addon, quantity: 1 }] } : {}),
        });
        const key = `outage-trip-${slot}`;
        for (;;) {
          const response = await postOrder(t, body, { 'idempotency-key': key });
          answers.push(answerOf(response));
          if (response.statusCode === 201) {
            confirmed.push(response.json().data.booking_number);
            break;
          }
          if (response.statusCode !== 503 || stopBooking) break;
          await sleep(250);
        }
        await sleep(300);
      }
    };
    const travellers = [traveller(), traveller()];
    const confirmedBy = async (count: number, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (confirmed.length < count && Date.now() < deadline) await sleep(100);
      expect(confirmed.length).toBeGreaterThanOrEqual(count);
    };

    try {
      await confirmedBy(2, 15_000);
      await server.stop();
      const stoppedAt = Date.now();
      const confirmedBeforeOutage = confirmed.length;

      await sleep(2000);
      const askedAt = Date.now();
      const ready = await t.app.fastify.inject('/ready');
      expect(Date.now() - askedAt).toBeLessThan(2500);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      const search = await t.graphql('{ cities(first: 1) { edges { node { slug } } } }');
      expect(search.statusCode).toBe(503);
      expect(search.headers['retry-after']).toBe('5');
      expect(search.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      const unavailable = { status: 503, retryAfter: '5', code: 'SERVICE_UNAVAILABLE' };
      expect(answerOf(await t.app.fastify.inject('/api/cities/list'))).toEqual(unavailable);
      // A signed-in caller: reading who the token belongs to needs the database too.
      const admin = { authorization: `Bearer ${w.users.admin.token}` };
      const cityList = await t.app.fastify.inject({ url: '/api/admin/city/list', headers: admin });
      expect(answerOf(cityList)).toEqual(unavailable);
      const viewer = await t.graphql('{ cities(first: 1) { totalCount } }', {}, admin);
      expect(viewer.statusCode).toBe(503);
      expect(viewer.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      await sleep(outageMs - (Date.now() - stoppedAt));
      await server.start();
      // Nothing restarts the app: its pool connects again on its own.
      const readyAgain = Date.now() + 10_000;
      while ((await t.app.fastify.inject('/ready')).statusCode !== 200) {
        expect(Date.now()).toBeLessThan(readyAgain);
        await sleep(200);
      }
      await confirmedBy(confirmedBeforeOutage + 2, 15_000);
    } finally {
      stopBooking = true;
      await Promise.all(travellers);
    }

    const unavailable = answers.filter((answer) => answer.status !== 201);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable)
      expect(answer).toEqual({ status: 503, retryAfter: '5', code: 'SERVICE_UNAVAILABLE' });

    // Every booking answered 201 is there, whole, and nothing was written for anyone else.
    const orders = await t.db.prisma.order.findMany({ select: { bookingNumber: true } });
    expect(orders.map((order) => order.bookingNumber).sort()).toEqual([...confirmed].sort());
    expect(await bookingProblems(t.db.prisma)).toEqual([]);
  }, 90_000);
});
