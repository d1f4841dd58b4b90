// Browsers and a real server: generous, since 2-core CI machines run other test files beside these.
jest.setTimeout(120_000);
