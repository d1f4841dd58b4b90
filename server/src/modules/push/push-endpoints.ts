/** Hosts that are this machine: a push service there is a test's or a developer's own. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether notifications may be sent to `endpoint`: https anywhere, http only on a loopback
 * host and only when the setting allows it (never for real browsers, whose services are https).
 */
export function isAllowedPushEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && allowLoopbackHttp && loopbackHosts.has(url.hostname);
}

/** The subscription's keys as browsers give them: p256dh a P-256 point, auth 16 bytes. */
export function areValidPushKeys(p256dh: string, auth: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(p256dh) || !base64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(auth, 'base64url').length === 16;
}
