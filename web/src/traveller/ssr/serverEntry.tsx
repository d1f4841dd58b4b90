import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { print } from 'graphql';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../../app/App';
import { ServerConsentContext } from '../../app/consent/cookieConsent';
import { createCache } from '../../app/apollo';
import { lightQueryKey } from '../../app/lightQuery/lightQuery';
import { serverQueryText } from '../../app/lightQuery/serverDocument';
import type { QueryAnswer, QueryTransport } from '../../app/lightQuery/transport';
import { ServerRouter } from '../../app/routing';
import { requestTexts } from '../../i18n/catalogue';
import type { Language } from '../../i18n/languages';
import type { RouteTable } from '../../app/routeTable';
import { travellerNotFound, travellerRoutes } from '../routes';
import { serverAnswersId, type ServerAnswers } from '../../app/serverAnswers';
import { serverPageFor } from './serverPages';

/**
 * Runs one GraphQL query in the server's process, as the visitor (never signed in). `shared`:
 * the same for every visitor and every trip (the shell's light queries: the trip cities, the
 * landing page's), which the server may keep a while.
 */
export type ExecuteQuery = (
  query: string,
  variables: Record<string, unknown>,
  options?: { shared?: boolean },
) => Promise<QueryAnswer>;

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  language: Language;
  /** The visitor's answer to the cookie banner, from its cookie (null: not asked yet). */
  consent: boolean | null;
  execute: ExecuteQuery;
  /** Given up on after this: the shell is sent instead. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` tags, for the head. */
  styles: string;
  /** The non-executable script with the answers the page was rendered from. */
  answersScript: string;
}

/**
 * The traveller's routes only: what the server renders is among them, and the signed-in
 * areas' code stays out of the renderer. The browser's table has them too, matching nothing
 * on these pages.
 */
const routes: RouteTable = { routes: travellerRoutes, notFound: travellerNotFound };

/** The texts every server-rendered page shows, in both languages, loaded once. */
const textsLoaded = Promise.all(
  (['en', 'vn'] as const).map((language) => requestTexts(['core', 'rest'], language)),
);

function apolloLink(execute: ExecuteQuery): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute(print(operation.query), operation.variables).then(
          (answer) => {
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** JSON inside a script element: nothing in it may close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A traveller page rendered with its content (issue 23), or null for a page the server does not
 * render (the browser renders it). Throws when the render fails: the caller sends the shell.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://server.invalid');
  const match = serverPageFor(url.pathname);
  if (!match) return null;
  await textsLoaded;

  const lightAnswers: [string, unknown][] = [];
  const transport: QueryTransport = async (document, variables) => {
    const answer = await request.execute(serverQueryText(document), variables, { shared: true });
    if (answer.data && !answer.errors?.length)
      lightAnswers.push([lightQueryKey(document, variables), answer.data]);
    return answer;
  };
  const cache = createCache();
  const client = new ApolloClient({
    ssrMode: true,
    link: apolloLink(request.execute),
    cache,
    dataMasking: true,
  });
  await match.page.load(url, match.params, { client, transport, language: request.language });

  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      sheet.collectStyles(
        <ServerRouter url={url}>
          <ApolloProvider client={client}>
            <ServerConsentContext.Provider value={request.consent}>
              <App routes={routes} transport={transport} language={request.language} />
            </ServerConsentContext.Provider>
          </ApolloProvider>
        </ServerRouter>,
      ),
      {
        signal: request.signal,
        onError: (error) => void errors.push(error),
        // Every part inline, in place: no script to reveal them (JavaScript may be off, and the
        // CSP allows no inline script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await streamText(prelude);
    // A part that failed would be rendered by the browser alone: the whole page is, instead.
    if (errors.length > 0) throw errors[0];
    const answers: ServerAnswers = {
      language: request.language,
      consent: request.consent,
      apollo: cache.extract(),
      light: lightAnswers,
    };
    return {
      html,
      styles: sheet.getStyleTags(),
      answersScript: `<script type="application/json" id="${serverAnswersId}">${scriptJson(answers)}</script>`,
    };
  } finally {
    sheet.seal();
    client.stop();
  }
}
