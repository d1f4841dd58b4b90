/** What is wrong with a text that holds the NUL character, which PostgreSQL cannot store. */
export const nulProblem = 'must not contain the NUL character (U+0000)';

/** No input of the API nests this deep; deeper input is refused before it is walked. */
export const maxInputDepth = 32;
export const tooDeepProblem = `must not nest objects or lists more than ${maxInputDepth} levels deep`;

/** A part of the input that no operation may receive: where it is and what is wrong. */
export interface InputProblem {
  path: string;
  problem: string;
}

/**
 * The first string in `value` holding the NUL character, or the first object or list nested
 * deeper than maxInputDepth (which a recursive walk, here or later, could not survive), as a
 * dot path; null when there is none.
 */
export function inputProblem(value: unknown, path: string, depth = 0): InputProblem | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? { path, problem: nulProblem } : null;
  if (!value || typeof value !== 'object') return null;
  if (depth >= maxInputDepth) return { path, problem: tooDeepProblem };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = inputProblem(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
