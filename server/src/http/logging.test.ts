import { productionJwtSecret } from '../../test/secrets';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { loggingOptions, type LogOutput } from './logging';

const productionEnv = { NODE_ENV: 'production', JWT_SECRET: productionJwtSecret };
// eslint-disable-next-line no-control-regex
const ansiColour = /\x1b\[\d+m/;

/** What a server configured by `env` logs for one request, line by line. */
async function logOfOneRequest(
  env: Record<string, string>,
  output: Omit<LogOutput, 'destination'> = {},
): Promise<string[]> {
  let written = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  const config = loadConfig(env);
  const fastify = Fastify(await loggingOptions(config, { ...output, destination }));
  fastify.post('/graphql', async () => ({ data: null }));
  try {
    await fastify.inject({ method: 'POST', url: '/graphql', payload: { operationName: 'Cities' } });
    fastify.log.info('after the request');
    // The pretty form passes through a stream of its own: wait for the last line.
    const waits = config.logFormat === 'pretty' ? 100 : 0;
    for (let i = 0; i < waits && !written.includes('after the request'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    await fastify.close();
  }
  return written.split('\n').filter((line) => line !== '');
}

describe('the server log', () => {
  it('is JSON lines in production, with the request id on the request lines', async () => {
    const lines = await logOfOneRequest(productionEnv, { colorize: true });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(completed?.reqId).toEqual(expect.any(String));
    expect(entries.map((entry) => entry.msg)).toContain('incoming request');
    expect(lines.join('\n')).not.toMatch(ansiColour);
  });

  it('is one readable line per request in development, coloured only when asked', async () => {
    const plain = await logOfOneRequest({ NODE_ENV: 'development' }, { colorize: false });
    expect(plain).toHaveLength(2);
    expect(plain[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: POST \/graphql Cities 200 \d+\.\d ms$/,
    );
    expect(plain[1]).toMatch(/INFO: after the request$/);

    const coloured = await logOfOneRequest({ NODE_ENV: 'development' }, { colorize: true });
    expect(coloured[0]).toMatch(ansiColour);
    expect(coloured[0]).toContain('POST /graphql Cities 200');
  });

  it('can be JSON in development (LOG_FORMAT=json), and is silent in tests', async () => {
    const json = await logOfOneRequest({ NODE_ENV: 'development', LOG_FORMAT: 'json' });
    expect(json.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
      'request completed',
    );
    expect(await logOfOneRequest({ NODE_ENV: 'test' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
  });
});
