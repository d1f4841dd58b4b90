import type { FastifyBaseLogger } from 'fastify';
import type { Loaders } from '../loaders';
import type { Services } from '../services';
import type { TokenProblem, Viewer } from '../shared/viewer';

/**
 * What every resolver sees; built once per HTTP request, for GraphQL and REST alike, by
 * request-context.ts.
 */
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
