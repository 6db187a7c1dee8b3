// @vitest-environment jsdom
import type { SubscriptionStatus } from '@lineup-lab/core';
import { ConflictError, ServerError } from '@lineup-lab/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.js';
import { TOKEN_KEY, USER_KEY } from '../../auth/session-store.js';
import { PLANS, subscriptionStatus } from '../../test-support/fixtures.js';
import BillingPage from './BillingPage.js';
import { leaveFor } from './leave-site.js';

const api = vi.hoisted(() => ({
  user: { subscriptionStatus: vi.fn() },
  billing: { plans: vi.fn(), createCheckout: vi.fn(), createPortal: vi.fn(), cancel: vi.fn() },
}));
vi.mock('../../api/client.js', () => ({ api }));
vi.mock('./leave-site.js', () => ({ leaveFor: vi.fn() }));
vi.mock('../../auth/actions.js', () => ({ startSignOut: vi.fn(), startSignIn: vi.fn() }));

const proMonthly = (overrides: Partial<SubscriptionStatus> = {}) =>
  subscriptionStatus({
    tier: 'pro',
    planId: 'monthly',
    currentPeriod: { end: '2025-10-17T19:00:00.000Z' },
    limits: { maxTeams: null, maxLeagues: null },
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    ...overrides,
  });

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ accessToken: 'token' }));
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ sub: 'user-1', email: 'a@b.test', name: 'Ann', roles: [] }),
  );
  api.user.subscriptionStatus.mockResolvedValue(subscriptionStatus());
  api.billing.plans.mockResolvedValue({ plans: PLANS, checkoutAvailable: true });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

/** The billing page (routes.tsx's own /billing/cancel is tested in routes.test.tsx); answers the query client. */
function renderBilling() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/billing', element: <BillingPage /> }], {
    initialEntries: ['/billing'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The card of the plan named `name`. */
const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('li') as HTMLElement;
const buttonIn = (element: HTMLElement) => within(element).getByRole<HTMLButtonElement>('button');

describe('/billing for a free user', () => {
  it('shows the tier, the Free Plan with usage, the plans with their buttons and the FAQ', async () => {
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({ usage: { teamsCreated: 1, leaguesImported: 0 } }),
    );
    renderBilling();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing & Membership' })).toBeTruthy();
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(current.textContent).toContain('Free Plan');
    expect(within(current).getByText('Teams').nextElementSibling?.textContent).toBe('1 / 1 used');
    expect(within(current).getByText('Leagues').nextElementSibling?.textContent).toBe('0 / 1 used');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(document.querySelector('.badge')?.textContent).toBe('Free');
    expect(screen.getByText('Status:').parentElement?.textContent).toBe('Status: Active');

    const free = await card('Free');
    expect(buttonIn(free).textContent).toBe('Current Plan');
    expect(buttonIn(free).disabled).toBe(true);
    const season = await card('Season Pass');
    expect(season.textContent).toContain('$15.00');
    expect(season.textContent).toContain('full season');
    expect(season.textContent).toContain('Save $9, 37.5% off');
    expect(season.textContent).toContain('Best value');
    expect(
      within(season)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited teams and imports', 'Priority support']);
    expect(buttonIn(season).textContent).toBe('Upgrade Now');
    expect(buttonIn(season).disabled).toBe(false);
    const monthly = await card('Monthly');
    expect(monthly.textContent).toContain('$6.00');
    expect(monthly.textContent).toContain('per month');
    expect(monthly.textContent).toContain('$24 for a full season');
    expect(buttonIn(monthly).textContent).toBe('Upgrade Now');
    // The button's description names its plan: "Upgrade Now" alone is ambiguous to a screen reader.
    expect(buttonIn(monthly).getAttribute('aria-describedby')).toBe(
      within(monthly).getByRole('heading').getAttribute('id'),
    );

    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.textContent).toContain('7-day money-back guarantee');
    expect(screen.queryByText('You have special access')).toBeNull();
  });

  it("Upgrade Now starts a checkout for the plan, says 'Redirecting to checkout...' and goes to its URL", async () => {
    const user = userEvent.setup();
    let answer: (value: { url: string }) => void = () => {};
    api.billing.createCheckout.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderBilling();
    await user.click(buttonIn(await card('Monthly')));
    // With the viewer's time zone, in which the test checkout states its dates (issue 25 #7).
    expect(api.billing.createCheckout).toHaveBeenCalledWith({
      planType: 'monthly',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('Redirecting to checkout...')).toBeTruthy();
    for (const name of ['Season Pass', 'Monthly']) expect(buttonIn(await card(name)).disabled).toBe(true);
    answer({ url: '/local-billing/checkout/cs_1' });
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/local-billing/checkout/cs_1'));
  });

  it("shows 'Failed to start checkout process', or the server's message, and lets the user try again", async () => {
    const user = userEvent.setup();
    api.billing.createCheckout.mockRejectedValueOnce(new Error('offline'));
    renderBilling();
    await user.click(buttonIn(await card('Season Pass')));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to start checkout process');
    expect(buttonIn(await card('Season Pass')).disabled).toBe(false);

    api.billing.createCheckout.mockRejectedValueOnce(
      new ConflictError({ message: 'You already have the Season Pass plan', code: 'CONFLICT', status: 409 }),
    );
    await user.click(buttonIn(await card('Season Pass')));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You already have the Season Pass plan'),
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('/billing for a pro user', () => {
  it('shows the Pro Plan renewing on its date, Manage Billing, Cancel Subscription and Switch Plan', async () => {
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    renderBilling();
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    await waitFor(() => expect(current.textContent).toContain('Monthly'));
    expect(current.textContent).toContain('Pro Plan');
    // "Renews on", not "Valid until … Renews automatically" (issue 25 #7).
    expect(current.textContent).not.toContain('Valid until');
    const until = within(current)
      .getByText(/Renews on/)
      .querySelector('time');
    expect(until?.getAttribute('dateTime')).toBe('2025-10-17T19:00:00.000Z');
    expect(until?.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2025-10-17T19:00:00.000Z')),
    );
    expect(within(current).getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(document.querySelector('.badge')?.textContent).toBe('Pro');

    const free = buttonIn(await card('Free'));
    expect(free.textContent).toBe('Contact Support to Downgrade');
    expect(free.disabled).toBe(true);
    expect(buttonIn(await card('Monthly')).textContent).toBe('Current Plan');
    expect(buttonIn(await card('Monthly')).disabled).toBe(true);
    expect(buttonIn(await card('Season Pass')).textContent).toBe('Switch Plan');
    expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toBeTruthy();
  });

  it('a Season Pass shows its end, no Cancel Subscription, and why Monthly cannot be chosen yet (issue 25 #4)', async () => {
    const end = '2025-10-17T19:00:00.000Z';
    api.user.subscriptionStatus.mockResolvedValue(
      proMonthly({
        planId: 'season',
        cancelAtPeriodEnd: true,
        stripeSubscriptionId: null,
        entitlements: [
          {
            id: 'pass_cs_1',
            kind: 'pass',
            planId: 'season',
            status: 'active',
            currentPeriodEnd: end,
            cancelAtPeriodEnd: true,
          },
        ],
      }),
    );
    renderBilling();
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    await waitFor(() => expect(current.textContent).toContain('Season Pass'));
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(end));
    expect(within(current).getByRole('list', { name: 'Your paid plans' }).textContent).toBe(
      `Season Pass: Pro until ${day} · Paid once for the season: it does not renew.`,
    );
    expect(within(current).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(within(current).getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
    expect(screen.getByText('Status:').parentElement?.textContent).toMatch(
      /^Status: Season Pass — Pro until /,
    );
    const monthly = await card('Monthly');
    expect(within(monthly).queryByRole('button')).toBeNull();
    expect(monthly.textContent).toContain(
      `Your Season Pass keeps Pro until ${day}; you can choose Monthly after it ends.`,
    );
  });

  it("Manage Billing says 'Opening billing portal...' and goes to the portal", async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    api.billing.createPortal.mockResolvedValue({ url: '/local-billing/portal/bps_1' });
    renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/local-billing/portal/bps_1'));
    expect(screen.getByText('Opening billing portal...')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Manage Billing' }).disabled).toBe(true);
  });

  it("a failed portal says 'Failed to open billing portal'", async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    api.billing.createPortal.mockRejectedValue(new TypeError('fetch failed'));
    renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to open billing portal');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('the cancel-subscription modal', () => {
  it('lists the consequences; Keep Subscription closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    renderBilling();
    const open = await screen.findByRole('button', { name: 'Cancel Subscription' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('it will not renew');
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date('2025-10-17T19:00:00.000Z'),
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `You keep Pro until ${date}.`,
      'Then your account moves to the free plan: 1 team and 1 league.',
      'Saved what-if scenarios and the AI lineup advisor stop when Pro ends.',
      'Your teams and imported leagues stay in your account.',
    ]);
    const keep = within(dialog).getByRole('button', { name: 'Keep Subscription' });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(api.billing.cancel).not.toHaveBeenCalled();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("cancels: 'Canceling subscription...', the success message, billing data reloaded", async () => {
    const user = userEvent.setup();
    const cancelled = proMonthly({ cancelAtPeriodEnd: true });
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    let answer: (value: SubscriptionStatus) => void = () => {};
    api.billing.cancel.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderBilling();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect(within(dialog).getByText('Canceling subscription...')).toBeTruthy();
    const yes = within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' });
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(yes);
    // A second click sends nothing more, and Keep Subscription waits too.
    await user.click(yes);
    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(api.billing.cancel).toHaveBeenCalledTimes(1);
    // Escape does not close it while the call is on its way.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();

    api.user.subscriptionStatus.mockResolvedValue(cancelled);
    answer(cancelled);
    expect(
      await screen.findByText(
        "Subscription canceled successfully! You'll retain access until your current period ends.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByText('Status:').parentElement?.textContent).toMatch(/^Status: Cancelled — Pro until /);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.subscriptionStatus.all });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Current Plan' })),
    );
  });

  it("a failed cancel says 'Failed to cancel subscription' (or the server's message) in the modal", async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    api.billing.cancel.mockRejectedValueOnce(new Error('boom'));
    renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to cancel subscription');

    api.billing.cancel.mockRejectedValueOnce(
      new ConflictError({ message: 'Your subscription is already cancelled', code: 'CONFLICT', status: 409 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Your subscription is already cancelled'),
    );
  });
});

describe('exempt users and failures', () => {
  it("an exempt user sees 'Admin Access', the special-access notice and no plans", async () => {
    api.user.subscriptionStatus.mockResolvedValue(
      subscriptionStatus({
        tier: 'exempt',
        exemptReason: 'admin',
        limits: { maxTeams: null, maxLeagues: null },
      }),
    );
    renderBilling();
    expect(await screen.findByRole('region', { name: 'You have special access' })).toBeTruthy();
    expect(document.querySelector('.badge')?.textContent).toBe('Admin Access');
    expect(screen.queryByRole('region', { name: 'Current Plan' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade|Switch|Manage|Cancel/ })).toBeNull();
    // The plans were asked beside the tier, before it was known, and are not shown.
    expect(api.billing.plans).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to load billing information' and loads on Retry", async () => {
    const user = userEvent.setup();
    api.user.subscriptionStatus.mockRejectedValueOnce(
      new ServerError({ message: 'Internal error', code: 'INTERNAL', status: 500 }),
    );
    renderBilling();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load billing information');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says payments are not set up, with no plan or billing buttons, where the server sells nothing', async () => {
    api.billing.plans.mockResolvedValue({ plans: PLANS, checkoutAvailable: false });
    api.user.subscriptionStatus.mockResolvedValue(proMonthly());
    renderBilling();
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(plans.textContent).toBe(
      'PlansPayments are not set up on this server: plans cannot be bought or changed here until its operator sets payments up.',
    );
    expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade|Switch|Manage|Cancel|Choose/ })).toBeNull();
  });

  it('a failed plans call is a load failure too', async () => {
    api.billing.plans.mockRejectedValue(new ServerError({ message: 'x', code: 'INTERNAL', status: 500 }));
    renderBilling();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load billing information');
  });
});
