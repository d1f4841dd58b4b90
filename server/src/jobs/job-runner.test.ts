import { productionJwtSecret } from '../../test/secrets';
import type { FastifyBaseLogger } from 'fastify';
import { startTestApp } from '../../test/app';
import { createTestDatabase, testDatabaseKind } from '../../test/db';
import { startSmtpServer } from '../../test/smtp';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { enqueueEmail } from '../modules/mail/mail.outbox';
import { JobRunner } from './job-runner';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

function recordingLog() {
  const errors: { job?: string; message: string }[] = [];
  const make = (bindings: { job?: string }): FastifyBaseLogger =>
    ({
      level: 'info',
      error: (details: { err?: Error }) =>
        errors.push({ job: bindings.job, message: details.err?.message ?? '' }),
      warn() {},
      info() {},
      debug() {},
      trace() {},
      fatal() {},
      silent() {},
      child: (more: { job?: string }) => make({ ...bindings, ...more }),
    }) as unknown as FastifyBaseLogger;
  return { log: make({}), errors };
}

/** A promise the test resolves when it wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function countingJob(name: string, intervalMs: number, run: () => Promise<void> = async () => {}) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    async run() {
      job.runs++;
      await run();
    },
  };
  return job;
}

describe('the job runner', () => {
  it('runs a job once on demand, at the time given', async () => {
    const runner = new JobRunner(db, recordingLog().log);
    const seen: Date[] = [];
    runner.register({
      name: 'clock',
      intervalMs: 60_000,
      run: async ({ now }) => void seen.push(now),
    });
    const at = new Date('2027-05-01T00:00:00Z');
    expect(await runner.runOnce('clock', { now: at })).toBe('ran');
    expect(seen).toEqual([at]);
    expect(() => runner.register({ name: 'clock', intervalMs: 1, run: async () => {} })).toThrow(
      /already registered/,
    );
    await runner.stop();
  });

  it('logs a failing run, and keeps running it and the other jobs on schedule', async () => {
    const { log, errors } = recordingLog();
    const runner = new JobRunner(db, log);
    const failing = countingJob('failing', 5, async () => {
      throw new Error('boom');
    });
    const healthy = countingJob('healthy', 5);
    runner.register(failing);
    runner.register(healthy);

    expect(await runner.runOnce('failing')).toBe('failed');
    expect(errors).toEqual([{ job: 'failing', message: 'boom' }]);

    runner.start();
    await until(() => failing.runs >= 4 && healthy.runs >= 3);
    await runner.stop();
    expect(errors.length).toBe(failing.runs);
    expect(errors.every((error) => error.job === 'failing')).toBe(true);
  });

  it('never overlaps a run with itself', async () => {
    const runner = new JobRunner(db, recordingLog().log);
    let running = 0;
    let mostAtOnce = 0;
    const slow = countingJob('slow', 1, async () => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
    });
    runner.register(slow);
    runner.start();
    await until(() => slow.runs >= 1);
    expect(await runner.runOnce('slow')).toBe('busy');
    await until(() => slow.runs >= 3);
    await runner.stop();
    expect(mostAtOnce).toBe(1);
  });

  it('on stop, signals and waits for the run under way, closes the jobs and runs nothing more', async () => {
    const runner = new JobRunner(db, recordingLog().log);
    const release = gate();
    const closed: string[] = [];
    let runs = 0;
    let abortedWhileRunning = false;
    runner.register({
      name: 'long',
      intervalMs: 1,
      async run({ signal }) {
        runs++;
        await release.opened;
        abortedWhileRunning = signal.aborted;
      },
      close: () => void closed.push('long'),
    });
    runner.start();
    await until(() => runs === 1);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release.open();
    await stopping;
    expect(abortedWhileRunning).toBe(true);
    expect(closed).toEqual(['long']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(1);
  });

  const onPostgres = testDatabaseKind() === 'postgres' ? it : it.skip;
  // On the embedded database one process owns the database, so the runner takes no lock there.
  onPostgres('lets one of two instances run a job while the other skips it', async () => {
    const release = gate();
    const started = gate();
    const first = new JobRunner(db, recordingLog().log);
    const second = new JobRunner(db, recordingLog().log);
    const jobs = [first, second].map((runner) => {
      const job = countingJob('shared', 60_000, async () => {
        started.open();
        await release.opened;
      });
      runner.register(job);
      return job;
    });

    const firstRun = first.runOnce('shared');
    await started.opened;
    expect(await second.runOnce('shared')).toBe('locked');
    release.open();
    expect(await firstRun).toBe('ran');
    expect(jobs.map((job) => job.runs)).toEqual([1, 0]);

    expect(await second.runOnce('shared')).toBe('ran');
    await Promise.all([first.stop(), second.stop()]);
  });
});

describe('jobs in the app', () => {
  it('are off in tests unless asked for, and on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: 'true' }).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).jobs.enabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: productionJwtSecret, JOBS_ENABLED: 'no' })
        .jobs.enabled,
    ).toBe(false);
  });

  it('start with the app when enabled: queued mail goes out in the background', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({
      SMTP_URL: smtp.url,
      JOBS_ENABLED: 'true',
      MAIL_POLL_SECONDS: '1',
    });
    try {
      await t.db.prisma.$transaction((tx) =>
        enqueueEmail(tx, 'an@example.test', 'EN', {
          template: 'test',
          subject: 'Sent in the background',
          text: 'Hello',
          html: '<p>Hello</p>',
        }),
      );
      await t.app.fastify.ready();
      await smtp.waitFor((mail) => mail.subject === 'Sent in the background', 10_000);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
