import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../gql';

graphql(`
  fragment AdminUserError on UserError {
    field
    message
    code
  }
`);

/** A userError as the API gives it. */
export interface ApiUserError {
  field?: string | null;
  message: string;
  code: string;
}

const byCode = defineMessages({
  ALREADY_EXISTS: { id: 'admin.catalogue.error.ALREADY_EXISTS' },
  IN_USE: { id: 'admin.catalogue.error.IN_USE' },
  INVALID: { id: 'admin.catalogue.error.INVALID' },
  NOT_FOUND: { id: 'admin.catalogue.error.NOT_FOUND' },
  OUT_OF_RANGE: { id: 'admin.catalogue.error.OUT_OF_RANGE' },
  REQUIRED: { id: 'admin.catalogue.error.REQUIRED' },
  TOO_LONG: { id: 'admin.catalogue.error.TOO_LONG' },
  other: { id: 'admin.catalogue.error.other' },
});

/**
 * The words for an API userError: its English message as it is in English (it names the
 * limit), a Vietnamese text per code in Vietnamese.
 */
export function useUserErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: ApiUserError) => {
      if (intl.locale.startsWith('en')) return error.message;
      const message = byCode[error.code as keyof typeof byCode] ?? byCode.other;
      return intl.formatMessage(message);
    },
    [intl],
  );
}

/** Errors by field (the API's snake_case names), the ones without a field under `form`. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(
  userErrors: readonly ApiUserError[],
  text: (error: ApiUserError) => string,
  known: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of userErrors) {
    const field = error.field && known.includes(error.field) ? error.field : 'form';
    errors[field] = errors[field] ? `${errors[field]} ${text(error)}` : text(error);
  }
  return errors;
}
