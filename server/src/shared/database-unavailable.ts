/**
 * Whether an error means the database cannot be reached right now (stopped, restarting,
 * out of connections, the network between): the request may succeed when tried again, so
 * clients hear 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const { code, kind, errorCode } = cause as {
      code?: unknown;
      kind?: unknown;
      errorCode?: unknown;
    };
    if (typeof kind === 'string' && unreachableKinds.has(kind)) return true;
    if (typeof code === 'string') {
      if (prismaCodes.has(code) || socketCodes.has(code)) return true;
      if ((kind === undefined || kind === 'postgres') && isConnectionSqlState(code)) return true;
    }
    if (typeof errorCode === 'string' && prismaCodes.has(errorCode)) return true;
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && unreachableMessages.some((text) => message.includes(text)))
      return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const databaseRetryAfterSeconds = 5;

export const databaseUnavailableMessage =
  'The service is unavailable for a moment: try again in a few seconds';

/** The driver adapter's error kinds for a database that is not there. */
const unreachableKinds = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/** Prisma's codes: cannot reach, timed out, closed the connection, no free connection. */
const prismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** node-postgres' own words when a connection goes away under it. */
const unreachableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  "Can't reach database server",
];

/** Class 08 (connection exception) and 57P01-57P03 (shutting down, crashed, starting up). */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';
}

/** The error and what it wraps: Prisma keeps the driver adapter's error in `meta`. */
function* causesOf(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current;
    const wrapper = current as {
      cause?: unknown;
      originalError?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    pending.push(wrapper.cause, wrapper.originalError, wrapper.meta?.driverAdapterError);
  }
}
