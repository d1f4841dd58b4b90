import { defineConfig } from 'prisma/config';

// Migrations are applied by the project's own runner (server/src/db), not by the Prisma CLI,
// because the CLI's native schema engine cannot be downloaded here; see docs/architecture.md.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
