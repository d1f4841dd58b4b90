import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from '../src/app/routing';
import { Observable } from 'rxjs';
import { createApolloClient } from '../src/app/apollo';
import { AppProviders } from '../src/app/AppProviders';
import type { QueryTransport } from '../src/app/lightQuery/transport';

export type Answer = { data: unknown } | { errors: { message: string }[] } | Error;

/**
 * The server is outside the web app: a link stands in for it, answering each operation with
 * the next of the given answers (the last one repeats) and counting the requests.
 */
export function fakeServer(...answers: Answer[]) {
  const server = {
    requests: 0,
    link: new ApolloLink(
      () =>
        new Observable((observer) => {
          const answer = answers[Math.min(server.requests, answers.length - 1)];
          server.requests += 1;
          setTimeout(() => {
            if (answer instanceof Error) observer.error(answer);
            else {
              observer.next(answer as never);
              observer.complete();
            }
          }, 0);
        }),
    ),
  };
  return server;
}

type Handler = Answer | Answer[] | ((variables: Record<string, unknown>) => Answer);

/**
 * A server that answers by operation name: an answer, a list of answers given in turn (the last
 * repeats), or a function of the variables. An operation without a handler fails the test.
 * `calls` records each request's operation name and variables.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const counts = new Map<string, number>();
  const server = {
    calls: [] as { operationName: string; variables: Record<string, unknown> }[],
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const { operationName = '', variables } = operation;
          server.calls.push({ operationName, variables });
          const handler = handlers[operationName];
          const seen = counts.get(operationName) ?? 0;
          counts.set(operationName, seen + 1);
          setTimeout(() => {
            if (handler === undefined) {
              observer.error(new Error(`fakeApi: no answer for operation ${operationName}`));
              return;
            }
            const answer =
              typeof handler === 'function'
                ? handler(variables)
                : Array.isArray(handler)
                  ? handler[Math.min(seen, handler.length - 1)]
                  : handler;
            if (answer instanceof Error) observer.error(answer);
            else {
              observer.next(answer as never);
              observer.complete();
            }
          }, 0);
        }),
    ),
  };
  return server;
}

export function renderWithApp(
  ui: ReactElement,
  link: ApolloLink = fakeServer({ data: {} }).link,
  { path = '/' }: { path?: string } = {},
) {
  const client = createApolloClient(link);
  // The shell's queries without Apollo Client reach the same fake server.
  const transport: QueryTransport = (query, variables) =>
    new Promise((resolve, reject) => {
      ApolloLink.execute(link, { query, variables }, { client }).subscribe({
        next: resolve,
        error: reject,
      });
    });
  return render(
    <ApolloProvider client={client}>
      <AppProviders transport={transport}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProviders>
    </ApolloProvider>,
  );
}

/** Where the app is now (path and query), for tests that follow its navigation: `status` "where". */
export function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}
