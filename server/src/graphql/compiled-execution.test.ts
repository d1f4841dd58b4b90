import {
  buildSchema,
  execute,
  GraphQLError,
  Kind,
  parse,
  type ExecutionResult,
  type ValueNode,
} from 'graphql';
import { compiledExecutor } from './compiled-execution';
import type { GraphQLContext } from './context';

class NotFound extends Error {
  readonly code = 'NOT_FOUND';
}

const schema = buildSchema(`
  scalar Date
  type Query {
    bikes(first: Int!): [Bike!]!
    bike(id: ID!): Bike
    strictBike(id: ID!): Bike!
    openedSince(day: Date!): Int!
  }
  type Mutation { signIn: String! }
  interface Priced { pricePerDay: Int! }
  type Bike implements Priced {
    id: ID!
    name: String!
    pricePerDay: Int!
    photos: [String!]!
    shop: Shop
  }
  type Shop { name: String! openSince: Date }
`);

const bikes = Array.from({ length: 5 }, (_, i) => ({
  id: String(i + 1),
  name: `Bike ${i + 1}`,
  pricePerDay: 100000 + i,
  photos: [`side-${i}.jpg`],
  shop: i === 3 ? null : { name: `Shop ${i}`, openSince: new Date(Date.UTC(2020, i, 1)) },
}));

(schema.getType('Date') as unknown as { serialize: (v: Date) => string }).serialize = (value) =>
  value.toISOString().slice(0, 10);
// Like graphql-scalars' Date: a string in, a Date object to the resolvers.
Object.assign(schema.getType('Date')!, {
  parseValue: (value: unknown) => {
    if (typeof value !== 'string') throw new TypeError('A day is a string');
    return new Date(value);
  },
  parseLiteral: (ast: ValueNode) => (ast.kind === Kind.STRING ? new Date(ast.value) : undefined),
});
const query = schema.getQueryType()!.getFields();
query.openedSince.resolve = (_root, args: { day: Date }) => {
  if (!(args.day instanceof Date)) throw new TypeError('Not parsed');
  return bikes.filter((bike) => bike.shop && bike.shop.openSince >= args.day).length;
};
query.bikes.resolve = (_root, args: { first: number }) => bikes.slice(0, args.first);
query.bike.resolve = (_root, args: { id: string }, context: { seen: string[] }) => {
  context.seen.push(args.id);
  const bike = bikes.find((b) => b.id === args.id);
  if (!bike) throw new NotFound(`No bike ${args.id}`);
  return bike;
};
query.strictBike.resolve = () => null;
let signIns = 0;
schema.getMutationType()!.getFields().signIn.resolve = () => {
  signIns += 1;
  throw new Error('Wrong password');
};

const documents = {
  list: parse(`query List($first: Int!) {
    bikes(first: $first) { id name pricePerDay photos ... on Priced { pricePerDay }
      shop { name openSince } __typename }
  }`),
  missing: parse(`query One($id: ID!) { bike(id: $id) { id name } }`),
  nonNull: parse(`{ strictBike(id: "1") { id } }`),
  defaults: parse(`query Since($day: Date! = "2020-03-01") { openedSince(day: $day) }`),
  twoOperations: parse(`query A { bikes(first: 1) { id } } query B { bikes(first: 2) { name } }`),
};

/** Both executors' answers to one request, errors as JSON plus their original errors. */
async function both(
  document: keyof typeof documents,
  variableValues?: Record<string, unknown>,
  operationName?: string,
) {
  const run = async (result: ExecutionResult | Promise<ExecutionResult>) => {
    const settled = await result;
    return {
      json: JSON.parse(JSON.stringify(settled)) as unknown,
      originals: (settled.errors ?? []).map((error) => error.originalError?.constructor.name),
    };
  };
  const context = () => ({ seen: [] as string[] }) as unknown as GraphQLContext;
  const compiled = compiledExecutor(schema);
  return {
    compiled: await run(
      compiled({
        document: documents[document],
        variableValues,
        operationName,
        contextValue: context(),
      }),
    ),
    reference: await run(
      execute({
        schema,
        document: documents[document],
        variableValues,
        operationName,
        contextValue: context(),
      }),
    ),
  };
}

describe('compiled execution', () => {
  it('answers as graphql-js does: lists, fragments, nulls, custom scalars', async () => {
    const { compiled, reference } = await both('list', { first: 5 });
    expect(compiled).toEqual(reference);
    expect(compiled.json).toMatchObject({
      data: { bikes: expect.arrayContaining([expect.objectContaining({ shop: null })]) },
    });
    expect(JSON.stringify(compiled.json)).toContain('"openSince":"2020-01-01"');
  });

  it('keeps the error thrown by a resolver, with its path, for the error mapping', async () => {
    const { compiled, reference } = await both('missing', { id: '99' });
    expect(compiled).toEqual(reference);
    expect(compiled.originals).toEqual(['NotFound']);
    expect(compiled.json).toMatchObject({
      data: { bike: null },
      errors: [{ message: 'No bike 99', path: ['bike'] }],
    });
  });

  it('gives errors plugins may reword, as graphql-js does', async () => {
    const result = await compiledExecutor(schema)({
      document: documents.missing,
      variableValues: { id: '42' },
      contextValue: { seen: [] } as unknown as GraphQLContext,
    });
    const [error] = result.errors ?? [];
    expect(error).toBeInstanceOf(GraphQLError);
    error.message = 'Reworded';
    expect(error.toJSON()).toMatchObject({ message: 'Reworded', path: ['bike'] });
  });

  it('bubbles a null of a non-null field up as graphql-js does', async () => {
    const { compiled, reference } = await both('nonNull');
    expect(compiled).toEqual(reference);
    expect(compiled.json).toMatchObject({ data: null });
  });

  it("words variables that do not coerce in graphql-js's terms", async () => {
    for (const variables of [{}, { first: 'many' }, { first: 2 ** 40 }]) {
      const { compiled, reference } = await both('list', variables);
      expect(compiled).toEqual(reference);
      expect(compiled.json).toMatchObject({
        errors: [{ message: expect.stringContaining('$first') }],
      });
    }
  });

  it('stops a mutation at its first failed field, as graphql-js does', async () => {
    signIns = 0;
    const signInThrice = parse('mutation { a: signIn b: signIn c: signIn }');
    const result = await compiledExecutor(schema)({
      document: signInThrice,
      contextValue: {} as GraphQLContext,
    });
    expect(result).toMatchObject({ data: null, errors: [{ path: ['a'] }] });
    expect(signIns).toBe(1);
  });

  it("parses a variable's default value of a custom scalar, as graphql-js does", async () => {
    const { compiled, reference } = await both('defaults', {});
    expect(compiled).toEqual(reference);
    expect(compiled.json).toEqual({ data: { openedSince: 2 } });
    expect((await both('defaults', { day: '2020-05-01' })).compiled.json).toEqual({
      data: { openedSince: 1 },
    });
  });

  it('runs the operation named in a document of several', async () => {
    const { compiled, reference } = await both('twoOperations', undefined, 'B');
    expect(compiled).toEqual(reference);
    expect(compiled.json).toEqual({ data: { bikes: [{ name: 'Bike 1' }, { name: 'Bike 2' }] } });
  });
});
