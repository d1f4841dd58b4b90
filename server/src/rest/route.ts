import { Role } from '../modules/auth/auth.types';

/** A row of the REST facade's route table: an /api path served by a stored GraphQL operation. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: checked before the request is validated, and again by the root
 * fields of its operation, which must declare the same roles (a test compares them).
 */
export type RouteAccess = 'public' | 'admin' | 'owner';

export const routeRoles: Record<Exclude<RouteAccess, 'public'>, Role[]> = {
  admin: [Role.ADMIN],
  owner: [Role.SHOP_OWNER, Role.ADMIN],
};

export type ParamType =
  'integer' | 'number' | 'string' | 'boolean' | 'date-time' | 'integer-list' | 'string-list';

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  type: ParamType;
  required?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  enum?: readonly string[];
}

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses), for request bodies. */
export type JsonSchema = Record<string, unknown>;

export interface RouteInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Routes with `files`: the upload id of each file received, by multipart field name. */
  files: Record<string, string>;
  /** The request headers (lower-case names), read-only: e.g. `idempotency-key`. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * A multipart/form-data route: the facade reads the body, hands each file to the upload
 * stager (which checks and stores it, answering an upload id), validates the text fields
 * against `body`, and passes the ids to `variables` as `input.files`. Uploads the operation
 * did not attach are discarded afterwards.
 */
export interface RouteFiles {
  /** The multipart fields that carry a file, each at most once. */
  fields: readonly string[];
  /** Those that must be sent (400 naming the field when missing). */
  required?: readonly string[];
  /** Each file's size limit in bytes: larger answers 413. */
  maxBytes: number;
}

export interface RestRoute {
  method: HttpMethod;
  /** OpenAPI style, as documented: `/api/cities/info/{id}`. */
  path: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  /** One GraphQL operation, parsed and validated against the schema at start-up. */
  operation: string;
  params?: ParamSpec[];
  body?: JsonSchema;
  /** A multipart upload route (see RouteFiles); `body` then describes the text fields. */
  files?: RouteFiles;
  /** Maps the validated request to the operation's variables. */
  variables?: (input: RouteInput) => Record<string, unknown>;
  /** Dot path of the response's `data` within the operation's result. */
  resultPath: string;
  /** A null result means the object does not exist (or is not the caller's): 404. */
  notFoundWhenNull?: boolean;
  /** Dot path of a mutation payload whose `userErrors` become 400/404/409. */
  payloadPath?: string;
  /**
   * The result is a connection at this dot path: the facade follows its pages (`$first`,
   * `$after`) and answers its nodes, up to the `limit` query parameter.
   */
  pageThrough?: string;
  /**
   * How many nodes one page of `pageThrough` may hold (100, the API's page size, unless the
   * field lets the facade ask for the whole `limit` at once: the search, which is one costly
   * statement whatever the page size).
   */
  pageSize?: number;
  successStatus?: 200 | 201;
  /** Error statuses this route answers beyond the usual ones, with what they mean. */
  otherErrors?: Partial<Record<'401' | '503', string>>;
}

export const listLimit = { default: 1000, maximum: 1000 } as const;

/** A numeric id in the path, as the REST API's ids are. */
export function idParam(name = 'id'): ParamSpec[] {
  return [{ name, in: 'path', type: 'integer', required: true, minimum: 1, maximum: 2147483647 }];
}
