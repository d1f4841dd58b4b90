import 'reflect-metadata';

process.env.NODE_ENV = 'test';
// Tests get their databases from test/db.ts only: never a developer's configured database.
delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
for (const name of Object.keys(process.env)) if (name.startsWith('S3_')) delete process.env[name];
// The AWS SDK warns on Node 20 that its releases from 2027 will need Node 22; the pinned
// version works on Node 20 (README, libraries), so test output stays free of it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
