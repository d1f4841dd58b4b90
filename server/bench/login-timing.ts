import { randomBytes } from 'node:crypto';
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { buildApp } from '../src/http/app';
import { hashPassword } from '../src/modules/auth/auth.passwords';

/**
 * `npm run bench:login`: does a sign-in with an unknown username take as long as one with
 * a known username and a wrong password? Both must answer the same 401 after the same
 * argon2 work, or the timing tells an attacker which usernames exist. Runs the whole app
 * in-process on a fresh embedded database and alternates the two kinds of attempt.
 */
const rounds = Number(process.env.ROUNDS ?? 300);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xemay-bench-login-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOGIN_MAX_FAILURES: '1000',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const db = await openDatabase({ dataDir: config.dataDir, poolSize: 1 });
  const app = await buildApp(config, db);
  await prepareDatabase(db, config, app.fastify.log, app.pictures);
  await db.prisma.user.create({
    data: {
      username: 'known-owner',
      name: 'Known',
      email: 'known@example.test',
      role: 'SHOP_OWNER',
      active: true,
      passwordHash: await hashPassword('the-right-password-1'),
    },
  });

  let address = 0;
  const attempt = async (username: string) => {
    const started = process.hrtime.bigint();
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/api/login-shop-owner',
      // A new client address each time, so the per-address limit never answers instead.
      remoteAddress: `10.0.${(++address >> 8) & 255}.${address & 255}`,
      payload: { username, password: 'a-wrong-password-1' },
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 401) throw new Error(`expected 401, got ${response.statusCode}`);
    return { ms, body: response.body };
  };

  for (let i = 0; i < 20; i++) await attempt(i % 2 ? 'known-owner' : 'nobody-here');
  const unknown: number[] = [];
  const wrong: number[] = [];
  const bodies = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    // Alternating, so drift of the machine's speed falls on both alike.
    const a = await attempt(`nobody-${i}`);
    const b = await attempt('known-owner');
    unknown.push(a.ms);
    wrong.push(b.ms);
    bodies.add(a.body).add(b.body);
  }
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const summary = (name: string, values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    console.log(
      `${name.padEnd(31)} n=${values.length}  p10 ${at(0.1).toFixed(1)} ms  p50 ${at(0.5).toFixed(1)} ms  p90 ${at(0.9).toFixed(1)} ms  mean ${mean.toFixed(1)} ms`,
    );
    return at(0.5);
  };
  const a = summary('unknown username', unknown);
  const b = summary('known username, wrong password', wrong);
  console.log(`median difference ${(a - b).toFixed(2)} ms (${((a / b - 1) * 100).toFixed(1)} %)`);
  console.log(`distinct response bodies: ${bodies.size}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
