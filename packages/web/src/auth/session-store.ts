/**
 * The signed-in session, kept in localStorage as the spec says (spec §3 "Session items"): the tokens
 * under one key and the user under another. Other tabs see changes through the `storage` event.
 */

/** The tokens of a session. `refreshToken` is absent when the provider gave none. */
export interface SessionTokens {
  accessToken: string;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  /** When the access token expires, in ms since the epoch. */
  expiresAt?: number | undefined;
}

/** Who is signed in, from the identity token. */
export interface SessionUser {
  sub: string;
  email: string | null;
  /** The display name: the profile name, else the part of the email before the at sign. */
  name: string;
  /**
   * The roles claim, as the provider issued it (the auth test page shows it). Who is the administrator
   * is the server's call, not this claim's: `useIsAdmin` (use-is-admin.ts).
   */
  roles: string[];
}

export interface Session {
  tokens: SessionTokens;
  user: SessionUser;
}

export const TOKEN_KEY = 'lineup-lab.token';
export const USER_KEY = 'lineup-lab.user';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { token: string | null; user: string | null; session: Session | null } | undefined;

function parse(token: string | null, user: string | null): Session | null {
  if (!token || !user) return null;
  try {
    const tokens = JSON.parse(token) as SessionTokens;
    const who = JSON.parse(user) as SessionUser;
    if (typeof tokens.accessToken !== 'string' || typeof who.sub !== 'string') return null;
    return { tokens, user: { ...who, roles: Array.isArray(who.roles) ? who.roles : [] } };
  } catch {
    return null;
  }
}

/**
 * Whether `cached` was read from storage in the current task. Every component that shows the session
 * reads it on every render, and a page's first render reads it hundreds of times in one task: it is
 * read from storage once a task (the flag drops at the task's first microtask checkpoint) and at once
 * after our own writes, so a change made elsewhere (another tab, a test) is seen by the next task.
 */
let readThisTask = false;

/** The stored session, or `null`. Stable between changes (safe for `useSyncExternalStore`). */
export function readSession(): Session | null {
  if (readThisTask && cached) return cached.session;
  const token = localStorage.getItem(TOKEN_KEY);
  const user = localStorage.getItem(USER_KEY);
  if (!cached || cached.token !== token || cached.user !== user) {
    cached = { token, user, session: parse(token, user) };
  }
  readThisTask = true;
  queueMicrotask(() => {
    readThisTask = false;
  });
  return cached.session;
}

function notify(): void {
  readThisTask = false;
  for (const listener of listeners) listener();
}

/** Stores a session (both items) and tells the app. */
export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, JSON.stringify(session.tokens));
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  notify();
}

/** Replaces the tokens of the current session (after a refresh). */
export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(TOKEN_KEY, JSON.stringify(tokens));
  notify();
}

/** Removes the token and the user (spec §8: after a 401 or 403 that survives a refresh, and at logout). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  sessionStorage.clear();
  notify();
}

/** Calls `listener` whenever the session changes, in this tab or another. Returns the unsubscribe. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user as the app shows them, from an identity token's claims. */
export function userFromClaims(claims: Record<string, unknown>, rolesClaim: string): SessionUser {
  const email = typeof claims.email === 'string' ? claims.email : null;
  const profileName = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name : null;
  const roles = claims[rolesClaim];
  return {
    sub: String(claims.sub),
    email,
    name: profileName ?? (email ? email.split('@')[0] : null) ?? 'there',
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
  };
}
