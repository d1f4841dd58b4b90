import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, testPassword, type TestApp } from '../../test/app';
import {
  describeOnPostgresPass,
  startOwnPostgres,
  type OwnPostgres,
} from '../../test/own-postgres';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { bookingProblems } from '../../test/booking-integrity';
import { buildWorld, type World } from '../../test/world';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { hashPassword } from '../modules/auth/auth.passwords';
import { mondayAt, orderBody, plusDays } from '../modules/bookings/bookings.test-helpers';

/**
 * Real app processes on one PostgreSQL of the test's own: one killed in the middle of a burst
 * of bookings, and two sharing the count of failed sign-ins.
 */

let server: OwnPostgres;
let t: TestApp;
let w: World;
let smtp: TestSmtpServer;
let dataDir: string;
const processes: ServerProcess[] = [];

/** Shared with the in-process app, so the world's tokens open the processes too. */
const jwtSecret = 'test-secret-test-secret-test-secret-0123';

function startApp(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(dataDir, {
    DATABASE_URL: server.url,
    JWT_SECRET: jwtSecret,
    SMTP_URL: smtp.url,
    BOOKING_RATE_LIMIT_MAX: '1000',
    BOOKINGS_PENDING_PER_EMAIL: '1000',
    VERIFICATION_MAILS_PER_EMAIL_HOUR: '1000',
    ...env,
  }).then((started) => {
    processes.push(started);
    return started;
  });
}

describeOnPostgresPass('app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-processes-'));
    server = await startOwnPostgres();
    const db = await openDatabase({ databaseUrl: server.url, poolSize: 3 });
    await migrateDatabase(db);
    t = await startTestApp({}, db);
    w = await buildWorld(t);
    smtp = await startSmtpServer();
  }, 120_000);

  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGKILL');
    await smtp?.close();
    await t?.close();
    await server?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('killed with SIGKILL mid-burst: no half-written booking, no unit booked twice, every e-mail sent once', async () => {
    // Mail waits in the outbox until the restart: each message is then sent by one process.
    const first = await startApp({ JOBS_ENABLED: 'false' });
    const book = async (app: ServerProcess, i: number, body: object) => {
      try {
        const response = await fetch(`${app.baseUrl}/api/orders/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `burst-${i}` },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as { data?: { booking_number: string } },
        };
      } catch {
        return { status: 0, body: {} }; // The process died before answering.
      }
    };
    const sameTrip = mondayAt(9);
    const bodies = Array.from({ length: 40 }, (_, i) => {
      // Half want the same week (two units: exactly two get it), half a week each.
      const start = i % 2 === 0 ? sameTrip : plusDays(sameTrip, 14 * (1 + Math.floor(i / 2)));
      return orderBody(w, {
        date_start_travel: start,
        date_end_travel: plusDays(start, 7),
        user: { ...orderBody(w).user, email: `traveller-${i}@example.test` },
        // Every other pair with a helmet: a booking's add-on lines are written with it.
        ...(i % 4 < 2 ? { accessories: [{ id: w.addon, quantity: 1 }] } : {}),
      });
    });

    let answered = 0;
    let killed = false;
    const burst = bodies.map((body, i) =>
      book(first, i, body).then((result) => {
        answered += 1;
        if (answered === 4 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
        return result;
      }),
    );
    const results = await Promise.all(burst);
    await first.exited;
    // The kill landed mid-burst: some travellers never heard back.
    expect(results.filter((result) => result.status === 0).length).toBeGreaterThan(0);
    for (const result of results) expect([0, 201, 409]).toContain(result.status);

    const restarted = await startApp({ JOBS_ENABLED: 'true', MAIL_POLL_SECONDS: '1' });
    // Whoever never heard back tries again with the same key, as the web app does.
    for (const [i, result] of results.entries()) {
      if (result.status !== 0) continue;
      results[i] = await book(restarted, i, bodies[i]);
      expect([201, 409]).toContain(results[i].status);
    }

    const confirmed = results
      .filter((result) => result.status === 201)
      .map((result) => result.body.data!.booking_number)
      .sort();
    const orders = await t.db.prisma.order.findMany();
    // Every booking answered 201 is there, once; nothing was written for anyone else.
    expect(orders.map((order) => order.bookingNumber).sort()).toEqual(confirmed);
    expect(await bookingProblems(t.db.prisma)).toEqual([]);
    const sameWeek = orders.filter((order) => order.startAt.toISOString() === sameTrip);
    expect(sameWeek).toHaveLength(2);

    const queued = await t.db.prisma.emailOutbox.findMany();
    expect(queued.length).toBe(orders.length);
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length < queued.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    // Once more than enough time for any second sending to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = smtp.messages.flatMap((message) => message.envelopeTo).sort();
    expect(received).toEqual(queued.map((mail) => mail.toAddress).sort());
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(queued.length);
    expect(await t.db.prisma.emailOutbox.count({ where: { status: { not: 'SENT' } } })).toBe(0);
  }, 120_000);

  it('two processes count failed sign-ins together: 20 wrong passwords over both lock the account', async () => {
    await t.db.prisma.user.create({
      data: {
        username: 'thu',
        name: 'Thu',
        email: 'thu@example.test',
        role: 'SHOP_OWNER',
        active: true,
        passwordHash: await hashPassword(testPassword),
      },
    });
    const env = { LOGIN_MAX_FAILURES: '20', TRUST_PROXY: 'true', JOBS_ENABLED: 'false' };
    const apps = await Promise.all([startApp(env), startApp(env)]);
    // Every attempt from another address: only the account's own count can lock it.
    const signIn = async (app: ServerProcess, password: string, attempt: number) =>
      fetch(`${app.baseUrl}/api/login-shop-owner`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${attempt}`,
        },
        body: JSON.stringify({ username: 'thu', password }),
      });

    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await signIn(apps[attempt % 2], 'wrong-password', attempt);
      expect(response.status).toBe(401);
    }
    // Each process saw ten failures, under its limit of twenty: only the shared count locks.
    for (const [index, app] of apps.entries()) {
      const locked = await signIn(app, testPassword, 100 + index);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await locked.json()) as { error: { code: string } }).error.code).toBe(
        'RATE_LIMITED',
      );
    }
  }, 120_000);
});
