import net from 'node:net';
import { isPublicAddress } from './public-address';

/** Thrown (or given to a connection) when a URL or an address breaks the outbound rule. */
export class OutboundRefusedError extends Error {
  readonly code = 'ERR_OUTBOUND_REFUSED';
  override name = 'OutboundRefusedError';
}

export function isOutboundRefused(error: unknown): error is OutboundRefusedError {
  return (
    error instanceof OutboundRefusedError ||
    (error instanceof Error && (error as { code?: unknown }).code === 'ERR_OUTBOUND_REFUSED')
  );
}

/** A host the rule does not apply to; without a port, every port of it. */
export interface AllowedHost {
  host: string;
  port?: number;
}

export interface OutboundRules {
  /** Reachable over http or https at any address (OUTBOUND_ALLOW_PRIVATE_HOSTS). */
  allowedPrivateHosts: readonly AllowedHost[];
  /** http: to localhost, 127.0.0.1 or [::1] too (PUSH_ALLOW_LOOPBACK_HTTP: tests, development). */
  allowLoopbackHttp: boolean;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

/** `[::1]` as a URL writes it, `::1` as a socket does: compared without brackets. */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/**
 * "host", "host:port", "[v6]" or "[v6]:port", as OUTBOUND_ALLOW_PRIVATE_HOSTS lists them;
 * null when the entry is none of these.
 */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(entry.trim());
  if (!match) return null;
  const host = bareHost(match[1]);
  if (match[1].startsWith('[') && net.isIPv6(host) === false) return null;
  if (match[2] === undefined) return { host };
  const port = Number(match[2]);
  return port >= 1 && port <= 65535 ? { host, port } : null;
}

export function defaultPort(protocol: string): number {
  return protocol === 'http:' ? 80 : 443;
}

/** Whether a connection to host:port over `protocol` is outside the rule, by the settings. */
export function isExempt(
  rules: OutboundRules,
  protocol: 'http:' | 'https:',
  host: string,
  port: number,
): boolean {
  const bare = bareHost(host);
  if (protocol === 'http:' && rules.allowLoopbackHttp && loopbackHosts.has(bare)) return true;
  return rules.allowedPrivateHosts.some(
    (allowed) => allowed.host === bare && (allowed.port === undefined || allowed.port === port),
  );
}

/**
 * Why `url` may not be fetched, or null: the part of the rule a URL alone shows (https, and
 * a public address when the host is an IP literal). Names are checked once resolved.
 */
export function urlProblem(url: URL, rules: OutboundRules): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only https URLs are allowed';
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (isExempt(rules, url.protocol, url.hostname, port)) return null;
  if (url.protocol !== 'https:') return 'only https URLs are allowed';
  const host = bareHost(url.hostname);
  if (net.isIP(host) !== 0 && !isPublicAddress(host))
    return `${host} is not a public internet address`;
  return null;
}
