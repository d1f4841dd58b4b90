import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface JobContext {
  /** The time the run acts for; tests pass their own to move through backoffs without sleeping. */
  now: Date;
  log: FastifyBaseLogger;
  /** Aborted when the runner stops: a long run should end soon, leaving its work resumable. */
  signal: AbortSignal;
}

export interface Job {
  /** Unique; also names the job's advisory lock, shared by every instance on one database. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** Longest a run may hold its lock on PostgreSQL; default 10 minutes. */
  timeoutMs?: number;
  run(context: JobContext): Promise<void>;
  /** Releases what the job holds (connections), when the runner stops. */
  close?(): Promise<void> | void;
}

/** ran; failed (logged); locked: another instance was running it; busy: this runner still was. */
export type RunOutcome = 'ran' | 'failed' | 'locked' | 'busy';

interface Entry {
  job: Job;
  timer?: NodeJS.Timeout;
  running?: Promise<RunOutcome>;
}

const defaultTimeoutMs = 10 * 60_000;

/** A job name's advisory lock key: a stable 64-bit number. */
export function jobLockKey(name: string): bigint {
  return createHash('sha256').update(`xemay-job:${name}`).digest().readBigInt64BE(0);
}

/**
 * Runs named jobs periodically. A run never overlaps itself: in this process the next run is
 * scheduled only after the previous one ends, and across instances on one PostgreSQL a
 * transaction-level advisory lock lets one instance run it while the others skip.
 * A failing run is logged and the schedule goes on.
 */
export class JobRunner {
  private readonly entries = new Map<string, Entry>();
  private started = false;
  private stopping = new AbortController();

  constructor(
    private readonly db: Pick<Database, 'kind' | 'prisma'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(job: Job): void {
    if (this.entries.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
    const entry: Entry = { job };
    this.entries.set(job.name, entry);
    if (this.started) this.schedule(entry);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.entries.values()) this.schedule(entry);
  }

  /** No new runs; waits for the runs under way, then closes the jobs. */
  async stop(): Promise<void> {
    this.started = false;
    const entries = [...this.entries.values()];
    for (const entry of entries) clearTimeout(entry.timer);
    this.stopping.abort();
    await Promise.allSettled(entries.map((entry) => entry.running));
    this.stopping = new AbortController();
    for (const { job } of entries) {
      try {
        await job.close?.();
      } catch (error) {
        this.log.warn({ err: error, job: job.name }, 'job did not close cleanly');
      }
    }
  }

  /** One run now, e.g. from a test; resolves when it ends and never rejects for the job's errors. */
  runOnce(name: string, options: { now?: Date } = {}): Promise<RunOutcome> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No job named ${name}`);
    if (entry.running) return Promise.resolve('busy');
    const run = this.execute(entry.job, options.now ?? new Date()).finally(() => {
      entry.running = undefined;
    });
    entry.running = run;
    return run;
  }

  private schedule(entry: Entry): void {
    const timer = setTimeout(async () => {
      await this.runOnce(entry.job.name);
      // Not after a stop, nor after a stop and a new start, which scheduled its own timer.
      if (this.started && entry.timer === timer) this.schedule(entry);
    }, entry.job.intervalMs);
    // Timers alone never keep the process alive: the server (or a test) decides that.
    timer.unref();
    entry.timer = timer;
  }

  private async execute(job: Job, now: Date): Promise<RunOutcome> {
    const log = this.log.child({ job: job.name });
    const { signal } = this.stopping;
    try {
      // The embedded database belongs to this one process: no other instance to exclude.
      if (this.db.kind === 'embedded') {
        await job.run({ now, log, signal });
        return 'ran';
      }
      return await this.db.prisma.$transaction(
        async (tx) => {
          const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`
            SELECT pg_try_advisory_xact_lock(${jobLockKey(job.name)}::bigint) AS locked`;
          if (!locked) return 'locked' as const;
          await job.run({ now, log, signal });
          return 'ran' as const;
        },
        { timeout: job.timeoutMs ?? defaultTimeoutMs, maxWait: 10_000 },
      );
    } catch (error) {
      log.error({ err: error }, 'job run failed');
      return 'failed';
    }
  }
}
