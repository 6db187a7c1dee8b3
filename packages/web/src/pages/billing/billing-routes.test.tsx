// @vitest-environment jsdom
import { FREE_PLAN } from '@lineup-lab/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes.js';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { subscriptionStatus } from '../../test-support/fixtures.js';

const api = vi.hoisted(() => ({
  user: { subscriptionStatus: vi.fn() },
  billing: { plans: vi.fn() },
  session: { health: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));
vi.mock('../../auth/actions.js', () => ({
  startSignOut: vi.fn(),
  startSignIn: vi.fn(() => new Promise(() => {})),
}));

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ sub: 'user-1', email: 'a@b.test', name: 'Ann', roles: [] }),
  );
  api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
  api.billing.plans.mockResolvedValue({ plans: [FREE_PLAN], checkoutAvailable: true });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

/** The app's routes at `path`; answers the router, whose state tells the URL and how it got there. */
function renderApp(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the billing routes (routes.tsx)', () => {
  it("/billing/cancel shows /billing with the 'Payment Cancelled' notice, URL replaced; Got it! closes it", async () => {
    const user = userEvent.setup();
    const router = renderApp('/billing/cancel');
    const notice = await screen.findByRole('region', { name: 'Payment Cancelled' });
    expect(notice.textContent).toContain('Payment was cancelled. Your subscription has not been changed.');
    expect(router.state.location.pathname).toBe('/billing');
    expect(router.state.historyAction).toBe('REPLACE');
    // The history entry forgets the notice, so a reload would not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole('region', { name: 'Payment Cancelled' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(screen.queryByRole('region', { name: 'Payment Cancelled' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Billing & Membership' }),
    );
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeTruthy();
  });

  it('/billing without the notice', async () => {
    renderApp('/billing');
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment Cancelled' })).toBeNull();
  });

  it('/billing asks a signed-out visitor to sign in; /billing/success sends them to /', async () => {
    localStorage.clear();
    const billing = renderApp('/billing');
    expect(await screen.findByText('Redirecting to sign-in…')).toBeTruthy();
    expect(billing.state.location.pathname).toBe('/billing');
    cleanup();
    const success = renderApp('/billing/success');
    await waitFor(() => expect(success.state.location.pathname).toBe('/'));
  });
});
