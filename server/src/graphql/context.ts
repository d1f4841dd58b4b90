import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../modules/auth/auth.types';
import type { TokenProblem } from '../modules/auth/auth.tokens';
import { createLoaders, type Loaders } from '../loaders';
import type { Services } from '../services';

/** What every resolver sees; built once per HTTP request, for GraphQL and REST alike. */
export interface GraphQLContext {
  requestId: string;
  log: FastifyBaseLogger;
  viewer: Viewer | null;
  /** Why a bearer token that was sent proves nothing; null when none was sent or it is valid. */
  tokenProblem: TokenProblem | 'revoked' | null;
  /** The client's address (behind a proxy only with TRUST_PROXY), for rate limits. */
  clientAddress: string;
  services: Services;
  loaders: Loaders;
  /**
   * A larger page than the API's 100 for the lists that allow it (the search): set by the REST
   * facade, which answers a `limit` of up to 1000 in one list.
   */
  maxPageSize?: number;
}

export interface ContextSource {
  requestId: string;
  log: FastifyBaseLogger;
  authorization: string | undefined;
  clientAddress: string;
}

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
): Promise<{ viewer: Viewer | null; tokenProblem: GraphQLContext['tokenProblem'] }> {
  if (!authorization) return { viewer: null, tokenProblem: null };
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(authorization.trim());
  if (!match) return { viewer: null, tokenProblem: 'malformed' };
  const result = await services.tokens.verify(match[1]);
  if (typeof result === 'string') return { viewer: null, tokenProblem: result };
  // A valid signature is not enough: the password may have changed since, or the user gone.
  if (!(await services.auth.confirm(result))) return { viewer: null, tokenProblem: 'revoked' };
  return { viewer: result, tokenProblem: null };
}
