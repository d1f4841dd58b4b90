import type { AppConfig } from '../../config';
import { OutboundClient } from '../../outbound/outbound-client';
import { urlProblem, type OutboundRules } from '../../outbound/outbound-rules';

/**
 * The client that talks to push services: the outbound rule (https, public addresses), plus
 * http on loopback hosts where PUSH_ALLOW_LOOPBACK_HTTP allows (tests, a local push service).
 */
export function pushOutboundClient(config: Pick<AppConfig, 'outbound' | 'push'>): OutboundClient {
  return new OutboundClient({
    allowedPrivateHosts: config.outbound.allowPrivateHosts,
    allowLoopbackHttp: config.push.allowLoopbackHttp,
  });
}

/** Why notifications may not be sent to `endpoint` as far as the URL shows, or null. */
export function pushEndpointProblem(endpoint: string, rules: OutboundRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'a user name or password in the URL';
  return urlProblem(url, rules);
}

/**
 * `pushEndpointProblem`, and whether the host resolves to public addresses now: for a
 * subscription being registered (sending checks the address again at every connection).
 */
export async function registeredPushEndpointProblem(
  endpoint: string,
  outbound: OutboundClient,
): Promise<string | null> {
  return pushEndpointProblem(endpoint, outbound.rules) ?? (await outbound.checkResolved(endpoint));
}

/** Whether `endpoint` passes `pushEndpointProblem` with no host exempt but loopback http. */
export function isAllowedPushEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  return pushEndpointProblem(endpoint, { allowLoopbackHttp, allowedPrivateHosts: [] }) === null;
}

/** The subscription's keys as browsers give them: p256dh a P-256 point, auth 16 bytes. */
export function areValidPushKeys(p256dh: string, auth: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(p256dh) || !base64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(auth, 'base64url').length === 16;
}
