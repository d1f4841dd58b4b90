// Two projects: the server (node) and the web app (jsdom); both transformed by SWC.
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
].join('|');

/** @type {import('jest').Config} */
module.exports = {
  // Real databases and the schema engine: generous, since 2-core CI machines run files in parallel.
  testTimeout: 60_000,
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
      transform: { '^.+\\.(t|j|mj)sx?$': swcWeb },
      transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|webp)$': '<rootDir>/web/test/file-stub.js' },
    },
  ],
};
