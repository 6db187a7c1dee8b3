// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  saveSession,
  saveTokens,
  subscribeSession,
  TOKEN_KEY,
  USER_KEY,
  userFromClaims,
} from './session-store.js';

const session = {
  tokens: { accessToken: 'a1', refreshToken: 'r1', idToken: 'i1', expiresAt: 1 },
  user: { sub: 'u1', email: 'sam@example.com', name: 'sam', roles: ['user'] },
};

/** Lets the current task end (its microtasks run), as between two renders or two events. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('keeps the token and the user under their own keys and reads them back', () => {
    saveSession(session);
    expect(JSON.parse(localStorage.getItem(TOKEN_KEY) ?? '')).toEqual(session.tokens);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(session.user);
    expect(readSession()).toEqual(session);
    expect(readSession()).toBe(readSession());
  });

  it('answers null for a missing, half or corrupt session', async () => {
    expect(readSession()).toBeNull();
    localStorage.setItem(TOKEN_KEY, JSON.stringify(session.tokens));
    await nextTask();
    expect(readSession()).toBeNull();
    localStorage.setItem(USER_KEY, '{not json');
    await nextTask();
    expect(readSession()).toBeNull();
  });

  it('reads storage once a task, and sees a change made elsewhere in the next one', async () => {
    saveSession(session);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    for (let render = 0; render < 100; render += 1) expect(readSession()).toEqual(session);
    expect(getItem.mock.calls.length).toBeLessThanOrEqual(2);
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'from another tab' }));
    await nextTask();
    expect(readSession()?.tokens.accessToken).toBe('from another tab');
    getItem.mockRestore();
  });

  it('replaces tokens, clears everything (and the session-storage cache) and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(session);
    saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(readSession()?.tokens.accessToken).toBe('a2');
    expect(readSession()?.user).toEqual(session.user);
    sessionStorage.setItem('lineup-lab.teams', '[]');
    clearSession();
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('lineup-lab.teams')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    saveSession(session);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('builds the user from identity-token claims, with the roles claim the server names', () => {
    expect(
      userFromClaims({ sub: 's', email: 'lee@example.com', 'https://x/roles': ['admin'] }, 'https://x/roles'),
    ).toEqual({
      sub: 's',
      email: 'lee@example.com',
      name: 'lee',
      roles: ['admin'],
    });
    expect(userFromClaims({ sub: 's', name: 'Lee Park', roles: 'admin' }, 'roles')).toMatchObject({
      email: null,
      name: 'Lee Park',
      roles: [],
    });
  });
});
