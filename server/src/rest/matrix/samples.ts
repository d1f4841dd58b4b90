import type { InjectOptions } from 'fastify';
import type { World } from '../../../test/world';

/**
 * How the authorization matrix calls one route on a fresh world (server/test/world.ts). The
 * rightful caller must succeed with `status`; everyone else is refused and nothing changes.
 */
export interface RouteSample {
  /** The path with its parameters filled in from the world, query string included. */
  url: (w: World) => string;
  /** A valid JSON body. */
  body?: (w: World) => unknown;
  /** For requests a JSON body cannot express (multipart uploads): payload and headers. */
  inject?: (w: World) => Pick<InjectOptions, 'payload' | 'headers'>;
  /**
   * Owner routes only. 'A': the path names owner A's object, so owner B and an admin get 404
   * exactly as for a missing one. 'own': the route works on the caller's own things (a list,
   * a creation without a parent), so every owner succeeds.
   */
  scope?: 'A' | 'own';
  /** The rightful caller's status; the route's success status by default. */
  status?: number;
}

/** Keyed by `METHOD /api/path/{param}` exactly as in the route table. */
export type RouteSamples = Record<string, RouteSample>;
