import { defineMessages, type IntlShape } from 'react-intl';

/** A `userErrors` entry of the API: its `message` is English and specific. */
export interface ApiUserError {
  code?: string | null;
  field?: string | null;
  message: string;
}

const byCode = defineMessages({
  REQUIRED: { id: 'admin.partners.error.REQUIRED' },
  INVALID: { id: 'admin.partners.error.INVALID' },
  TOO_SHORT: { id: 'admin.partners.error.TOO_SHORT' },
  TOO_LONG: { id: 'admin.partners.error.TOO_LONG' },
  ALREADY_EXISTS: { id: 'admin.partners.error.ALREADY_EXISTS' },
  NOT_FOUND: { id: 'admin.partners.error.NOT_FOUND' },
  OUT_OF_RANGE: { id: 'admin.partners.error.OUT_OF_RANGE' },
  INVALID_STATE: { id: 'admin.partners.error.INVALID_STATE' },
  other: { id: 'admin.partners.error.other' },
});

/** The API's user error in the admin's language: its own English message, or a text per code. */
export function userErrorText(intl: IntlShape, error: ApiUserError): string {
  if (intl.locale.startsWith('en')) return error.message;
  const code = (error.code ?? 'other') as keyof typeof byCode;
  return intl.formatMessage(byCode[code] ?? byCode.other);
}

/**
 * The errors at their fields (the API's snake_case names mapped by `fieldOf`), and those of
 * no known field for the form's alert.
 */
export function errorsByField(
  intl: IntlShape,
  errors: readonly ApiUserError[],
  fieldOf: (apiField: string) => string | undefined,
): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = error.field ? fieldOf(error.field) : undefined;
    const text = userErrorText(intl, error);
    if (field && !fields[field]) fields[field] = text;
    else if (!field) general.push(text);
  }
  return { fields, general };
}
