import path from 'node:path';
import { makeMigration } from '../make-migration';

/** `npm run db:migration -- <name>`: the next migration from the change to schema.prisma. */
async function main() {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run db:migration -- <name>   (a-z, 0-9 and _)');
    process.exit(2);
  }
  const folder = await makeMigration(name);
  if (!folder) {
    console.log('No changes: schema.prisma matches the migrations.');
    return;
  }
  console.log(
    `Wrote ${path.relative(process.cwd(), path.join(folder, 'migration.sql'))}: review it, then commit it.`,
  );
}

// The schema engine keeps timers alive for a while after it is freed: exit when done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
