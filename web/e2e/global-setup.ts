import { startApp, type RunningApp } from './app-server';
import { appEnv } from './app-url';

declare global {
  var xemayE2eApp: RunningApp | undefined;
}

/**
 * Starts the app once for every e2e file: `npm start` on a fresh database. The workers learn
 * its address from process.env, which jest's workers inherit (they start after the global
 * setup); teardown finds the process in globalThis, since both run in jest's main process.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const app = await startApp({ readyTimeoutMs: 180_000 });
  globalThis.xemayE2eApp = app;
  process.env[appEnv.baseUrl] = app.baseUrl;
  process.env[appEnv.port] = String(app.port);
  process.env[appEnv.dataDir] = app.dataDir;
  if (!process.env.CI || process.env.E2E_VERBOSE)
    console.log(
      `\ne2e: the app serves ${app.baseUrl} on Node ${app.nodeVersion} (${Date.now() - started} ms)`,
    );
}
