import type { LightMyRequestResponse } from 'fastify';
import { startTestApp } from '../../test/app';
import { checkedInject, OpenApiContract } from '../../test/openapi-contract';

const answer = (statusCode: number, body: unknown) =>
  ({ statusCode, body: JSON.stringify(body) }) as LightMyRequestResponse;

// The shape of the server's document: one operation, its answers, the shared error schema.
const contract = () =>
  new OpenApiContract({
    paths: {
      '/api/brands/{brandId}/list': {
        get: {
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data'],
                    properties: { data: { type: 'array', items: { type: 'string' } } },
                  },
                },
              },
            },
            '404': {
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Error' } },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  });

describe('the OpenAPI contract the tests hold every REST answer to', () => {
  it('accepts answers the document gives', () => {
    const check = contract();
    expect(() =>
      check.check('GET', '/api/brands/7/list?limit=3', answer(200, { data: ['Vision'] })),
    ).not.toThrow();
    expect(() =>
      check.check(
        'GET',
        '/api/brands/8/list',
        answer(404, { error: { code: 'NOT_FOUND', message: 'No' } }),
      ),
    ).not.toThrow();
  });

  it('refuses a status the document does not give for the operation', () => {
    expect(() =>
      contract().check(
        'GET',
        '/api/brands/7/list',
        answer(500, { error: { code: 'X', message: 'boom' } }),
      ),
    ).toThrow(
      /GET \/api\/brands\/7\/list \(\/api\/brands\/\{brandId\}\/list\) answered 500, which the document does not give \(it gives 200, 404\)/,
    );
  });

  it('refuses a body the schema for its status does not accept', () => {
    expect(() => contract().check('GET', '/api/brands/7/list', answer(200, []))).toThrow(
      /with a body its schema refuses: data must be object/,
    );
    // An error answer outside the shared envelope, through the document's $ref.
    expect(() => contract().check('GET', '/api/brands/7/list', answer(404, []))).toThrow(
      /answered 404 with a body its schema refuses/,
    );
  });

  it('fails the request of a test whose answer breaks the document', async () => {
    const t = await startTestApp();
    try {
      // The test app already checks against the real document: this answer holds it.
      const before = t.contract.checked;
      expect((await t.app.fastify.inject('/api/cities/list')).statusCode).toBe(200);
      expect(t.contract.checked).toBe(before + 1);
      const document = (await t.app.fastify.inject('/api/openapi.json')).json();
      const stricter = new OpenApiContract({
        ...document,
        paths: { ...document.paths, '/api/cities/list': { get: { responses: { '418': {} } } } },
      });
      checkedInject(t.app.fastify, stricter);
      await expect(t.app.fastify.inject('/api/cities/list')).rejects.toThrow(
        /GET \/api\/cities\/list \(\/api\/cities\/list\) answered 200/,
      );
    } finally {
      await t.close();
    }
  });
});
