import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  received: ReceivedPush[];
  /**
   * The status requests get from now on (201: accepted, 410: gone, 500: outage): those to
   * `path` when given, else all but the paths given their own.
   */
  answer(status: number, path?: string): void;
  close(): Promise<void>;
}

/** A push service on loopback that records what it is sent (or the one given: to come back). */
export async function startPushService({ port: wanted = 0 } = {}): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const statusOf = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(statusOf.get(request.url ?? '') ?? status).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    answer(next, path) {
      if (path) statusOf.set(path, next);
      else {
        status = next;
        statusOf.clear();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its key pair and auth secret, kept to decrypt. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body (RFC 8291, RFC 8188), decrypted as a browser does. */
  decrypt(body: Buffer): string;
}

export function newTestSubscription(endpoint: string): TestSubscription {
  const browser = createECDH('prime256v1');
  const browserPublic = browser.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: browserPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const keyIdLength = body[20];
      const serverPublic = body.subarray(21, 21 + keyIdLength);
      const record = body.subarray(21 + keyIdLength);
      if (keyIdLength !== 65) throw new Error(`key id of ${keyIdLength} bytes, not a P-256 key`);
      if (record.length > recordSize) throw new Error('more than one record');
      const sharedSecret = browser.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
      const key = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** Claims of the VAPID token in `vapid t=<jwt>, k=<key>`, after checking its ES256 signature. */
export function verifiedVapidClaims(
  authorization: string | undefined,
  publicKey: string,
): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error(`signed with ${key}, not ${publicKey}`);
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const [header, claims, signature] = token.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256')
    throw new Error('not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString());
}
