import { multipart, type FormPart } from '../src/modules/media/media.test-helpers';
import type { TestApp } from './app';

/** A test app serving real HTTP on a loopback port of its own, as `npm start` serves. */
export interface HttpInstance<Name extends string = string> {
  name: Name;
  t: TestApp;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
}

/** An HTTP answer: its status, its Retry-After header and its body (JSON when it parses). */
export interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes
  body: any;
}

export async function listenOnLoopback<Name extends string>(
  name: Name,
  t: TestApp,
): Promise<HttpInstance<Name>> {
  const baseUrl = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  return { name, t, baseUrl };
}

async function answerOf(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export async function postGraphql(
  instance: HttpInstance,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<HttpAnswer> {
  const response = await fetch(`${instance.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query, variables }),
  });
  return answerOf(response);
}

/** POST /uploads as a browser sends it: multipart/form-data with the user's token. */
export async function postUpload(
  instance: HttpInstance,
  token: string,
  parts: FormPart[],
): Promise<HttpAnswer> {
  const form = multipart(parts);
  const response = await fetch(`${instance.baseUrl}/uploads`, {
    method: 'POST',
    headers: { ...(form.headers as Record<string, string>), ...bearer(token) },
    body: form.payload as Buffer,
  });
  return answerOf(response);
}
