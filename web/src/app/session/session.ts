import { useSyncExternalStore } from 'react';

/** What a sign-in gives (spec: session user {role, token, userName}). */
export interface SignedInUser {
  token: string;
  userName: string;
  role: 'SHOP_OWNER' | 'ADMIN';
}

/**
 * One session for the owner and admin areas: an admin signed in at /shopowner enters
 * /dashboard from the profile without signing in again (spec section 1).
 */
export const sessionStorageKey = 'xemay.session';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SignedInUser | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(sessionStorageKey);
  } catch {
    return null;
  }
}

function parse(raw: string | null): SignedInUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignedInUser>;
    if (
      typeof value.token === 'string' &&
      typeof value.userName === 'string' &&
      (value.role === 'SHOP_OWNER' || value.role === 'ADMIN')
    )
      return { token: value.token, userName: value.userName, role: value.role };
  } catch {
    // A damaged entry is no session.
  }
  return null;
}

/** The signed-in user on this device, or null. */
export function signedInUser(): SignedInUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function changed() {
  listeners.forEach((listener) => listener());
}

export function signIn(user: SignedInUser): void {
  try {
    window.localStorage.setItem(sessionStorageKey, JSON.stringify(user));
  } catch {
    // Private browsing may refuse storage: the session then lasts for this page only.
    cachedRaw = JSON.stringify(user);
    cachedUser = user;
  }
  changed();
}

export function signOut(): void {
  try {
    window.localStorage.removeItem(sessionStorageKey);
  } catch {
    // Nothing stored.
  }
  cachedRaw = null;
  cachedUser = null;
  changed();
}

/** Calls `listener` when the session changes, in this tab or another. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(onSessionChange, signedInUser, () => null);
}

/**
 * Where a sign-in may send its user: a path of this site only (`/shopowner/bikes?shop=1`);
 * anything else (`//evil.example`, `https://…`, `javascript:`) gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return fallback;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login page that brings its visitor back here afterwards. */
export function loginPathFor(loginPath: string, here: string): string {
  return here && here !== loginPath && !here.startsWith(`${loginPath}?`)
    ? `${loginPath}?redirectURL=${encodeURIComponent(here)}`
    : loginPath;
}
