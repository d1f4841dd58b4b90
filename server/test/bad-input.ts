import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from './app';
import { buildWorld, databaseFingerprint, type World } from './world';

export interface BadInputCase {
  /** What is wrong, e.g. 'price_per_day is negative'. */
  name: string;
  method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  url: (w: World) => string;
  body?: (w: World) => unknown;
  /** For multipart requests: payload and headers instead of a JSON body. */
  inject?: (w: World) => Pick<InjectOptions, 'payload' | 'headers'>;
  /** The field the error must name (a key of `error.fields`); null when no field applies. */
  field: string | null;
  /** 400 unless said otherwise (404 for an unknown id, 413 too big, 415 wrong type). */
  status?: 400 | 404 | 409 | 413 | 415;
  /** Who calls: owner A (default) or the admin. */
  caller?: 'ownerA' | 'admin';
}

/**
 * Runs each case against one world: the request is refused with the status, the error names
 * the field, and every table is exactly as before.
 */
export function describeBadInput(title: string, cases: BadInputCase[]): void {
  describe(`bad input: ${title}`, () => {
    let t: TestApp;
    let world: World;

    beforeAll(async () => {
      t = await startTestApp();
      world = await buildWorld(t);
    });

    afterAll(() => t.close());

    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const before = await databaseFingerprint(t.db.prisma);
      const caller = world.users[c.caller ?? 'ownerA'];
      const custom = c.inject?.(world);
      const response = await t.app.fastify.inject({
        method: c.method,
        url: c.url(world),
        ...(custom ?? (c.body ? { payload: c.body(world) as InjectOptions['payload'] } : {})),
        headers: { ...custom?.headers, authorization: `Bearer ${caller.token}` },
      });
      const status = c.status ?? 400;
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status });
      const error = response.json().error;
      expect(typeof error.message).toBe('string');
      if (c.field !== null) expect(error.fields?.[c.field]).toEqual(expect.any(String));
      expect(await databaseFingerprint(t.db.prisma)).toEqual(before);
    });
  });
}

/** A case called by the admin with a fixed JSON body (or none). */
export const adminCase = (
  name: string,
  method: BadInputCase['method'],
  url: BadInputCase['url'],
  body: Record<string, unknown> | undefined,
  field: string | null,
  status?: 404 | 409,
): BadInputCase => ({
  name,
  method,
  url,
  ...(body ? { body: () => body } : {}),
  field,
  caller: 'admin',
  ...(status ? { status } : {}),
});

/** A string of `length` characters, for over-long input. */
export const longText = (length: number) => 'x'.repeat(length);
