import { CombinedGraphQLErrors } from '@apollo/client';
import type { IntlShape } from 'react-intl';

export type RangeField = 'from' | 'to';
export type RangeErrors = Partial<Record<RangeField, string>>;

/** The server's words for a field (analytics.service.ts `cashRange`), in the admin's language. */
function fieldText(intl: IntlShape, reason: string): string {
  if (/before/i.test(reason)) return intl.formatMessage({ id: 'admin.cash.toBeforeFrom' });
  if (/at most/i.test(reason)) return intl.formatMessage({ id: 'admin.cash.tooManyPeriods' });
  if (/years/i.test(reason)) return intl.formatMessage({ id: 'admin.cash.yearsOutOfRange' });
  return intl.formatMessage({ id: 'admin.cash.refused' }, { reason });
}

/**
 * The range the API refused (BAD_USER_INPUT naming `from` or `to` in `extensions.fields`), as
 * a message per field; null for any other failure (the connection: "try again").
 */
export function rangeErrorsOf(intl: IntlShape, error: unknown): RangeErrors | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found: RangeErrors = {};
  for (const problem of error.errors) {
    if (problem.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = (problem.extensions.fields ?? {}) as Record<string, unknown>;
    for (const field of ['from', 'to'] as const)
      if (typeof fields[field] === 'string') found[field] = fieldText(intl, fields[field]);
    // A refusal that names no field (an impossible date typed into the link) is the range's.
    if (!found.from && !found.to) found.from = fieldText(intl, problem.message);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The range as the admin typed it, checked before asking the API. */
export function checkRange(intl: IntlShape, from: string, to: string): RangeErrors {
  const missing = intl.formatMessage({ id: 'admin.cash.dateMissing' });
  const errors: RangeErrors = {};
  if (!from) errors.from = missing;
  if (!to) errors.to = missing;
  if (from && to && to < from) errors.to = intl.formatMessage({ id: 'admin.cash.toBeforeFrom' });
  return errors;
}
