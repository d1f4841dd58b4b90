import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { OutboundClient } from '../../outbound/outbound-client';
import { isOutboundRefused } from '../../outbound/outbound-rules';
import { pushEndpointProblem } from './push-endpoints';
import type { PushKeys } from './push.subscription';

export interface PushTarget {
  endpoint: string;
  keys: PushKeys;
}

/**
 * delivered: the push service took it; gone: the browser dropped the subscription (404/410);
 * retry: try again later (outage, throttling, timeout); failed: it can never be sent.
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  keys: () => Promise<VapidKeys>;
  /** mailto: or https: URL, in the signed token: whom the push service may contact. */
  subject: string;
  /** Every request goes through it: push endpoints are URLs users give. */
  outbound: OutboundClient;
  /** How long the push service keeps the message for an offline browser. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * Encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292) with the web-push library, and
 * posts with the outbound client: the library's own request is https only, and tests push to
 * loopback http.
 */
export function webPushSender(options: WebPushSenderOptions): PushSender {
  const ttlSeconds = options.ttlSeconds ?? 24 * 3600;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async send(target, payload) {
      const problem = pushEndpointProblem(target.endpoint, options.outbound.rules);
      if (problem) return { kind: 'failed', reason: `endpoint not allowed: ${problem}` };
      let request: webpush.RequestDetails;
      try {
        const { publicKey, privateKey } = await options.keys();
        request = webpush.generateRequestDetails(target, payload, {
          vapidDetails: { subject: options.subject, publicKey, privateKey },
          TTL: ttlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        return { kind: 'failed', reason: `not encrypted: ${messageOf(error)}` };
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await options.outbound.fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Resolving to a private address is no outage: later attempts would be refused too.
        if (isOutboundRefused(error) || isOutboundRefused((error as Error)?.cause))
          return { kind: 'failed', reason: `refused: ${messageOf(error)}` };
        return { kind: 'retry', reason: `push service unreachable: ${messageOf(error)}` };
      }
      const answer = (await response.text().catch(() => '')).slice(0, 200);
      const reason = `push service answered ${response.status}${answer ? `: ${answer}` : ''}`;
      if (response.ok) return { kind: 'delivered' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone', reason };
      return { kind: 'retry', reason };
    },
  };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`.slice(0, 300);
}
