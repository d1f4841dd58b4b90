import { conflictCodes, UserErrorCode, type UserError } from '../../graphql/user-error';

export const notFound = (field: string | null, what: string): UserError => ({
  field,
  message: `No such ${what}`,
  code: UserErrorCode.NOT_FOUND,
});

export const invalid = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.INVALID,
});

export const required = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.REQUIRED,
});

export const outOfRange = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.OUT_OF_RANGE,
});

export const invalidState = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.INVALID_STATE,
});

/**
 * The REST facade answers with the status of the first user error: a missing or foreign
 * object first (404), then bad input (400), and a conflict (409) only when nothing else is wrong.
 */
export function ranked(errors: UserError[]): UserError[] {
  const rank = (error: UserError) =>
    error.code === UserErrorCode.NOT_FOUND ? 0 : conflictCodes.has(error.code) ? 2 : 1;
  return [...errors].sort((a, b) => rank(a) - rank(b));
}
