import { signedInUser, startTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKind } from '../../../test/db';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { mailJobName } from './mail.job';
import { enqueueEmail } from './mail.outbox';
import { describeSendError, smtpTransport } from './mail.transport';
import { MailWorker, retryDelayMs } from './mail.worker';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    PUBLIC_URL: 'https://xemay.example',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'xemay <bookings@xemay.example>',
    MAIL_MAX_ATTEMPTS: '3',
  });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(async () => {
  await t.db.prisma.emailOutbox.deleteMany();
  smtp.messages.length = 0;
  smtp.accept();
});

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

function queueMail(subject: string, to = 'traveller@example.test') {
  return t.db.prisma.$transaction((tx) =>
    enqueueEmail(tx, to, 'EN', {
      template: 'test',
      subject,
      text: `${subject}: https://xemay.example/verify?token=abc`,
      html: `<p>${subject}</p>`,
    }),
  );
}

const runMailJob = (now: Date) => t.app.jobs.runOnce(mailJobName, { now });

describe('the mail worker', () => {
  it('delivers an invitation created by an admin, with a link that works', async () => {
    const admin = await signedInUser(t, 'mailboss', 'ADMIN');
    const created = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/admin/shop-owner/create',
      headers: { authorization: `Bearer ${admin}` },
      payload: { username: 'lan.rides', name: 'Trần Thị Lan', email: 'lan@example.test' },
    });
    expect(created.statusCode).toBe(201);

    const now = new Date();
    expect(await runMailJob(now)).toBe('ran');
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes('lan@example.test'));
    expect(mail.subject).toBe('Your xemay shop owner account');
    expect(mail.from?.value).toEqual([{ name: 'xemay', address: 'bookings@xemay.example' }]);
    expect(mail.html).toContain('Choose my password');
    const [link] = smtp.linksIn(mail);
    expect(link).toMatch(/^https:\/\/xemay\.example\/shopowner\/verify\?token=[\w-]+$/);

    const row = await t.db.prisma.emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, sentAt: now, lastError: null });

    const token = new URL(link).searchParams.get('token');
    const accepted = await t.app.fastify.inject({
      method: 'PUT',
      url: `/api/api-shop-owner/verified/${token}`,
      payload: { password: 'xe-may-hoi-an-2027' },
    });
    expect(accepted.statusCode).toBe(200);

    expect(await runMailJob(later(now, 60_000))).toBe('ran');
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps mail a server refuses, and delivers it when the server accepts and its time comes', async () => {
    const { id } = await queueMail('Confirm your booking XM-1');
    smtp.refuse(451, 'Greylisted, try again later');
    const now = new Date();
    await runMailJob(now);

    const refused = await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(refused.lastError).toContain('451');
    expect(refused.lastError).toContain('Greylisted');
    const delay = refused.nextAttemptAt.getTime() - now.getTime();
    expect(delay).toBeGreaterThanOrEqual(30_000);
    expect(delay).toBeLessThanOrEqual(33_000);
    expect(smtp.refused).toBeGreaterThanOrEqual(1);

    smtp.accept();
    await runMailJob(later(now, 10_000));
    expect(smtp.messages).toHaveLength(0);
    expect(await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'PENDING',
      attempts: 1,
    });

    await runMailJob(later(now, 40_000));
    await smtp.waitFor((m) => m.subject === 'Confirm your booking XM-1');
    expect(await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'SENT',
      attempts: 2,
      lastError: null,
      sentAt: later(now, 40_000),
    });
  });

  it('marks mail FAILED after the maximum number of attempts, and never sends it after', async () => {
    const { id } = await queueMail('Booking XM-2 cancelled');
    smtp.refuse(550, 'No such user');
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runMailJob(now);
      const row = await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < 3 ? 'PENDING' : 'FAILED');
      now = later(now, 2 * 3_600_000);
    }
    smtp.accept();
    await runMailJob(later(now, 24 * 3_600_000));
    expect(smtp.messages).toHaveLength(0);
    expect(await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'FAILED',
      attempts: 3,
    });
  });

  it('keeps mail while the mail server is down', async () => {
    const { id } = await queueMail('Booking XM-3 confirmed');
    const worker = new MailWorker(
      t.db.prisma,
      smtpTransport('smtp://127.0.0.1:1', 'xemay <bookings@xemay.example>'),
      { maxAttempts: 12 },
    );
    expect(await worker.runOnce(new Date())).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  });

  it('keeps mail while the SMTP server refuses connections, then delivers each message once', async () => {
    // A server that stopped: its port refuses connections until it comes back.
    const stopped = await startSmtpServer();
    const { port } = stopped;
    await stopped.close();
    const worker = new MailWorker(
      t.db.prisma,
      smtpTransport(`smtp://127.0.0.1:${port}`, 'xemay <bookings@xemay.example>'),
      { maxAttempts: 12 },
    );
    const subjects = ['Booking XM-7 confirmed', 'Booking XM-8 confirmed', 'Booking XM-9 cancelled'];
    for (const subject of subjects) await queueMail(subject);
    let now = new Date();
    expect(await worker.runOnce(now)).toEqual({ sent: 0, retrying: 3, failed: 0 });
    now = later(now, 60_000);
    expect(await worker.runOnce(now)).toEqual({ sent: 0, retrying: 3, failed: 0 });

    const back = await startSmtpServer({ port });
    try {
      now = later(now, 3_600_000);
      expect(await worker.runOnce(now)).toEqual({ sent: 3, retrying: 0, failed: 0 });
      expect(await worker.runOnce(later(now, 24 * 3_600_000))).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(back.messages.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
      const rows = await t.db.prisma.emailOutbox.findMany();
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['SENT', 3],
        ['SENT', 3],
        ['SENT', 3],
      ]);
    } finally {
      await back.close();
    }
  });

  it('sends a mail sent again (its sending never recorded) with the same Message-ID', async () => {
    const { id } = await queueMail('Booking XM-10 confirmed');
    await queueMail('Booking XM-11 confirmed');
    const worker = new MailWorker(
      t.db.prisma,
      smtpTransport(smtp.url, 'xemay <bookings@xemay.example>'),
      { maxAttempts: 12 },
    );
    let now = new Date();
    expect(await worker.runOnce(now)).toMatchObject({ sent: 2 });
    // As after a process killed once the server took the mail, before the outbox heard:
    // the row is still pending when its lease runs out.
    await t.db.prisma.emailOutbox.update({
      where: { id },
      data: { status: 'PENDING', sentAt: null, nextAttemptAt: now },
    });
    now = later(now, 10 * 60_000);
    expect(await worker.runOnce(now)).toMatchObject({ sent: 1 });

    const ids = (subject: string) =>
      smtp.messages.filter((mail) => mail.subject === subject).map((mail) => mail.messageId);
    const twice = ids('Booking XM-10 confirmed');
    expect(twice).toHaveLength(2);
    expect(twice[0]).toMatch(/^<outbox-\d+-\d+@xemay\.example>$/);
    expect(twice[1]).toBe(twice[0]);
    const other = ids('Booking XM-11 confirmed');
    expect(other).toHaveLength(1);
    expect(other[0]).not.toBe(twice[0]);
  });

  it('leaves mail in the outbox when no SMTP server is configured', async () => {
    const { id } = await queueMail('Booking XM-4 confirmed');
    const worker = new MailWorker(t.db.prisma, null, { maxAttempts: 12 });
    expect(await worker.runOnce(later(new Date(), 3_600_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await t.db.prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'PENDING',
      attempts: 0,
    });
  });

  it('hands back the mail it claimed but did not try when shutting down', async () => {
    const ids = [];
    for (const subject of ['One', 'Two', 'Three']) ids.push((await queueMail(subject)).id);
    const shutdown = new AbortController();
    const sentTo: string[] = [];
    const worker = new MailWorker(
      t.db.prisma,
      {
        async send(mail) {
          sentTo.push(mail.subject);
          shutdown.abort();
        },
        close() {},
      },
      { maxAttempts: 12 },
    );
    const now = new Date();
    expect(await worker.runOnce(now, undefined, shutdown.signal)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(sentTo).toEqual(['One']);
    const rows = await t.db.prisma.emailOutbox.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['SENT', 1],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    expect(rows[1].nextAttemptAt).toEqual(now);
  });

  const onPostgres = testDatabaseKind() === 'postgres' ? it : it.skip;
  // The embedded database runs one statement at a time in one process: nothing can race there.
  onPostgres('never sends one mail twice when two workers run at once', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Booking XM-${100 + i}`);
    for (const subject of subjects) await queueMail(subject);
    const workers = [1, 2].map(
      () =>
        new MailWorker(t.db.prisma, smtpTransport(smtp.url, 'xemay <bookings@xemay.example>'), {
          maxAttempts: 12,
          batchSize: 4,
        }),
    );
    const now = new Date();
    const passes = await Promise.all(workers.map((worker) => worker.runOnce(now)));
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(30);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await t.db.prisma.emailOutbox.findMany();
    expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
  });
});

describe('retries', () => {
  it('wait 30 s, doubling, capped at an hour, with at most 10% jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(30_000);
    expect(retryDelayMs(2, () => 0)).toBe(60_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(252_000);
    expect(retryDelayMs(20, () => 0)).toBe(3_600_000);
    expect(retryDelayMs(20, () => 0.999)).toBeLessThanOrEqual(3_960_000);
  });

  it('store a short error without the SMTP password', () => {
    const error = Object.assign(
      new Error(`Invalid login for smtp://mailer:s3cret-pw@mx:587 ${'x'.repeat(500)}`),
      {
        code: 'EAUTH',
        responseCode: 535,
      },
    );
    const stored = describeSendError(error, 'smtp://mailer:s3cret-pw@mx:587');
    expect(stored).toMatch(/^EAUTH 535 Invalid login/);
    expect(stored).not.toContain('s3cret-pw');
    expect(stored.length).toBeLessThanOrEqual(300);
  });
});
