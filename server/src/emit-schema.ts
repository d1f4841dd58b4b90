import fs from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from './schema';

/** `npm run schema:emit` writes schema/schema.graphql; `--check` fails when it is stale. */
async function main() {
  const target = path.resolve(__dirname, '../../schema/schema.graphql');
  const sdl = printAppSchema(await buildAppSchema());
  const check = process.argv.includes('--check');
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (check) {
    if (current !== sdl) {
      console.error('schema/schema.graphql is stale: run `npm run schema:emit` and commit it.');
      process.exit(1);
    }
    console.log('schema/schema.graphql is current.');
    return;
  }
  if (current === sdl) {
    console.log('schema/schema.graphql is already current.');
    return;
  }
  fs.writeFileSync(target, sdl);
  console.log('schema/schema.graphql written.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
