import { UserErrorCode, type UserError } from '../../graphql/user-error';

/** Thrown inside a transaction to roll it back and answer the user error instead. */
export class StoreConflict extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
    this.name = 'StoreConflict';
  }
}

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

export const required = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.REQUIRED,
});

export const tooLong = (field: string, limit: number): UserError => ({
  field,
  message: `Use at most ${limit} characters`,
  code: UserErrorCode.TOO_LONG,
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

export const inUse = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.IN_USE,
});

export const alreadyExists = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.ALREADY_EXISTS,
});

export const unavailable = (field: string | null, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.UNAVAILABLE,
});

/** Money in VND: an integer from 0 to a billion. */
export const maxPrice = 1_000_000_000;

export function priceErrors(field: string, value: number | null | undefined): UserError[] {
  if (value === null || value === undefined) return [];
  if (!Number.isInteger(value)) return [invalid(field, 'Give a whole number of VND')];
  if (value < 0 || value > maxPrice)
    return [outOfRange(field, `Give an amount from 0 to ${maxPrice.toLocaleString('en')} VND`)];
  return [];
}
