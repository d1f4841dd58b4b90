/** Where global-setup.ts leaves the running app's address for the test files. */
export const appEnv = {
  baseUrl: 'XEMAY_E2E_BASE_URL',
  port: 'XEMAY_E2E_PORT',
  dataDir: 'XEMAY_E2E_DATA_DIR',
} as const;

/** `http://127.0.0.1:<port>` of the app under test (no trailing slash). */
export function appUrl(pathAndQuery = ''): string {
  const base = process.env[appEnv.baseUrl];
  if (!base)
    throw new Error(
      `${appEnv.baseUrl} is not set: run e2e tests through jest's e2e project (npm run test:jest -- --selectProjects e2e)`,
    );
  return base + pathAndQuery;
}

export function appPort(): number {
  return Number(new URL(appUrl()).port);
}
