/**
 * Each history entry the app shows gets an id of its own in `history.state`, kept beside what
 * the router, the sheets and the reservation's leave guard store there. Sheets and the guard
 * copy the state into the entries they add: those entries share the page's id, and its position.
 */
const idField = 'pageTop';

type EntryState = Record<string, unknown> | null;

/** The shown entry's id, or null when the entry is new (the router's states carry none). */
export function entryId(): string | null {
  const state = window.history.state as EntryState;
  const id = state?.[idField];
  return typeof id === 'string' ? id : null;
}

let counter = 0;

/** Gives the shown entry an id, keeping the rest of its state; returns the id. */
export function markEntry(): string {
  counter += 1;
  const id = `${Date.now().toString(36)}-${counter}`;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  window.history.replaceState({ ...state, [idField]: id }, '');
  return id;
}
