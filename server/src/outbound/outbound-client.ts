import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { GuardedHttpAgent, GuardedHttpsAgent } from './guarded-agents';
import { isPublicAddress } from './public-address';
import {
  bareHost,
  defaultPort,
  isExempt,
  OutboundRefusedError,
  urlProblem,
  type AllowedHost,
  type OutboundRules,
} from './outbound-rules';

export interface OutboundClientOptions {
  /** Hosts (and ports) reachable despite the rule: OUTBOUND_ALLOW_PRIVATE_HOSTS. */
  allowedPrivateHosts?: readonly AllowedHost[];
  /** http: to localhost, 127.0.0.1 or [::1] too: PUSH_ALLOW_LOOPBACK_HTTP, for push only. */
  allowLoopbackHttp?: boolean;
  /** Name resolution, dns.lookup unless a test gives its own. */
  lookup?: net.LookupFunction;
  maxRedirects?: number;
  /** Longer answers are refused, so that no server can fill the memory. */
  maxBodyBytes?: number;
  /** How long `checkResolved` waits for DNS before leaving the check to the connection. */
  resolveTimeoutMs?: number;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
  signal?: AbortSignal;
  /** follow (the default): each hop checked by the rule; error: a redirect is an error. */
  redirect?: 'follow' | 'error' | 'manual';
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([204, 205, 304]);

/**
 * The server's one way out to URLs that users give (push endpoints; later webhooks and
 * calendar imports): https only, to public addresses only, checked at every connection on
 * the resolved address and again on every redirect.
 */
export class OutboundClient {
  readonly httpsAgent: GuardedHttpsAgent;
  private readonly httpAgent: GuardedHttpAgent;
  readonly rules: OutboundRules;
  private readonly lookup: net.LookupFunction;

  constructor(private readonly options: OutboundClientOptions = {}) {
    this.rules = {
      allowedPrivateHosts: options.allowedPrivateHosts ?? [],
      allowLoopbackHttp: options.allowLoopbackHttp ?? false,
    };
    this.lookup = options.lookup ?? dns.lookup;
    this.httpsAgent = new GuardedHttpsAgent(this.rules, this.lookup);
    this.httpAgent = new GuardedHttpAgent(this.rules, this.lookup);
  }

  /** Why `url` may not be fetched as far as the URL shows (no DNS), or null. */
  check(url: string | URL): string | null {
    const parsed = parseUrl(url);
    return parsed ? urlProblem(parsed, this.rules) : 'not a URL';
  }

  /**
   * `check`, and whether the name resolves to public addresses now: for a URL being
   * registered. A name that does not resolve (yet) passes: every connection checks again.
   */
  async checkResolved(url: string | URL): Promise<string | null> {
    const problem = this.check(url);
    if (problem) return problem;
    const parsed = parseUrl(url)!;
    const protocol = parsed.protocol as 'http:' | 'https:';
    const port = parsed.port ? Number(parsed.port) : defaultPort(protocol);
    const host = bareHost(parsed.hostname);
    if (isExempt(this.rules, protocol, host, port)) return null;
    const addresses = await this.resolve(host).catch(() => []);
    const refused = addresses.find((address) => !isPublicAddress(address));
    return refused === undefined ? null : `${host} resolves to ${refused}, not a public address`;
  }

  /** The agent for `url`, for a library that makes the request itself. */
  agentFor(url: string | URL): http.Agent {
    const problem = this.check(url);
    if (problem) throw new OutboundRefusedError(problem);
    return parseUrl(url)!.protocol === 'https:' ? this.httpsAgent : this.httpAgent;
  }

  /** A fetch whose every hop keeps to the rule; the answer as a WHATWG Response. */
  async fetch(url: string | URL, init: OutboundRequest = {}): Promise<Response> {
    const start = parseUrl(url);
    if (!start) throw new OutboundRefusedError('not a URL');
    let current: URL = start;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body ?? undefined;
    let headers = { ...init.headers };
    const maxRedirects = this.options.maxRedirects ?? 5;
    for (let hop = 0; ; hop++) {
      const answer = await this.send(current, method, headers, body, init.signal);
      const location = answer.headers.get('location');
      if (!redirectStatuses.has(answer.status) || !location || init.redirect === 'manual')
        return toResponse(answer);
      if (init.redirect === 'error')
        throw new Error(`redirected (${answer.status}) to ${location}`);
      if (hop >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
      const next = new URL(location, current);
      // As fetch does: a POST after 301 or 302, anything but GET or HEAD after 303, is a GET.
      const toGet =
        (answer.status === 303 && !['GET', 'HEAD'].includes(method)) ||
        ([301, 302].includes(answer.status) && method === 'POST');
      if (toGet) {
        method = 'GET';
        body = undefined;
        headers = withoutHeaders(headers, ['content-type', 'content-length']);
      }
      if (next.origin !== current.origin)
        headers = withoutHeaders(headers, ['authorization', 'cookie']);
      current = next;
    }
  }

  private send(
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | Uint8Array | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    const agent = this.agentFor(url);
    if (
      body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length')
    )
      headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const maxBodyBytes = this.options.maxBodyBytes ?? 5 * 1_048_576;
    const request = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, { method, headers, agent, signal }, (incoming) => {
        const chunks: Buffer[] = [];
        let length = 0;
        incoming.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length > maxBodyBytes) {
            incoming.destroy();
            reject(new Error(`answer longer than ${maxBodyBytes} bytes`));
          } else chunks.push(chunk);
        });
        incoming.on('error', reject);
        incoming.on('close', () => {
          if (!incoming.complete)
            reject(new Error('the connection closed before the answer ended'));
        });
        incoming.on('end', () => {
          const answerHeaders = new Headers();
          const raw = incoming.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) answerHeaders.append(raw[i], raw[i + 1]);
          resolve({
            status: incoming.statusCode ?? 0,
            statusText: incoming.statusMessage ?? '',
            headers: answerHeaders,
            body: Buffer.concat(chunks),
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  private resolve(host: string): Promise<string[]> {
    if (net.isIP(host) !== 0) return Promise.resolve([host]);
    const timeoutMs = this.options.resolveTimeoutMs ?? 3000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('DNS timeout')), timeoutMs);
      this.lookup(host, { all: true }, (error, addresses) => {
        clearTimeout(timer);
        if (error) return reject(error);
        resolve(Array.isArray(addresses) ? addresses.map((a) => a.address) : [addresses]);
      });
    });
  }
}

function parseUrl(url: string | URL): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function withoutHeaders(headers: Record<string, string>, names: string[]) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())),
  );
}

function toResponse(answer: Answer): Response {
  if (answer.status < 200 || answer.status > 599)
    throw new Error(`answered with status ${answer.status}`);
  const body = nullBodyStatuses.has(answer.status) ? null : answer.body;
  return new Response(body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
