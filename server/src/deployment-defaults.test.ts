import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { demoPasswords } from '../../prisma/seed/demo';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/db';
import { productionJwtSecret } from '../test/secrets';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DiskPictureStore } from './modules/media/picture-store';
import { verifyPassword } from './modules/auth/auth.passwords';

/** What a deployment must not inherit from the demo: a published key, published passwords. */
describe('production refuses published or weak signing keys', () => {
  const load = (secret: string) => () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret });

  it.each([
    ['the compose demo’s former default', 'demo-only-secret-change-me-before-real-use'],
    ['the tests’ key', 'test-secret-test-secret-test-secret-0123'],
    ['a repeated letter', 'x'.repeat(40)],
    ['a short pattern repeated', 'abc123'.repeat(8)],
    ['a placeholder', 'please-change-me-please-change-me-now!'],
  ])('%s, naming JWT_SECRET', (_what, secret) => {
    expect(load(secret)).toThrow(ConfigError);
    expect(load(secret)).toThrow(/^JWT_SECRET /);
  });

  it('starts with a random key, and outside production with any long one', () => {
    expect(load(productionJwtSecret)().auth.jwtSecret).toBe(productionJwtSecret);
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) }).auth.jwtSecret).toBe(
      'x'.repeat(40),
    );
  });
});

describe('demo data in production', () => {
  it('creates the demo accounts with random passwords, told once in the log', async () => {
    const db = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-defaults-'));
    const warnings: { fields: Record<string, string>; message: string }[] = [];
    const log = {
      info: () => undefined,
      warn: (fields: Record<string, string>, message: string) => warnings.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: productionJwtSecret,
        SEED_DEMO_DATA: 'true',
        AUTO_MIGRATE: 'false',
        DATA_DIR: dir,
      });
      await prepareDatabase(db, config, log, new DiskPictureStore(path.join(dir, 'media')));
      const admin = await db.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
      const owner = await db.prisma.user.findFirstOrThrow({ where: { role: 'SHOP_OWNER' } });
      expect(await verifyPassword(admin.passwordHash!, demoPasswords.admin)).toBe(false);
      expect(await verifyPassword(owner.passwordHash!, demoPasswords.owner)).toBe(false);
      expect(warnings).toHaveLength(1);
      const { adminPassword, ownerPassword } = warnings[0].fields;
      expect(await verifyPassword(admin.passwordHash!, adminPassword)).toBe(true);
      expect(await verifyPassword(owner.passwordHash!, ownerPassword)).toBe(true);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the dev mailbox', () => {
  let closed: TestApp;
  let open: TestApp;
  beforeAll(async () => {
    closed = await startTestApp({ JOBS_ENABLED: 'false' });
    open = await startTestApp({ JOBS_ENABLED: 'false', DEV_MAILBOX_OPEN: 'true' });
  });
  afterAll(async () => {
    await closed.close();
    await open.close();
  });

  const mailbox = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.fastify.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: {
        accept: 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      remoteAddress,
    });

  it('answers this machine only, unless DEV_MAILBOX_OPEN is set', async () => {
    expect((await mailbox(closed, '127.0.0.1')).statusCode).toBe(200);
    expect((await mailbox(closed, '::1')).statusCode).toBe(200);
    const other = await mailbox(closed, '192.168.1.20', '127.0.0.1');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toMatch(/DEV_MAILBOX_OPEN=true/);
    expect((await mailbox(open, '192.168.1.20')).statusCode).toBe(200);
  });
});
