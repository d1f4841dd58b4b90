import { GraphQLError } from 'graphql';
import { PictureStoreUnavailableError } from './media.errors';
import { formatError } from '../../graphql/format-error';

/** Where an outage is logged decides who gets woken: the picture store's is not the database's. */
describe('formatError on an outage', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), {
    code: 'ECONNREFUSED',
  });

  function format(original: Error) {
    const logged: string[] = [];
    const log = { error: (_fields: unknown, message: string) => logged.push(message) };
    const error = new GraphQLError(original.message, { originalError: original, path: ['x'] });
    const formatted = formatError(error.toJSON(), error, log as never);
    return { formatted, logged };
  }

  it('names the picture store, with its Retry-After, when the store refuses the connection', () => {
    const { formatted, logged } = format(
      new PictureStoreUnavailableError('put', { cause: refused }),
    );
    expect(formatted.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    expect(formatted.message).toBe(
      'Pictures are unavailable for a moment: try again in a few seconds',
    );
    expect(logged).toEqual(['Pictures are unavailable for a moment: try again in a few seconds']);
  });

  it('names the database when a query could not reach it', () => {
    const { formatted, logged } = format(refused);
    expect(formatted.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    expect(logged).toEqual(['the database is not answering']);
  });
});
