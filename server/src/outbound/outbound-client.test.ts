// Issue 35, item 7: requests to URLs users give go only to https on public addresses,
// checked on the resolved address at every connection and on every redirect. No test here
// reaches the internet: names resolve through an injected lookup, servers are on loopback.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { productionJwtSecret } from '../../test/secrets';
import { ConfigError, loadConfig } from '../config';
import { OutboundClient } from './outbound-client';
import { isOutboundRefused } from './outbound-rules';
import { isPublicAddress } from './public-address';

/** Names the tests resolve: a public one, private ones, and one answering both. */
const names: Record<string, string[]> = {
  'public.example.test': ['93.184.216.34'],
  'internal.example.test': ['10.0.0.5'],
  'loopback.example.test': ['127.0.0.1'],
  'mixed.example.test': ['93.184.216.34', '192.168.1.20'],
};

const lookup: net.LookupFunction = (hostname, options, callback) => {
  const addresses = names[hostname];
  if (!addresses) {
    const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    error.code = 'ENOTFOUND';
    return callback(error, '', 0);
  }
  const answers = addresses.map((address) => ({ address, family: net.isIP(address) }));
  if (options.all) callback(null, answers);
  else callback(null, answers[0].address, answers[0].family);
};

/** A loopback server that counts the connections it gets and answers with `handle`. */
async function loopbackServer(handle: http.RequestListener = (_, res) => res.end('local')) {
  const server = http.createServer(handle);
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (caught: Error) => caught,
  );
  expect(error).not.toBeNull();
  expect(isOutboundRefused(error) || isOutboundRefused(error?.cause)).toBe(true);
  return error!;
}

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    'localhost',
    'not an address',
  ])('refuse %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::1'])(
    'take %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the outbound client', () => {
  const client = new OutboundClient({ lookup });

  it('checks a URL: https only, IP literals public only', () => {
    expect(client.check('https://public.example.test/push')).toBeNull();
    expect(client.check('https://93.184.216.34/push')).toBeNull();
    expect(client.check('https://[2606:4700:4700::1111]/push')).toBeNull();
    expect(client.check('http://public.example.test/push')).toMatch(/https/);
    expect(client.check('ftp://public.example.test/push')).toMatch(/https/);
    expect(client.check('https://127.0.0.1:8443/push')).toMatch(/not a public/);
    expect(client.check('https://[::1]/push')).toMatch(/not a public/);
    expect(client.check('https://[::ffff:7f00:1]/push')).toMatch(/not a public/);
    // WHATWG URL parsing turns these spellings of loopback into 127.0.0.1.
    expect(client.check('https://0x7f.1/push')).toMatch(/not a public/);
    expect(client.check('https://2130706433/push')).toMatch(/not a public/);
    expect(client.check('not a url')).toBe('not a URL');
  });

  it('checks what a name resolves to, and leaves names that do not resolve to the connection', async () => {
    expect(await client.checkResolved('https://public.example.test/push')).toBeNull();
    expect(await client.checkResolved('https://internal.example.test/push')).toMatch(/10\.0\.0\.5/);
    expect(await client.checkResolved('https://mixed.example.test/push')).toMatch(/192\.168/);
    expect(await client.checkResolved('https://nowhere.example.test/push')).toBeNull();
    expect(await client.checkResolved('http://public.example.test/push')).toMatch(/https/);
  });

  it('never connects to a private address, literal or resolved at connection time', async () => {
    const local = await loopbackServer();
    try {
      await refusal(client.fetch(`https://127.0.0.1:${local.port}/push`, { method: 'POST' }));
      await refusal(client.fetch(`http://127.0.0.1:${local.port}/push`));
      // The name passes the URL check; its address is refused when the socket resolves it.
      const rebound = `https://loopback.example.test:${local.port}/push`;
      expect(client.check(rebound)).toBeNull();
      expect((await refusal(client.fetch(rebound))).message).toMatch(/127\.0\.0\.1/);
      // The real resolver: localhost is this machine.
      await refusal(new OutboundClient().fetch(`https://localhost:${local.port}/push`));
      // A library given the agent is held to the same rule.
      await refusal(
        new Promise((resolve, reject) =>
          https
            .get(`https://127.0.0.1:${local.port}/`, { agent: client.httpsAgent }, resolve)
            .on('error', reject),
        ),
      );
      expect(() => client.agentFor(`http://public.example.test/`)).toThrow(/https/);
      expect(local.connections()).toBe(0);
    } finally {
      await local.close();
    }
  });

  it('follows redirects from an allowed host only where the rule allows', async () => {
    const target = await loopbackServer();
    let redirectTo = '';
    const allowed = await loopbackServer((request, response) => {
      if (request.url === '/moved') response.writeHead(302, { location: redirectTo }).end();
      else response.end(`arrived by ${request.method}`);
    });
    const exempt = new OutboundClient({
      lookup,
      allowedPrivateHosts: [{ host: '127.0.0.1', port: allowed.port }],
    });
    const moved = `http://127.0.0.1:${allowed.port}/moved`;
    try {
      for (const to of [
        `http://127.0.0.1:${target.port}/`,
        `https://127.0.0.1:${target.port}/`,
        `https://[::ffff:127.0.0.1]:${target.port}/`,
        `https://loopback.example.test:${target.port}/`,
        `https://internal.example.test:${target.port}/`,
      ]) {
        redirectTo = to;
        await refusal(exempt.fetch(moved));
      }
      expect(target.connections()).toBe(0);

      redirectTo = '/here';
      const followed = await exempt.fetch(moved, { method: 'POST', body: 'x' });
      expect(followed.status).toBe(200);
      expect(await followed.text()).toBe('arrived by GET');
      await expect(exempt.fetch(moved, { redirect: 'error' })).rejects.toThrow(/redirected/);
      expect((await exempt.fetch(moved, { redirect: 'manual' })).status).toBe(302);
      // The exemption is for that port alone.
      await refusal(exempt.fetch(`http://127.0.0.1:${target.port}/`));
      expect(target.connections()).toBe(0);
    } finally {
      await allowed.close();
      await target.close();
    }
  });

  it('takes http on loopback only where asked (push outside production)', async () => {
    const local = await loopbackServer();
    try {
      const loopbackHttp = new OutboundClient({ lookup, allowLoopbackHttp: true });
      const answer = await loopbackHttp.fetch(`http://127.0.0.1:${local.port}/`);
      expect(await answer.text()).toBe('local');
      await refusal(loopbackHttp.fetch(`https://127.0.0.1:${local.port}/`));
      expect(loopbackHttp.check('http://loopback.example.test/')).toMatch(/https/);
    } finally {
      await local.close();
    }
  });
});

describe('OUTBOUND_ALLOW_PRIVATE_HOSTS', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('is empty unless set, in production too', () => {
    expect(load({}).outbound.allowPrivateHosts).toEqual([]);
    expect(
      load({ NODE_ENV: 'production', JWT_SECRET: productionJwtSecret }).outbound.allowPrivateHosts,
    ).toEqual([]);
  });

  it('lists hosts and host:port pairs', () => {
    expect(
      load({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'push.internal:8443, [::1]:9000,Localhost' }).outbound
        .allowPrivateHosts,
    ).toEqual([
      { host: 'push.internal', port: 8443 },
      { host: '::1', port: 9000 },
      { host: 'localhost' },
    ]);
    for (const wrong of ['http://push.internal', 'push.internal:99999', 'a b', '[nope]:1'])
      expect(() => load({ OUTBOUND_ALLOW_PRIVATE_HOSTS: wrong })).toThrow(ConfigError);
  });
});
