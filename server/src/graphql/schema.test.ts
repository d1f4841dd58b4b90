import fs from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from './schema';

describe('schema/schema.graphql', () => {
  it('is the SDL the server emits (run `npm run schema:emit` after changing a type)', async () => {
    const committed = fs.readFileSync(
      path.resolve(__dirname, '../../../schema/schema.graphql'),
      'utf8',
    );
    expect(committed).toBe(printAppSchema(await buildAppSchema()));
  });
});
