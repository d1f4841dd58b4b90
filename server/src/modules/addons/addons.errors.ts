import { UserErrorCode, type UserError } from '../../graphql/user-error';

export const addonLimits = {
  name: 100,
  icon: 50,
  explanation: 2000,
  maxQuantity: 99,
  /** VND, for the catalogue's suggested prices. */
  price: 100_000_000,
} as const;

const error =
  (code: UserErrorCode) =>
  (field: string | null, message: string): UserError => ({ field, message, code });

export const required = error(UserErrorCode.REQUIRED);
export const invalid = error(UserErrorCode.INVALID);
export const tooLong = (field: string, limit: number) =>
  error(UserErrorCode.TOO_LONG)(field, `Use at most ${limit} characters`);
export const outOfRange = error(UserErrorCode.OUT_OF_RANGE);
export const alreadyExists = error(UserErrorCode.ALREADY_EXISTS);
export const inUse = error(UserErrorCode.IN_USE);
export const notFound: UserError = {
  field: 'id',
  message: 'No such add-on',
  code: UserErrorCode.NOT_FOUND,
};
