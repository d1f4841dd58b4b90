import sharp from 'sharp';
import { startTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import {
  listenOnLoopback,
  postGraphql,
  postUpload,
  type HttpAnswer,
  type HttpInstance,
} from '../../test/http-instance';
import { describeOnPostgresPass } from '../../test/own-postgres';
import { TestS3Server } from '../../test/s3-server';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { bookingProblems } from '../../test/booking-integrity';
import { buildWorld, type World } from '../../test/world';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { toGlobalId } from '../graphql/global-id';
import type { RunOutcome } from '../jobs/job-runner';
import { mailJobName } from '../modules/mail/mail.job';
import { mondayAt, plusDays } from '../modules/bookings/bookings.test-helpers';
import { filePart, solid, type FormPart } from '../modules/media/media.test-helpers';
import { storeRetryAfterSeconds } from '../modules/media/media.errors';
import type { PictureStore } from '../modules/media/picture-store';
import { S3PictureStore } from '../modules/media/s3-picture-store';

/**
 * Two app instances, A and B, each a real HTTP server on its own loopback port, on one
 * PostgreSQL database and one S3-compatible server (s3rver), both running the mail worker
 * against a real SMTP server (issue 24): what one writes the other serves, and what both
 * do at once is done once.
 */

type Instance = HttpInstance<'A' | 'B'>;
type Answer = HttpAnswer;

const prefix = 'xemay/';
const webpAccept = 'image/avif,image/webp,*/*;q=0.8';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let s3: TestS3Server;
let smtp: TestSmtpServer;
let a: Instance;
let b: Instance;
let w: World;
/** The bucket as the app sees it (under its prefix). */
let bucket: S3PictureStore;

/** How each instance's runs of the mail job went (ran, or locked: the other was running it). */
const mailRuns: Record<Instance['name'], RunOutcome[]> = { A: [], B: [] };

function countMailRuns(instance: Instance): void {
  const runner = instance.t.app.jobs;
  const runOnce = runner.runOnce.bind(runner);
  runner.runOnce = async (name, options) => {
    const outcome = await runOnce(name, options);
    if (name === mailJobName) mailRuns[instance.name].push(outcome);
    return outcome;
  };
}

const graphql = postGraphql;
const upload = (instance: Instance, parts: FormPart[]) =>
  postUpload(instance, w.users.ownerA.token, parts);

const setBikePhotos = (instance: Instance, bikeId: number, uploads: Record<string, string>) =>
  graphql(
    instance,
    `
      mutation ($input: SetBikePhotosInput!) {
        setBikePhotos(input: $input) {
          bike {
            photos {
              side
              front
              back
            }
          }
          userErrors {
            field
            code
          }
        }
      }
    `,
    { input: { bikeId: toGlobalId('Bike', bikeId), ...uploads } },
    w.users.ownerA.token,
  );

async function keysIn(store: PictureStore, folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(folder)) keys.push(key);
  return keys.sort();
}

describeOnPostgresPass('two app instances on one PostgreSQL and one S3 server', () => {
  beforeAll(async () => {
    s3 = await new TestS3Server().start();
    smtp = await startSmtpServer();
    const env = {
      ...s3.env(prefix),
      SMTP_URL: smtp.url,
      JOBS_ENABLED: 'true',
      MAIL_POLL_SECONDS: '1',
      BOOKING_RATE_LIMIT_MAX: '1000',
      BOOKINGS_PENDING_PER_EMAIL: '1000',
      VERIFICATION_MAILS_PER_EMAIL_HOUR: '1000',
    };
    const databaseA = await createTestDatabase();
    // The same database through a pool of B's own, as another process would have.
    const databaseB = await openDatabase({ databaseUrl: databaseA.url!, poolSize: 5 });
    a = await listenOnLoopback('A', await startTestApp(env, databaseA));
    b = await listenOnLoopback('B', await startTestApp(env, databaseB));
    countMailRuns(a);
    countMailRuns(b);
    w = await buildWorld(a.t);
    bucket = S3PictureStore.fromSettings(loadConfig(s3.env(prefix)).s3!);
  }, 60_000);

  afterAll(async () => {
    bucket?.close();
    // B first: A's close drops the database, which B's pool would hold open.
    await b?.t.close();
    await a?.t.close();
    await smtp?.close();
    await s3?.dispose();
  });

  it('an owner uploads photos through A; a traveller sees them resized through B, encoded once', async () => {
    const wide = await solid(1600, 800).jpeg().toBuffer();
    const staged = await upload(a, [
      filePart('side', wide),
      filePart('front', wide),
      filePart('back', wide),
    ]);
    expect(staged.status).toBe(201);
    const attached = await setBikePhotos(a, w.a.bike, staged.body.data);
    expect(attached.status).toBe(200);
    expect(attached.body.data.setBikePhotos.userErrors).toEqual([]);

    const seen = await graphql(
      b,
      `
        query ($id: ID!) {
          publicBike(id: $id) {
            photos {
              side
              front
              back
            }
            photoUrls
          }
        }
      `,
      { id: toGlobalId('ShopBike', w.a.shopBike) },
    );
    expect(seen.status).toBe(200);
    const { photos, photoUrls } = seen.body.data.publicBike;
    expect(photos).toEqual(attached.body.data.setBikePhotos.bike.photos);
    expect(photoUrls).toEqual([photos.side, photos.front, photos.back]);
    for (const url of photoUrls) expect(url).toMatch(/^\/media\/bikes\/.+\.jpg$/);

    const variant = (instance: Instance) =>
      fetch(`${instance.baseUrl}/media/image?url=${encodeURIComponent(photos.side)}&w=640`, {
        headers: { accept: webpAccept },
      });
    const first = await variant(b);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('x-media-cache')).toBe('miss');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });

    // Encoded once, kept in the bucket: A reads B's variant, and so does B again.
    const sideKey = photos.side.replace(/^\/media\//, '');
    expect(await keysIn(bucket, `variants/${sideKey}/`)).toEqual([
      `variants/${sideKey}/w640-q75.webp`,
    ]);
    for (const instance of [a, b]) {
      const again = await variant(instance);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-media-cache')).toBe('hit');
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  const createBooking = (instance: Instance, startAt: string, email: string) =>
    graphql(
      instance,
      `
        mutation ($input: CreateBookingInput!) {
          createBooking(input: $input) {
            booking {
              bookingNumber
              status
            }
            userErrors {
              field
              code
            }
          }
        }
      `,
      {
        input: {
          shopBikeId: toGlobalId('ShopBike', w.a.shopBike),
          startAt,
          endAt: plusDays(startAt, 7),
          customer: { email, phone: '+84 912 345 678', firstName: 'Lan', lastName: 'Tran' },
          termsAccepted: true,
          language: 'EN',
        },
      },
    );

  it('travellers booking the last unit through A and B at once: one booking, the others BIKE_UNAVAILABLE', async () => {
    // The shop bike keeps one unit: the other is retired.
    const units = await a.t.db.prisma.unit.findMany({
      where: { shopBikeId: w.a.shopBike },
      orderBy: { id: 'asc' },
    });
    await a.t.db.prisma.unit.update({ where: { id: units[1].id }, data: { active: false } });

    const rounds = 5;
    const perInstance = 3;
    for (let round = 0; round < rounds; round += 1) {
      // A week of its own each round: one free unit to win.
      const startAt = plusDays(mondayAt(9), 14 * (round + 1));
      const tries = [a, b].flatMap((instance) =>
        Array.from({ length: perInstance }, (_, i) => ({
          instance,
          email: `traveller-${round}-${instance.name}${i}@example.test`,
        })),
      );
      const answers = await Promise.all(
        tries.map(({ instance, email }) => createBooking(instance, startAt, email)),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      const payloads = answers.map((answer) => answer.body.data.createBooking);
      const booked = payloads.filter((payload) => payload.booking);
      expect(booked).toHaveLength(1);
      expect(booked[0].booking.status).toBe('AWAITING_VERIFICATION');
      expect(booked[0].userErrors).toEqual([]);
      for (const refused of payloads.filter((payload) => !payload.booking))
        expect(refused.userErrors.map((error: { code: string }) => error.code)).toEqual([
          'BIKE_UNAVAILABLE',
        ]);
      const orders = await a.t.db.prisma.order.findMany({
        where: { shopBikeId: w.a.shopBike, startAt: new Date(startAt) },
      });
      expect(orders.map((order) => order.bookingNumber)).toEqual([booked[0].booking.bookingNumber]);
    }
    expect(await bookingProblems(a.t.db.prisma)).toEqual([]);
  });

  it('both instances run the mail worker: each booking e-mail arrives once', async () => {
    // The bookings of the test before.
    const queued = await a.t.db.prisma.emailOutbox.findMany({ include: { order: true } });
    const bookings = await a.t.db.prisma.order.count();
    expect(bookings).toBe(5);
    expect(queued.filter((mail) => mail.order)).toHaveLength(bookings);
    const deadline = Date.now() + 10_000;
    while (smtp.messages.length < queued.length && Date.now() < deadline) await sleep(100);
    // Longer than a poll of both workers: a second sending would arrive within it.
    await sleep(1500);
    const received = smtp.messages.map((mail) => `${mail.envelopeTo.join(',')} ${mail.subject}`);
    expect(received.sort()).toEqual(
      queued.map((mail) => `${mail.toAddress} ${mail.subject}`).sort(),
    );
    for (const mail of queued.filter((mail) => mail.order))
      expect(mail.subject).toContain(mail.order!.bookingNumber);
    expect(await a.t.db.prisma.emailOutbox.count({ where: { status: { not: 'SENT' } } })).toBe(0);
    // Both workers ran: the job's advisory lock let one at a time send.
    for (const name of ['A', 'B'] as const) expect(mailRuns[name]).toContain('ran');
    const tally = (name: Instance['name']) =>
      `${name} ran ${mailRuns[name].filter((o) => o === 'ran').length}, locked ${mailRuns[name].filter((o) => o === 'locked').length}`;
    console.log(
      `${queued.length} e-mails, each received once; mail job runs: ${tally('A')}; ${tally('B')}`,
    );
  });

  let bikeCount = 0;

  /** A bike of owner A with no photos, for one upload of the next test. */
  async function photolessBike(): Promise<number> {
    const n = ++bikeCount;
    const bike = await a.t.db.prisma.bike.create({
      data: {
        ownerId: w.users.ownerA.id,
        publicId: `two-instances-${n}`,
        brandId: w.brand,
        categoryId: w.category,
        name: `Vision 110 no. ${n}`,
        bikeType: 'SCOOTER',
        gearType: 'AUTOMATIC',
        powerPs: 9,
        weightKg: 99,
        topSpeedKmh: 90,
        defaultPrice: 150_000,
        depositPrice: 2_000_000,
      },
      select: { id: true },
    });
    return bike.id;
  }

  interface Call {
    instance: Instance['name'];
    kind: 'upload' | 'attach';
    startedAt: number;
    endedAt: number;
    answer: Answer;
  }

  interface Attempt {
    instance: Instance['name'];
    uploadId: string;
    bikeId: number;
    attached: boolean;
  }

  const errorCodeOf = (call: Call): string =>
    call.kind === 'upload'
      ? call.answer.body.error?.code
      : call.answer.body.errors?.[0]?.extensions?.code;

  it('the S3 server stopped for 10 s mid-upload: 503 with Retry-After from A and B, nothing answered 2xx lost', async () => {
    const picture = await solid(320, 240).jpeg().toBuffer();
    const calls: Call[] = [];
    const attempts: Attempt[] = [];
    const underWay: Record<Call['kind'], number> = { upload: 0, attach: 0 };
    let running = true;

    const timed = async (instance: Instance, kind: Call['kind'], send: () => Promise<Answer>) => {
      const startedAt = Date.now();
      underWay[kind] += 1;
      try {
        const answer = await send();
        calls.push({ instance: instance.name, kind, startedAt, endedAt: Date.now(), answer });
        return answer;
      } finally {
        underWay[kind] -= 1;
      }
    };
    // An owner adding a photo again and again: upload, then attach it to a bike of its own.
    const addPhotos = async (instance: Instance) => {
      while (running) {
        const staged = await timed(instance, 'upload', () =>
          upload(instance, [filePart('side', picture)]),
        );
        if (staged.status === 201) {
          const attempt: Attempt = {
            instance: instance.name,
            uploadId: staged.body.data.side,
            bikeId: await photolessBike(),
            attached: false,
          };
          attempts.push(attempt);
          const attach = await timed(instance, 'attach', () =>
            setBikePhotos(instance, attempt.bikeId, { side: attempt.uploadId }),
          );
          if (attach.status === 200) {
            expect(attach.body.data.setBikePhotos.userErrors).toEqual([]);
            attempt.attached = true;
          }
        }
        await sleep(100);
      }
    };

    const attachedSince = (since: number) => (instance: Instance) =>
      calls.some(
        (c) =>
          c.instance === instance.name &&
          c.kind === 'attach' &&
          c.startedAt >= since &&
          c.answer.status === 200,
      );
    let failure: unknown = null;
    const until = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!done()) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
        await sleep(2);
      }
    };

    const startedAt = Date.now();
    const owners = [a, b].map((instance) =>
      addPhotos(instance).catch((error: unknown) => {
        failure ??= error;
      }),
    );
    await until('A and B each attached a photo', () => [a, b].every(attachedSince(startedAt)));
    // Stopped while a photo is being copied to its lasting key (attached) or uploaded.
    await until('a photo is being attached', () => underWay.attach > 0);
    const underWayAtStop = `${underWay.upload} upload(s) and ${underWay.attach} attach(es)`;
    await s3.stop();
    const downFrom = Date.now();
    await sleep(10_000);
    const downUntil = Date.now();
    await s3.start();
    const upAgainAt = Date.now();
    await until('A and B each attached a photo again', () =>
      [a, b].every(attachedSince(upAgainAt)),
    );
    running = false;
    await Promise.all(owners);
    if (failure) throw failure;

    // Never a 500: every answer a success or a 503 asking to come back.
    const unexpected = calls.filter((call) => ![200, 201, 503].includes(call.answer.status));
    const described = (call: Call) =>
      `${call.instance} ${call.kind}: ${call.answer.status} ${JSON.stringify(call.answer.body).slice(0, 200)}`;
    expect(unexpected.map(described)).toEqual([]);
    for (const call of calls.filter((c) => c.answer.status === 503)) {
      expect(call.answer.retryAfter).toBe(String(storeRetryAfterSeconds));
      expect(errorCodeOf(call)).toBe('SERVICE_UNAVAILABLE');
    }
    const whileDown = calls.filter((c) => c.startedAt >= downFrom && c.endedAt <= downUntil);
    const afterRestart = calls.filter((c) => c.startedAt >= upAgainAt);
    const before = calls.filter((c) => c.endedAt < downFrom);
    for (const instance of [a, b]) {
      const own = (list: Call[]) => list.filter((c) => c.instance === instance.name);
      // Refused while the store was down, served before and after.
      expect(own(whileDown).length).toBeGreaterThan(2);
      expect(own(whileDown).every((c) => c.answer.status === 503)).toBe(true);
      expect(own(before).some((c) => c.kind === 'attach' && c.answer.status === 200)).toBe(true);
      expect(own(afterRestart).some((c) => c.kind === 'attach' && c.answer.status === 200)).toBe(
        true,
      );
      expect(own(afterRestart).every((c) => c.answer.status < 300)).toBe(true);
    }

    // Nothing answered 2xx is lost: an attached photo is in the bucket and served; an upload
    // answered 201 but not attached is still staged, and attaching it now succeeds.
    const rows = await a.t.db.prisma.bike.findMany({
      where: { id: { in: attempts.map((attempt) => attempt.bikeId) } },
      select: { id: true, sidePhoto: true },
    });
    const photoOf = new Map(rows.map((row) => [row.id, row.sidePhoto]));
    const bikeKeys = await keysIn(bucket, 'bikes/');
    const stagedKeys = await keysIn(bucket, `staged/${w.users.ownerA.id}/`);
    const notAttached = attempts.filter((attempt) => !attempt.attached);
    for (const attempt of attempts) {
      const photo = photoOf.get(attempt.bikeId);
      if (!attempt.attached) {
        // No bike saved by halves.
        expect(photo).toBeNull();
        expect(stagedKeys).toContain(`staged/${w.users.ownerA.id}/${attempt.uploadId}.jpg`);
        continue;
      }
      expect(bikeKeys).toContain(photo);
      const served = await fetch(`${b.baseUrl}/media/${photo}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    }
    for (const attempt of notAttached) {
      const again = await setBikePhotos(b, attempt.bikeId, { side: attempt.uploadId });
      expect(again.status).toBe(200);
      expect(again.body.data.setBikePhotos.userErrors).toEqual([]);
    }

    console.log(
      `store down ${downUntil - downFrom} ms, ${underWayAtStop} under way at the stop;` +
        ` ${calls.length} requests: ${whileDown.length} while down (all 503),` +
        ` ${calls.filter((c) => c.answer.status === 503).length} answered 503 in all;` +
        ` ${attempts.length} uploads answered 201, ${attempts.length - notAttached.length} attached` +
        ` at once, ${notAttached.length} attached after the restart`,
    );
  });
});
