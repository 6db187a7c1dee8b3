// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.js';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { subscriptionStatus } from '../../test-support/fixtures.js';
import BillingSuccessPage, { CONFIRM_FOR_MS } from './BillingSuccessPage.js';

const api = vi.hoisted(() => ({ user: { subscriptionStatus: vi.fn() } }));
vi.mock('../../api/client.js', () => ({ api }));

const pro = subscriptionStatus({
  tier: 'pro',
  planId: 'monthly',
  limits: { maxTeams: null, maxLeagues: null },
});

function signIn() {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ sub: 'user-1', email: 'a@b.test', name: 'Ann', roles: [] }),
  );
}

function renderSuccess(
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
  path = '/billing/success',
) {
  const router = createMemoryRouter(
    [
      { path: '/billing/success', element: <BillingSuccessPage /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/', element: <h1>Landing page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Lets answered calls reach the screen (React Query tells its observers on a 0 ms timer). */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
/** Moves the fake clock on by `ms`, letting React render what the timers did. */
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const countdown = () => document.querySelector('.billing-countdown')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  api.user.subscriptionStatus.mockResolvedValue(pro);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('/billing/success', () => {
  it('welcomes to Pro with four benefit tiles and buttons to the dashboard and billing', async () => {
    signIn();
    renderSuccess();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Pro!' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Unlimited teams',
      'Advanced analytics',
      'League import',
      'Priority support',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'View Billing' }).getAttribute('href')).toBe('/billing');
    expect(screen.getByRole('status').textContent).toBe('Pro is active on your account.');
  });

  it('counts down from 5 to 0, one a second, then goes to /dashboard', async () => {
    signIn();
    const { router } = renderSuccess();
    await settle();
    expect(countdown()).toBe('Taking you to your dashboard in 5 seconds…');
    for (const left of [4, 3, 2]) {
      await tick(1_000);
      expect(countdown()).toBe(`Taking you to your dashboard in ${left} seconds…`);
    }
    await tick(1_000);
    expect(countdown()).toBe('Taking you to your dashboard in 1 second…');
    expect(router.state.location.pathname).toBe('/billing/success');
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('Stay on this page stops the countdown', async () => {
    signIn();
    const { router } = renderSuccess();
    await settle();
    await tick(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await tick(10_000);
    expect(router.state.location.pathname).toBe('/billing/success');
    expect(countdown()).toBe('You will stay on this page.');
    expect(document.activeElement).toBe(document.querySelector('.billing-countdown'));
  });

  it('reads the status afresh, even with a copy from before the checkout in the cache', async () => {
    signIn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    queryClient.setQueryData(queryKeys.subscriptionStatus.of('user-1'), subscriptionStatus());
    renderSuccess(queryClient);
    await settle();
    expect(api.user.subscriptionStatus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Pro is active on your account.');
    expect(queryClient.getQueryData(queryKeys.subscriptionStatus.of('user-1'))).toEqual(pro);
  });

  it('back from a checkout (a session id), looks again every 1.5 s until the payment reaches the account', async () => {
    signIn();
    api.user.subscriptionStatus.mockResolvedValueOnce(subscriptionStatus());
    renderSuccess(undefined, '/billing/success?session_id=cs_test_1');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirming your payment…');
    expect(document.body.textContent).not.toContain('Your payment went through');
    await tick(1_500);
    await tick(50);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Pro!');
    expect(screen.getByRole('status').textContent).toBe('Pro is active on your account.');
    expect(api.user.subscriptionStatus).toHaveBeenCalledTimes(2);
    await tick(3_000);
    expect(api.user.subscriptionStatus).toHaveBeenCalledTimes(2);
  });

  it('says the payment is not confirmed yet when no confirmation comes within 30 s, and stops looking', async () => {
    signIn();
    api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
    renderSuccess(undefined, '/billing/success?session_id=cs_test_1');
    await settle();
    await tick(CONFIRM_FOR_MS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment not confirmed yet');
    const calls = api.user.subscriptionStatus.mock.calls.length;
    await tick(6_000);
    expect(api.user.subscriptionStatus).toHaveBeenCalledTimes(calls);
    expect(screen.getByRole('link', { name: 'Go to Billing' }).getAttribute('href')).toBe('/billing');
  });

  // Regression (issue 25 #6): a free user who never paid was thanked for a payment.
  it('tells a free user who opens it without a checkout (back button, bookmark) that no payment was found', async () => {
    signIn();
    api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
    const { router } = renderSuccess();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No payment found');
    expect(screen.getByRole('status').textContent).toBe(
      'There is no payment on your account: your plan is Free.',
    );
    expect(document.body.textContent).not.toContain('Thank you for upgrading');
    expect(document.body.textContent).not.toContain('Welcome to Pro');
    expect(screen.getByRole('link', { name: 'Go to Billing' }).getAttribute('href')).toBe('/billing');
    await tick(10_000);
    expect(router.state.location.pathname).toBe('/billing/success');
    expect(api.user.subscriptionStatus).toHaveBeenCalledTimes(1);
  });

  it('sends an unauthenticated visitor to /', async () => {
    const { router } = renderSuccess();
    await settle();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeTruthy();
    expect(api.user.subscriptionStatus).not.toHaveBeenCalled();
  });
});
