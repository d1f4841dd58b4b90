import { CombinedGraphQLErrors } from '@apollo/client';
import type { IntlShape } from 'react-intl';

export type RangeField = 'from' | 'to';
/** A message per field of the range form. */
export type RangeErrors = Partial<Record<RangeField, string>>;

/** The API's words for a field (English, analytics.service.ts), in the admin's language. */
function fieldText(intl: IntlShape, reason: string): string {
  if (/before/i.test(reason)) return intl.formatMessage({ id: 'admin.range.order' });
  if (/at most/i.test(reason)) return intl.formatMessage({ id: 'admin.range.tooLong' });
  if (/years/i.test(reason)) return intl.formatMessage({ id: 'admin.range.years' });
  return intl.formatMessage({ id: 'admin.range.refused' });
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
