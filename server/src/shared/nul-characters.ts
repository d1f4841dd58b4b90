/** What is wrong with a text that holds the NUL character, which PostgreSQL cannot store. */
export const nulProblem = 'must not contain the NUL character (U+0000)';

/** Where in `value` a string holds the NUL character, as a dot path; null when nowhere. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}
