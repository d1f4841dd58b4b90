import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { databaseRetryAfterSeconds } from '../shared/database-unavailable';

export function registerHealth(app: FastifyInstance, db: Database): void {
  /** The process is up. */
  app.get('/health', async () => ({ status: 'ok' }));

  /** The process can serve: its database answers. */
  app.get('/ready', async (request, reply) => {
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      return { status: 'ready', database: db.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database is not answering');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
