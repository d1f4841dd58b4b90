import type { TestApp } from './app';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A REST call with a bearer token and an optional JSON body, for `t` once it has started. */
export function restCaller(app: () => TestApp) {
  return (token: string, method: RestMethod, url: string, payload?: object) =>
    app().app.fastify.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
}
