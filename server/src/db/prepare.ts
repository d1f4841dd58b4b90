import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { PictureStore } from '../modules/media/picture-store';
import type { Database } from './database';
import { migrateDatabase } from './migrate';

const randomPassword = () => randomBytes(15).toString('base64url');

/** Any constant: app instances starting together take turns on this advisory lock. */
const prepareLockKey = 7_311_948;

/** At boot: apply pending migrations, and write the demo data into an empty database. */
export async function prepareDatabase(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  store: PictureStore,
): Promise<void> {
  const prepare = async () => {
    if (config.autoMigrate) {
      const { applied } = await migrateDatabase(db);
      if (applied.length > 0) log.info({ applied }, 'migrations applied');
    }
    if (config.seedDemoData && (await db.prisma.city.count()) === 0) {
      const { seedDemoData } = await import('../../../prisma/seed/demo');
      // Production never has accounts whose passwords the README publishes: the demo accounts
      // get random ones, told once here, to whoever runs the deployment.
      const passwords =
        config.env === 'production'
          ? { admin: randomPassword(), owner: randomPassword() }
          : undefined;
      const summary = await seedDemoData(db.prisma, { store, passwords });
      log.info({ summary }, 'demo data written');
      if (passwords)
        log.warn(
          { adminPassword: passwords.admin, ownerPassword: passwords.owner },
          'demo accounts created with random passwords (admin, and every demo shop owner): shown only now',
        );
    }
  };
  if (db.kind === 'embedded') return prepare();
  // Several instances may start at once on one PostgreSQL: one prepares, the others wait.
  await db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${prepareLockKey}::bigint)`;
      await prepare();
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}
