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
  /** A limit per visitor is reached (offers held at once, mails to one address). */
  LIMIT_REACHED = 'LIMIT_REACHED',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why an expected failure happened; mutations return these in `userErrors`.',
  valuesConfig: {
    REQUIRED: { description: 'A value is missing.' },
    INVALID: { description: 'A value is malformed (an e-mail, a phone number, a time, an ID).' },
    TOO_SHORT: { description: 'A text or list is shorter than allowed.' },
    TOO_LONG: { description: 'A text or list is longer than allowed.' },
    OUT_OF_RANGE: { description: 'A number or date is outside its allowed range.' },
    NOT_FOUND: { description: "A referenced object does not exist or is not the caller's." },
    ALREADY_EXISTS: {
      description: 'Another object already has this unique value (a name, username, e-mail).',
    },
    IN_USE: { description: 'The object cannot be deleted or changed while others still use it.' },
    UNAVAILABLE: {
      description:
        'The thing asked for cannot be had now (an offer taken or expired, a closed shop).',
    },
    INVALID_STATE: {
      description: "The object's state does not allow this (e.g. starting a cancelled booking).",
    },
    BIKE_UNAVAILABLE: { description: 'No unit of the bike is free for the dates asked.' },
    LIMIT_REACHED: {
      description:
        'A limit per visitor is reached (special offers held at once, e-mails to one address); the message says what frees it.',
    },
  },
});

@ObjectType({ description: 'An expected failure the caller can fix, tied to an input field.' })
export class UserError {
  @Field(() => String, {
    nullable: true,
    description:
      'The input field at fault (snake_case path, e.g. "opening_hours.mon.0"); null for the whole input.',
  })
  field!: string | null;

  @Field(() => String, { description: 'What is wrong, in English, to show beside the field.' })
  message!: string;

  @Field(() => UserErrorCode, {
    description: 'The kind of failure, for clients that word it themselves.',
  })
  code!: UserErrorCode;
}

/** Codes that mean the request was well formed but clashes with the current state. */
export const conflictCodes: ReadonlySet<UserErrorCode> = new Set([
  UserErrorCode.ALREADY_EXISTS,
  UserErrorCode.IN_USE,
  UserErrorCode.UNAVAILABLE,
  UserErrorCode.INVALID_STATE,
  UserErrorCode.BIKE_UNAVAILABLE,
  UserErrorCode.LIMIT_REACHED,
]);
