import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { databaseRetryAfterSeconds } from '../shared/database-unavailable';

/** Longest /ready waits for the database: a probe that hangs is as bad as one that fails. */
const readyTimeoutMs = 2000;

function withinReadyTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${readyTimeoutMs} ms`)),
      readyTimeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, db: Database): void {
  /** The process is up. */
  app.get('/health', async () => ({ status: 'ok' }));

  /** The process can serve: its database answers. */
  app.get('/ready', async (request, reply) => {
    try {
      await withinReadyTimeout(db.prisma.$queryRaw`SELECT 1`);
      return { status: 'ready', database: db.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database is not answering');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
