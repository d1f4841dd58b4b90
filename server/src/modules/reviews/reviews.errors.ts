import { conflictCodes, UserErrorCode, type UserError } from '../../graphql/user-error';

export const notFound = (field: string, message: string): UserError => ({
  field,
  message,
  code: UserErrorCode.NOT_FOUND,
});

export const badInput = (field: string, message: string, code: UserErrorCode): UserError => ({
  field,
  message,
  code,
});

export const keptFromBooking = (field: string, what: string): UserError => ({
  field,
  message: `This review was written by the traveller after their booking: its ${what} cannot be changed`,
  code: UserErrorCode.INVALID_STATE,
});

/** One answer for any wrong part of a review link: it gives no hint which part was wrong. */
export const noSuchReviewLink: UserError = {
  field: 'token',
  message: 'This review link is not valid',
  code: UserErrorCode.NOT_FOUND,
};

export const alreadyReviewed: UserError = {
  field: null,
  message: 'This booking has been reviewed already',
  code: UserErrorCode.ALREADY_EXISTS,
};

/** Bad input before conflicts: the REST facade answers with the first error's status. */
export function ranked(errors: UserError[]): UserError[] {
  const conflict = (error: UserError) => (conflictCodes.has(error.code) ? 1 : 0);
  return [...errors].sort((a, b) => conflict(a) - conflict(b));
}
