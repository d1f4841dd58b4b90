import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { rateLimitHitsJob } from '../modules/auth/rate-limit-hits.job';
import { bookingLapseJob } from '../modules/bookings/bookings.job';
import { mailWorkerJob } from '../modules/mail/mail.job';
import { pushWorkerJob } from '../modules/push/push.job';
import type { Services } from '../services';
import { JobRunner } from './job-runner';

/** The app's periodic jobs; one line registers each. Started only when config.jobs.enabled. */
export function createAppJobs(
  config: AppConfig,
  db: Database,
  services: Services,
  log: FastifyBaseLogger,
): JobRunner {
  const runner = new JobRunner(db, log);
  runner.register(mailWorkerJob(db.prisma, config, log));
  runner.register(bookingLapseJob(services.bookings));
  runner.register(pushWorkerJob(db.prisma, config, services.pushKeys));
  runner.register(rateLimitHitsJob(services.rateLimitHits));
  return runner;
}
