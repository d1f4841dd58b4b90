import fs from 'node:fs';
import path from 'node:path';
import { isInterfaceType, isObjectType } from 'graphql';
import { accessExtension } from './graphql/access';
import { buildAppSchema, nodeFetchers, printAppSchema } from './schema';

describe('schema/schema.graphql', () => {
  it('is the SDL the server emits (run `npm run schema:emit` after changing a type)', async () => {
    const committed = fs.readFileSync(
      path.resolve(__dirname, '../../schema/schema.graphql'),
      'utf8',
    );
    expect(committed).toBe(printAppSchema(await buildAppSchema()));
  });
});

describe('access declarations', () => {
  it('every root field says who may call it', async () => {
    const schema = await buildAppSchema();
    const undeclared: string[] = [];
    for (const root of [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ]) {
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const access = field.extensions[accessExtension];
        const valid = access === 'public' || (Array.isArray(access) && access.length > 0);
        if (!valid) undeclared.push(`${root.name}.${field.name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

describe('node(id:)', () => {
  it('has a fetcher for every type that implements Node, and for nothing else', async () => {
    const schema = await buildAppSchema();
    const node = schema.getType('Node');
    if (!isInterfaceType(node)) throw new Error('The schema has no Node interface');
    const implementing = schema.getImplementations(node).objects.map((type) => type.name);
    expect(Object.keys(nodeFetchers).sort()).toEqual(implementing.sort());
  });
});
