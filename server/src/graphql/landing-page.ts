import type { ApolloServerPlugin } from '@apollo/server';

/** The admins' GraphQL console, GraphiQL bundled into the web app (web/src/admin/console). */
export const graphqlConsolePath = '/dashboard/graphql';

/**
 * What a browser opening /graphql gets. Apollo's default landing page loads its sandbox from
 * a CDN: blank without internet and under the app's CSP. This page has no script, no style
 * and nothing from elsewhere; it points to the console. Apollo serves it only to a GET that
 * prefers HTML (a browser's Accept), so API clients' GET `?query=` requests are answered as
 * before.
 */
export const landingPageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>xemay GraphQL API</title>
</head>
<body>
<main>
<h1>xemay GraphQL API</h1>
<p>This is the GraphQL endpoint: send queries with POST (JSON), or GET with <code>?query=</code>.
The schema is <code>schema/schema.graphql</code> in the repository.</p>
<p>Admins explore it in the browser: <a href="${graphqlConsolePath}">open the GraphQL console</a>.
REST clients read <a href="/api/docs">the REST reference</a>.</p>
</main>
</body>
</html>
`;

/** Replaces Apollo's landing page (a plugin that renders one turns the default off). */
export function landingPagePlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html: landingPageHtml };
        },
      };
    },
  };
}
