import { useCallback } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/** A `userErrors` entry of the API: its `message` is English and specific. */
export interface ApiUserError {
  code?: string | null;
  field?: string | null;
  message: string;
}

const byCode = defineMessages({
  REQUIRED: { id: 'owner.errors.required' },
  INVALID: { id: 'owner.errors.invalid' },
  TOO_SHORT: { id: 'owner.errors.tooShort' },
  TOO_LONG: { id: 'owner.errors.tooLong' },
  OUT_OF_RANGE: { id: 'owner.errors.outOfRange' },
  NOT_FOUND: { id: 'owner.errors.notFound' },
  ALREADY_EXISTS: { id: 'owner.errors.alreadyExists' },
  IN_USE: { id: 'owner.errors.inUse' },
  UNAVAILABLE: { id: 'owner.errors.unavailable' },
  INVALID_STATE: { id: 'owner.errors.invalidState' },
  BIKE_UNAVAILABLE: { id: 'owner.errors.bikeUnavailable' },
  other: { id: 'owner.errors.other' },
});

/** Texts a screen can pass for what only it knows (whose bookings hold what it deletes). */
export const ownerErrorTexts = defineMessages({
  invitationLink: { id: 'owner.errors.invitation.link' },
  hoursOverlap: { id: 'owner.errors.hours.overlap' },
  hoursEnd: { id: 'owner.errors.hours.end' },
  bikeInUse: { id: 'owner.errors.inUse.bike' },
});

/** Where a screen knows better than the code alone (fields are the API's snake_case paths). */
function specificText({ code, field }: ApiUserError): MessageDescriptor | undefined {
  const name = field ?? '';
  if (name === 'token') return ownerErrorTexts.invitationLink;
  // Opening slots: `opening_hours.mon.1` overlaps another slot, `….1.end` is not after the start.
  if (code === 'INVALID' && /^(opening_hours|store_schedule)\.\w+\.\d+$/.test(name))
    return ownerErrorTexts.hoursOverlap;
  if (code === 'INVALID' && /^(opening_hours|store_schedule)\.\w+\.\d+\.end$/.test(name))
    return ownerErrorTexts.hoursEnd;
  return undefined;
}

/** A screen's own Vietnamese texts per code, e.g. `{ IN_USE: ownerErrorTexts.bikeInUse }`. */
export type ScreenErrorTexts = Partial<Record<string, MessageDescriptor>>;

/**
 * The API's user error in the owner's language: in English its own (specific) message, in
 * Vietnamese a text per code, or per code and field (or the screen's) where that says more.
 * The first number in the message (a limit, a count of bookings) is passed on as `{number}` ("none" without one).
 */
export function userErrorText(
  intl: IntlShape,
  error: ApiUserError,
  screenTexts: ScreenErrorTexts = {},
): string {
  if (intl.locale.startsWith('en')) return error.message;
  const code = error.code ?? 'other';
  const text: MessageDescriptor =
    screenTexts[code] ?? specificText(error) ?? byCode[code as keyof typeof byCode] ?? byCode.other;
  return intl.formatMessage(text, { number: /\d+/.exec(error.message)?.[0] ?? 'none' });
}

/** `userErrorText` bound to the screen's language (pass `screenTexts` as a module constant). */
export function useUserErrorText(screenTexts?: ScreenErrorTexts): (error: ApiUserError) => string {
  const intl = useIntl();
  return useCallback(
    (error: ApiUserError) => userErrorText(intl, error, screenTexts),
    [intl, screenTexts],
  );
}

/** The errors with their `message` in the owner's language, for mappers that place them. */
export function inOwnLanguage<E extends ApiUserError>(
  errors: readonly E[],
  errorText: (error: ApiUserError) => string,
): E[] {
  return errors.map((error) => ({ ...error, message: errorText(error) }));
}
