// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The admin routes of routes.tsx, with the admin-access build flag on (the default) and off (as
 * `VITE_ADMIN_ACCESS=false` builds it: admin-access.ts answers no admin page).
 */

vi.mock('../api/client.js', () => ({ api: { user: { profile: vi.fn() } } }));
vi.mock('../pages/admin/AdminPage.js', () => ({
  default: () => createElement('h1', null, 'Admin Dashboard (stub)'),
}));

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('./admin-access.js');
});

/** Where the router is now. */
const seen = { pathname: '' };
function Where() {
  seen.pathname = useLocation().pathname;
  return null;
}

async function renderAt(path: string) {
  const { AppRoutes } = await import('./routes.js');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
  return () => seen.pathname;
}

describe('admin routes', () => {
  it('sends /admin to /admin/dashboard', async () => {
    const where = await renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard (stub)' })).toBeTruthy();
    expect(where()).toBe('/admin/dashboard');
  });

  it('without the admin-access flag, /admin/dashboard and /admin are the 404 page', async () => {
    vi.doMock('./admin-access.js', () => ({ AdminPage: null }));
    await renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    const where = await renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(where()).toBe('/admin');
  });
});
