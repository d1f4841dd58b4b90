import 'reflect-metadata';

process.env.NODE_ENV = 'test';
// Tests get their databases from test/db.ts only: never a developer's configured database.
delete process.env.DATABASE_URL;
delete process.env.DATA_DIR;
