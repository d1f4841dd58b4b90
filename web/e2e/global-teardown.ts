/** Stops the app global-setup.ts started: its whole process group. */
export default async function globalTeardown(): Promise<void> {
  const app = globalThis.xemayE2eApp;
  globalThis.xemayE2eApp = undefined;
  await app?.stop();
}
