// Three projects: the server (node), the web app (jsdom) and the end-to-end tests (node, a
// real `npm start` and Chromium); all transformed by SWC.
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const esmOnly = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'react-leaflet',
  '@react-leaflet',
  'jose',
  '@prisma/schema-engine-wasm',
  'content-disposition',
  'cookie',
  'wouter',
  'regexparam',
].join('|');

/** @type {import('jest').Config} */
module.exports = {
  // Real databases and the schema engine: generous, since 2-core CI machines run files in parallel.
  testTimeout: 60_000,
  // Each test file leaves memory behind in the process that ran it (its own copy of the
  // modules). On a 2-core machine jest would run every file in its own process, whose heap
  // then grows by ~50 MB a file for the whole run; with a limit, files run in a worker that
  // is replaced past it (CI's embedded pass: 2,244 s before, 2,186 s after).
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/prisma'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcServer },
      transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      setupFiles: ['<rootDir>/server/test/setup-env.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: {
        '^.+\\.(t|j|mj)sx?$': swcWeb,
        // Vite's `?raw` imports of .graphql files (the console's saved queries): their text.
        '\\.graphql$': '<rootDir>/web/test/raw-text-transform.cjs',
      },
      transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: {
        '\\.(css|svg|png|webp)$': '<rootDir>/web/test/file-stub.js',
        '^(.+\\.graphql)\\?raw$': '$1',
      },
    },
    {
      // One app for all files (global setup: `npm start` on a fresh database, torn down after);
      // each file launches one Chromium. The timeout is set in web/e2e/setup.ts (jest reads
      // testTimeout only from the top level).
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/web/e2e'],
      testMatch: ['<rootDir>/web/e2e/**/*.e2e.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swcServer },
      transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
      globalSetup: '<rootDir>/web/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/web/e2e/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/web/e2e/setup.ts'],
    },
  ],
};
