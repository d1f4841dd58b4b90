import { useDeferredValue, useMemo } from 'react';

interface QueryResultLike {
  data?: unknown;
  previousData?: unknown;
  loading: boolean;
  error?: unknown;
  networkStatus?: number;
}

/**
 * A query's answer, rendered in the background. Apollo hands answers to React as store
 * updates, which React renders in one uninterrupted task: a screen full of results then
 * freezes a phone for a second. Deferred, the same render is split into small slices that let
 * taps and scrolling through; until it is done, the screen shows its previous state (its
 * skeleton on a first load).
 */
export function useDeferredResult<Result extends QueryResultLike>(result: Result): Result {
  const { data, previousData, loading, error, networkStatus } = result;
  // Only what a screen renders from decides a new state; refetch and friends are stable.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => result, [data, previousData, loading, error, networkStatus]);
  return useDeferredValue(state);
}
