/**
 * Failures the application expects to raise on purpose. Everything else is a bug: it is
 * logged and reaches clients only as INTERNAL_SERVER_ERROR, with no message of its own.
 * This is the one table from error codes to HTTP statuses (used by the REST facade).
 */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  QUERY_TOO_COMPLEX: 400,
  RESPONSE_TOO_LARGE: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  BIKE_UNAVAILABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorStatus, code);
}

export function httpStatusOf(code: unknown): number {
  return isErrorCode(code) ? errorStatus[code] : 500;
}

/** Field name -> what is wrong with it. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  /** Set on RATE_LIMITED errors: becomes the Retry-After header on REST. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class BadInputError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super('BAD_USER_INPUT', message, fields);
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} was not found`);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You may not do this') {
    super('FORBIDDEN', message);
  }
}
