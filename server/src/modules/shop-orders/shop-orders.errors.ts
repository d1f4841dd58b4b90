import { UserErrorCode, type UserError } from '../../graphql/user-error';

export const noSuchOrder: UserError = {
  field: 'id',
  message: 'No such booking',
  code: UserErrorCode.NOT_FOUND,
};

export const invalidState = (message: string): UserError => ({
  field: 'status',
  message,
  code: UserErrorCode.INVALID_STATE,
});

export const nothingToChange: UserError = {
  field: null,
  message: 'Nothing to change',
  code: UserErrorCode.INVALID,
};
