import path from 'node:path';
import { makeMigration } from '../make-migration';
import { runCli } from './run-cli';

/** `npm run db:migration -- <name>`: the next migration from the change to schema.prisma. */
runCli(async () => {
  const name = process.argv[2];
  if (!name) throw new Error('Usage: npm run db:migration -- <name>   (a-z, 0-9 and _)');
  const folder = await makeMigration(name);
  if (!folder) {
    console.log('No changes: schema.prisma matches the migrations.');
    return;
  }
  console.log(
    `Wrote ${path.relative(process.cwd(), path.join(folder, 'migration.sql'))}: review it, then commit it.`,
  );
});
