// Monaco (GraphiQL's editors) runs its language services in web workers. Bundled by Vite
// (`?worker`): same-origin files under /assets/, allowed by the app's CSP as it is (a worker
// without `worker-src` falls back to `script-src 'self'`), nothing from a CDN. As GraphiQL's
// own setup for Vite (`graphiql/setup-workers/vite`), without its console.info on every worker.
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
