// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from './session-store.js';

/** The one rule for who is the administrator in the web app: the server's profile, not the roles claim. */

const api = vi.hoisted(() => ({ user: { profile: vi.fn() } }));
vi.mock('../api/client.js', () => ({ api }));

function signIn(roles: string[] = []) {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(USER_KEY, JSON.stringify({ sub: 'sub-1', email: 'x@y.test', name: 'X', roles }));
}

/** The hook under test, imported afresh for each build flag (modules are reset between tests). */
let isAdminNow: () => boolean = () => false;
function Probe() {
  return <p>{isAdminNow() ? 'admin' : 'not admin'}</p>;
}

async function renderIsAdmin() {
  isAdminNow = (await import('./use-is-admin.js')).useIsAdmin;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.user.profile.mockResolvedValue({ id: 'u1', email: 'x@y.test', role: 'user', adminLevel: 0 });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.resetModules();
  vi.doUnmock('../app/admin-access-flag.js');
  localStorage.clear();
});

describe('useIsAdmin', () => {
  it("is true when the server's profile says admin", async () => {
    signIn();
    api.user.profile.mockResolvedValue({ id: 'a1', email: 'admin@x.test', role: 'admin', adminLevel: 1 });
    await renderIsAdmin();
    expect(await screen.findByText('admin')).toBeTruthy();
  });

  it("is false for a user, even with an 'admin' roles claim in the token", async () => {
    signIn(['admin']);
    await renderIsAdmin();
    expect(screen.getByText('not admin')).toBeTruthy();
    await vi.waitFor(() => expect(api.user.profile).toHaveBeenCalledTimes(1));
    expect(screen.getByText('not admin')).toBeTruthy();
  });

  it('asks nothing for a visitor, nor in a build without admin routes', async () => {
    await renderIsAdmin();
    expect(screen.getByText('not admin')).toBeTruthy();
    cleanup();
    vi.resetModules();
    vi.doMock('../app/admin-access-flag.js', () => ({ ADMIN_ACCESS: false }));
    signIn();
    await renderIsAdmin();
    expect(screen.getByText('not admin')).toBeTruthy();
    expect(api.user.profile).not.toHaveBeenCalled();
  });
});
