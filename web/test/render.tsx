import { ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { createApolloClient } from '../src/app/apollo';
import { AppProviders } from '../src/app/AppProviders';

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

export function renderWithApp(
  ui: ReactElement,
  link: ApolloLink = fakeServer({ data: {} }).link,
  { path = '/' }: { path?: string } = {},
) {
  return render(
    <AppProviders client={createApolloClient(link)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
