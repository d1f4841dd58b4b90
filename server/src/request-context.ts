import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLContext } from './graphql/context';
import { createLoaders } from './loaders';
import type { Services } from './services';

export interface ContextSource {
  requestId: string;
  log: FastifyBaseLogger;
  authorization: string | undefined;
  clientAddress: string;
}

/** The context of one HTTP request: who calls, the services, and loaders new for it. */
export async function createContext(
  services: Services,
  source: ContextSource,
): Promise<GraphQLContext> {
  const { viewer, tokenProblem } = await readBearer(services, source.authorization);
  return {
    requestId: source.requestId,
    log: source.log,
    viewer,
    tokenProblem,
    clientAddress: source.clientAddress,
    services,
    loaders: createLoaders(services),
  };
}

async function readBearer(
  services: Services,
  authorization: string | undefined,
): Promise<Pick<GraphQLContext, 'viewer' | 'tokenProblem'>> {
  if (!authorization) return { viewer: null, tokenProblem: null };
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization.trim());
  if (!match) return { viewer: null, tokenProblem: 'malformed' };
  const result = await services.tokens.verify(match[1]);
  if (typeof result === 'string') return { viewer: null, tokenProblem: result };
  // A valid signature is not enough: the password may have changed since, or the user gone.
  if (!(await services.auth.confirm(result))) return { viewer: null, tokenProblem: 'revoked' };
  return { viewer: result, tokenProblem: null };
}
