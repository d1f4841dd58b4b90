import { productionJwtSecret } from './secrets';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { buildApp, type App } from '../src/http/app';
import { hashPassword } from '../src/modules/auth/auth.passwords';
import { createTestDatabase } from './db';
import { checkedInject, OpenApiContract } from './openapi-contract';

export interface TestApp {
  app: App;
  db: Database;
  config: AppConfig;
  /** What every REST answer of `app.fastify.inject` is checked against. */
  contract: OpenApiContract;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh, migrated, empty database (or on `database`, closed with the
 * app); requests go through fastify.inject.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  database?: Database,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Production refuses a key written in the repository, as this one is.
    JWT_SECRET:
      env.NODE_ENV === 'production'
        ? productionJwtSecret
        : 'test-secret-test-secret-test-secret-0123',
    // Tests book for one traveller and open offers from one address again and again; the caps
    // on those (per e-mail address, per client) have their own tests, which set them.
    BOOKINGS_PENDING_PER_EMAIL: '1000',
    VERIFICATION_MAILS_PER_EMAIL_HOUR: '1000',
    OFFER_HOLDS_PER_CLIENT: '100',
    OFFER_HOLD_RATE_LIMIT_MAX: '10000',
    ...env,
  });
  const db = database ?? (await createTestDatabase());
  const app = await buildApp(config, db);
  const document = (await app.fastify.inject('/api/openapi.json')).json();
  const contract = new OpenApiContract(document);
  checkedInject(app.fastify, contract);
  return {
    app,
    db,
    config,
    contract,
    graphql: (query, variables, headers = {}) =>
      app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query, variables },
      }),
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const testPassword = 'test-password-1';

/** An active user with `testPassword`, signed in through the REST login of its area. */
export async function signedInUser(
  t: TestApp,
  username: string,
  role: 'ADMIN' | 'SHOP_OWNER',
): Promise<string> {
  await t.db.prisma.user.create({
    data: {
      username,
      name: username,
      email: `${username}@example.test`,
      role,
      active: true,
      passwordHash: await hashPassword(testPassword),
    },
  });
  const url = role === 'ADMIN' ? '/api/login-admin' : '/api/login-shop-owner';
  const response = await t.app.fastify.inject({
    method: 'POST',
    url,
    payload: { username, password: testPassword },
  });
  return response.json().data.token;
}
