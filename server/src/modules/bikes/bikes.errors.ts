import { UserErrorCode, type UserError } from '../../graphql/user-error';

/** Thrown inside a transaction to roll it back and answer the user error instead. */
export class BikeConflict extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
    this.name = 'BikeConflict';
  }
}

export const notFound = (field: string, what: string): UserError => ({
  field,
  message: `No such ${what}`,
  code: UserErrorCode.NOT_FOUND,
});

export const inUse = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.IN_USE,
});

export const unavailable = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.UNAVAILABLE,
});
