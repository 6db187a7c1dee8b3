// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
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
    <MemoryRouter initialEntries={['/billing']}>
      <SiteNav user={user} {...(returnTo && { returnTo })} {...(isAdmin !== undefined && { isAdmin })} />
    </MemoryRouter>,
  );
}

const site = () => screen.getByRole('navigation', { name: 'Site' });

beforeEach(() => {
  vi.mocked(startSignIn).mockClear();
  vi.mocked(startSignOut).mockClear();
});
afterEach(cleanup);

describe('SiteNav', () => {
  it('offers a visitor Sign in and Create account, both returning to the dashboard, and no app links', async () => {
    renderNav(null);
    expect(within(site()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(site()).queryByRole('button', { name: 'Account' })).toBeNull();
    await userEvent.click(within(site()).getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenLastCalledWith('/dashboard', undefined);
    await userEvent.click(within(site()).getByRole('button', { name: 'Create account' }));
    expect(startSignIn).toHaveBeenLastCalledWith('/dashboard', { signUp: true });
  });

  it('signs in back to the page it was given', async () => {
    renderNav(null, '/auth-test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(startSignIn).toHaveBeenCalledWith('/auth-test', undefined);
  });

  it('says so when the sign-in page cannot be reached', async () => {
    vi.mocked(startSignIn).mockRejectedValueOnce(new Error('offline'));
    renderNav(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_UNAVAILABLE);
  });

  it('gives a user Dashboard, Import and Billing (the current one marked), no Admin, and the Account menu', () => {
    renderNav(USER);
    const links = within(site()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Import', '/import'],
      ['Billing', '/billing'],
    ]);
    expect(within(site()).getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    expect(within(site()).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(within(site()).getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('keeps Log out in the Account menu: shown on opening, closed by Escape with the focus back', async () => {
    renderNav(USER);
    const account = within(site()).getByRole('button', { name: 'Account' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('fan@example.com')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(document.activeElement).toBe(account);
    await userEvent.click(account);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(startSignOut).toHaveBeenCalledTimes(1);
  });

  it('closes the Account menu on a click elsewhere', async () => {
    renderNav(USER);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await userEvent.click(document.body);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
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
