import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum UserErrorCode {
  REQUIRED = 'REQUIRED',
  INVALID = 'INVALID',
  TOO_SHORT = 'TOO_SHORT',
  TOO_LONG = 'TOO_LONG',
  OUT_OF_RANGE = 'OUT_OF_RANGE',
  NOT_FOUND = 'NOT_FOUND',
  ALREADY_EXISTS = 'ALREADY_EXISTS',
  IN_USE = 'IN_USE',
  UNAVAILABLE = 'UNAVAILABLE',
  INVALID_STATE = 'INVALID_STATE',
  /** No unit of the bike is free for the dates asked. */
  BIKE_UNAVAILABLE = 'BIKE_UNAVAILABLE',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why an expected failure happened; mutations return these in `userErrors`.',
});

@ObjectType({ description: 'An expected failure the caller can fix, tied to an input field.' })
export class UserError {
  @Field(() => String, {
    nullable: true,
    description:
      'The input field at fault (snake_case path, e.g. "opening_hours.mon.0"); null for the whole input.',
  })
  field!: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => UserErrorCode)
  code!: UserErrorCode;
}

/** Codes that mean the request was well formed but clashes with the current state. */
export const conflictCodes: ReadonlySet<UserErrorCode> = new Set([
  UserErrorCode.ALREADY_EXISTS,
  UserErrorCode.IN_USE,
  UserErrorCode.UNAVAILABLE,
  UserErrorCode.INVALID_STATE,
  UserErrorCode.BIKE_UNAVAILABLE,
]);
