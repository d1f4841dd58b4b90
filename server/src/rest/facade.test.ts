import Fastify, { type FastifyInstance } from 'fastify';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { compiledExecutor } from '../graphql/compiled-execution';
import type { GraphQLContext } from '../graphql/context';
import { installErrorHandler, requestValidation } from '../http/error-handler';
import { UnauthenticatedError } from '../shared/errors';
import { compileRoutes } from './compile';
import { registerRestFacade } from './facade';
import type { RestRoute } from './route';

/**
 * The facade's mechanics on a small schema of their own: body and query parameters, the
 * bearer token, userErrors, thrown errors and masking.
 */
const userErrorType = new GraphQLObjectType({
  name: 'UserError',
  fields: {
    field: { type: GraphQLString },
    message: { type: new GraphQLNonNull(GraphQLString) },
    code: {
      type: new GraphQLNonNull(
        new GraphQLEnumType({
          name: 'UserErrorCode',
          values: { INVALID: {}, NOT_FOUND: {}, IN_USE: {} },
        }),
      ),
    },
  },
});

const noteType = new GraphQLObjectType({
  name: 'Note',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    text: { type: new GraphQLNonNull(GraphQLString) },
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      whoAmI: {
        type: GraphQLString,
        resolve: (_root, _args, ctx: GraphQLContext) => {
          if (!ctx.viewer) throw new UnauthenticatedError();
          return `user ${ctx.viewer.userId}`;
        },
      },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('connection string postgres://secret@db leaked');
        },
      },
      echo: {
        type: GraphQLString,
        args: { word: { type: GraphQLString }, loud: { type: GraphQLBoolean } },
        resolve: (_root, args: { word?: string; loud?: boolean }) =>
          args.loud ? args.word?.toUpperCase() : args.word,
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      createNote: {
        type: new GraphQLObjectType({
          name: 'CreateNotePayload',
          fields: {
            note: { type: noteType },
            userErrors: {
              type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(userErrorType))),
            },
          },
        }),
        args: {
          input: {
            type: new GraphQLNonNull(
              new GraphQLInputObjectType({
                name: 'CreateNoteInput',
                fields: { text: { type: new GraphQLNonNull(GraphQLString) } },
              }),
            ),
          },
        },
        resolve: (_root, { input }: { input: { text: string } }) => {
          if (input.text === 'taken')
            return {
              note: null,
              userErrors: [{ field: 'text', message: 'Already taken', code: 'IN_USE' }],
            };
          if (input.text.trim() === '')
            return {
              note: null,
              userErrors: [{ field: 'text', message: 'Write something', code: 'INVALID' }],
            };
          return { note: { id: 1, text: input.text }, userErrors: [] };
        },
      },
    },
  }),
});

const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/me',
    access: 'owner',
    summary: 'me',
    tags: [],
    operation: 'query { whoAmI }',
    resultPath: 'whoAmI',
  },
  {
    method: 'GET',
    path: '/api/broken',
    access: 'public',
    summary: 'broken',
    tags: [],
    operation: 'query { broken }',
    resultPath: 'broken',
  },
  {
    method: 'GET',
    path: '/api/echo',
    access: 'public',
    summary: 'echo',
    tags: [],
    operation: 'query Echo($word: String, $loud: Boolean) { echo(word: $word, loud: $loud) }',
    params: [
      { name: 'word', in: 'query', type: 'string', required: true, maxLength: 10 },
      { name: 'loud', in: 'query', type: 'boolean' },
    ],
    variables: ({ query }) => ({ word: query.word, loud: query.loud }),
    resultPath: 'echo',
  },
  {
    method: 'POST',
    path: '/api/notes/create',
    access: 'public',
    summary: 'create a note',
    tags: [],
    operation: `mutation CreateNote($input: CreateNoteInput!) {
      createNote(input: $input) { note { id text } userErrors { field message code } }
    }`,
    body: {
      type: 'object',
      required: ['text'],
      properties: { text: { type: 'string', maxLength: 20 } },
      additionalProperties: false,
    },
    variables: ({ body }) => ({ input: body }),
    payloadPath: 'createNote',
    resultPath: 'createNote.note',
    successStatus: 201,
  },
];

let app: FastifyInstance;
const errors: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ ajv: requestValidation });
  installErrorHandler(app);
  registerRestFacade(app, {
    executor: compiledExecutor(schema),
    routes: compileRoutes(schema, routes),
    contextFor: async (request) =>
      ({
        viewer:
          request.headers.authorization === 'Bearer good'
            ? { userId: 7, role: 'SHOP_OWNER', tokenVersion: 0 }
            : null,
        log: { error: (details: unknown) => errors.push(details) },
      }) as unknown as GraphQLContext,
  });
  await app.ready();
});

afterAll(() => app.close());

describe('the REST facade', () => {
  it('hands the bearer token to the operation: 401 without it, the data with it', async () => {
    const anonymous = await app.inject('/api/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' },
    });
    const signedIn = await app.inject({
      url: '/api/me',
      headers: { authorization: 'Bearer good' },
    });
    expect(signedIn.json()).toEqual({ data: 'user 7' });
  });

  it('maps query parameters, coercing and validating them, naming the field at fault', async () => {
    expect((await app.inject('/api/echo?word=hello&loud=true')).json()).toEqual({ data: 'HELLO' });
    const missing = await app.inject('/api/echo');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { word: 'is required' },
    });
    const tooLong = await app.inject('/api/echo?word=abcdefghijklmnop');
    expect(tooLong.json().error.fields).toHaveProperty('word');
  });

  it('creates from a JSON body with 201, and refuses a malformed body with the field named', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      payload: { text: 'hello' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { id: 1, text: 'hello' } });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      payload: { text: { nested: 1 } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toEqual({ text: expect.any(String) });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      payload: { text: 'a', extra: true },
    });
    expect(unknown.json().error.fields).toEqual({ extra: 'is not a known field' });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('BAD_REQUEST');
  });

  it('turns userErrors into 400 with fields, or 409 for a conflict', async () => {
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      payload: { text: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: { code: 'INVALID', message: 'Write something', fields: { text: 'Write something' } },
    });
    const conflict = await app.inject({
      method: 'POST',
      url: '/api/notes/create',
      payload: { text: 'taken' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('IN_USE');
  });

  it('masks unexpected errors as a 500 without the internal message, and logs them', async () => {
    const response = await app.inject('/api/broken');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
    });
    expect(response.body).not.toContain('secret');
    expect(errors).toHaveLength(1);
  });
});
