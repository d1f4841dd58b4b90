import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useEffect, useState } from 'react';

/** Why a sign-in failed, as the owner and admin logins say it. */
export type LoginProblem =
  | { kind: 'credentials' }
  | { kind: 'locked'; seconds: number }
  | { kind: 'connection' }
  | { kind: 'missing'; username: boolean; password: boolean };

/** A failed login mutation: wrong credentials, the lockout (429, with its wait) or no answer. */
export function loginProblemOf(error: unknown): LoginProblem {
  if (CombinedGraphQLErrors.is(error)) {
    const locked = error.errors.find((problem) => problem.extensions?.code === 'RATE_LIMITED');
    if (locked) {
      const seconds = Number(locked.extensions?.retryAfter);
      return { kind: 'locked', seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
    }
    if (error.errors.some((problem) => problem.extensions?.code === 'UNAUTHENTICATED'))
      return { kind: 'credentials' };
  }
  if (ServerError.is(error) && error.statusCode === 429) return { kind: 'locked', seconds: 60 };
  return { kind: 'connection' };
}

/** Counts the lockout down, so the user sees when to try again. */
export function useCountdown(seconds: number | null): number {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    if (!seconds) return undefined;
    const until = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}
