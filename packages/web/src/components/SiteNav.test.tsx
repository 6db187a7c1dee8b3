// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignIn, startSignOut } from '../auth/actions.js';
import type { SessionUser } from '../auth/session-store.js';
import { SIGN_IN_UNAVAILABLE, SiteNav } from './SiteNav.js';

vi.mock('../auth/actions.js', () => ({
  startSignIn: vi.fn(() => Promise.resolve()),
  startSignOut: vi.fn(() => Promise.resolve()),
}));

const USER: SessionUser = { sub: 'user-1', email: 'fan@example.com', name: 'fan', roles: ['user'] };
const ADMIN: SessionUser = { sub: 'admin-1', email: 'boss@example.com', name: 'Boss', roles: [] };

function renderNav(user: SessionUser | null, returnTo?: string, isAdmin?: boolean) {
  return render(
    <MemoryRouter>
      <SiteNav user={user} {...(returnTo && { returnTo })} {...(isAdmin !== undefined && { isAdmin })} />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.mocked(startSignIn).mockClear());
afterEach(cleanup);

describe('SiteNav', () => {
  it('offers a visitor only the sign-in button, which returns to the dashboard', async () => {
    renderNav(null);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(startSignIn).toHaveBeenCalledWith('/dashboard');
  });

  it('signs in back to the page it was given', async () => {
    renderNav(null, '/auth-test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(startSignIn).toHaveBeenCalledWith('/auth-test');
  });

  it('says so when the sign-in page cannot be reached', async () => {
    vi.mocked(startSignIn).mockRejectedValueOnce(new Error('offline'));
    renderNav(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_UNAVAILABLE);
  });

  it('welcomes a user with links to the dashboard and the auth test, and logout, but no admin link', async () => {
    renderNav(USER);
    expect(screen.getByText('Welcome, fan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Auth test' }).getAttribute('href')).toBe('/auth-test');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(startSignOut).toHaveBeenCalledTimes(1);
  });

  it('leaves the admin link to the server: a roles claim of admin alone does not show it', () => {
    renderNav({ ...USER, roles: ['admin'] });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows the administrator the admin dashboard link (the server says who it is, not the roles claim)', () => {
    renderNav(ADMIN, undefined, true);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
