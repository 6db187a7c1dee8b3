import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.js';
import { expect, expectAccessible, newAccount, screenshots, test } from './support/fixtures.js';
import { openSignedIn, signInOverHttp, signUpOverHttp } from './support/session.js';
import { expectSignedInNav } from './support/site-nav.js';
import { VIEWER } from './support/suite-dates.js';
import { expectSupportCoversNothing } from './support/support-button.js';

/** Stripe's test cards, as the local test checkout knows them. */
const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** The plan card whose name is `name`. */
const planCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /Choose Your Plan|Plans/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const planButton = (page: Page, name: string) => planCard(page, name).getByRole('button');
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Current Plan' });
const status = (page: Page) => page.locator('.billing-status');
/** The entitlements the current plan lists, one line each. */
const paidPlans = (page: Page) =>
  currentPlan(page).getByRole('list', { name: 'Your paid plans' }).getByRole('listitem');

/** A day as the app shows it to the suite's viewer (California, US English): 'October 17, 2025'. */
const viewerDay = (date: Date) =>
  new Intl.DateTimeFormat(VIEWER.locale, { dateStyle: 'long', timeZone: VIEWER.timezoneId }).format(date);

/** One month after `from`, as a monthly subscription's period runs (the month's last day at most). */
function monthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

/**
 * Passes the welcome page's countdown (5 s, a second at a time) on the page's clock, until it has
 * gone to the dashboard. A tick the page had not set yet when the clock moved on runs in real time.
 */
async function runCountdown(page: Page): Promise<void> {
  for (let second = 0; second < 5 && new URL(page.url()).pathname !== '/dashboard'; second += 1) {
    await page.clock.runFor(1_000);
  }
}

/** Chooses `plan` on /billing and lands on the local test checkout. */
async function startCheckout(page: Page, plan: string, label = 'Upgrade Now'): Promise<void> {
  await expect(planButton(page, plan)).toHaveText(label);
  await planButton(page, plan).click();
  await page.waitForURL((url) => url.pathname.startsWith('/local-billing/checkout/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
}

/** Fills in the test checkout's card form with `cardNumber` and pays `price`. */
async function pay(page: Page, cardNumber: string, price: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Pat Tester');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
}

test.describe('billing', () => {
  test('a free user upgrades to Monthly through the test checkout, manages billing and cancels', async ({
    page,
    server,
    serverNow,
  }) => {
    test.setTimeout(150_000);
    await openSignedIn(page, await signUpOverHttp(server, newAccount('billing')), '/billing');

    // The free user's billing page: the plan, usage, the plans and their buttons, the FAQ.
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Membership' })).toBeVisible();
    await expectSignedInNav(page);
    await expect(page.locator('.billing-standing .badge')).toHaveText('Free');
    await expect(status(page)).toHaveText('Status: Active');
    await expect(currentPlan(page)).toContainText('Free Plan');
    await expect(currentPlan(page).locator('.billing-usage-item')).toHaveText([
      'Teams0 / 1 used',
      'Leagues0 / 1 used',
    ]);
    await expect(currentPlan(page).getByRole('button')).toHaveCount(0);
    await expect(planButton(page, 'Free')).toHaveText('Current Plan');
    await expect(planButton(page, 'Free')).toBeDisabled();
    await expect(planCard(page, 'Season Pass')).toContainText('$15.00');
    await expect(planCard(page, 'Season Pass')).toContainText('Save $9, 37.5% off');
    await expect(planButton(page, 'Season Pass')).toHaveText('Upgrade Now');
    await expect(planCard(page, 'Monthly')).toContainText('$6.00');
    await expect(planCard(page, 'Monthly')).toContainText('$24 for a full season');
    await expect(planButton(page, 'Monthly')).toBeEnabled();
    // Axe at 1280×800 and 390×844 too (the page's one scan of this state).
    await expectSupportCoversNothing(page);
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' })).toContainText(
      '7-day money-back guarantee',
    );
    await screenshots(page, 'billing-free');

    // The checkout, abandoned: back on /billing with the 'Payment Cancelled' notice.
    await startCheckout(page, 'Monthly');
    await expect(page.getByRole('note')).toContainText('Test mode.');
    await expect(page.getByRole('button', { name: 'Pay $6.00' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'billing-checkout');
    await page.getByRole('button', { name: 'Cancel and return to Lineup Lab' }).click();
    const notice = page.getByRole('region', { name: 'Payment Cancelled' });
    await expect(notice).toContainText('Payment was cancelled. Your subscription has not been changed.');
    await expect(page).toHaveURL((url) => url.pathname === '/billing');
    await expect(currentPlan(page)).toContainText('Free Plan');
    await expectAccessible(page);
    await screenshots(page, 'billing-cancelled');
    await notice.getByRole('button', { name: 'Got it!' }).click();
    await expect(notice).toHaveCount(0);

    // Paying: the welcome page counts down and goes to the dashboard, which shows Pro.
    await startCheckout(page, 'Monthly');
    const paidAt = await serverNow();
    await pay(page, CARDS.pays, '$6.00');
    await page.waitForURL((url) => url.pathname === '/billing/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pro!' })).toBeVisible();
    await expect(page.locator('.billing-benefit h3')).toHaveText([
      'Unlimited teams',
      'Advanced analytics',
      'League import',
      'Priority support',
    ]);
    await expect(page.getByText('Pro is active on your account.')).toBeVisible();
    await expect(page.locator('.billing-countdown')).toHaveText(
      /^Taking you to your dashboard in [1-5] seconds?…$/,
    );
    // Its seconds pass on the page's clock at once (each tick sets the next one).
    await runCountdown(page);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 });
    await expect(page.locator('.dashboard-plan .badge')).toHaveText('Pro');

    // The welcome page again, its countdown stopped, for a look.
    await page.goto('/billing/success');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.locator('.billing-countdown')).toHaveText('You will stay on this page.');
    await expect(page.locator('.billing-countdown')).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, 'billing-success');
    await page.getByRole('link', { name: 'View Billing' }).click();

    // The pro user's billing page: Monthly, renewing in a month, Manage Billing and Cancel Subscription.
    const validUntil = viewerDay(monthAfter(paidAt));
    await expect(currentPlan(page)).toContainText('Pro Plan · Monthly · $6.00 per month');
    await expect(paidPlans(page)).toHaveText([`Monthly: Renews on ${validUntil}`]);
    await expect(currentPlan(page)).not.toContainText('Valid until');
    await expect(page.locator('.billing-standing .badge')).toHaveText('Pro');
    await expect(status(page)).toHaveText('Status: Active');
    await expect(planButton(page, 'Free')).toHaveText('Contact Support to Downgrade');
    await expect(planButton(page, 'Free')).toBeDisabled();
    await expect(planButton(page, 'Monthly')).toHaveText('Current Plan');
    await expect(planButton(page, 'Monthly')).toBeDisabled();
    await expect(planButton(page, 'Season Pass')).toHaveText('Switch Plan');
    await expect(planButton(page, 'Season Pass')).toBeEnabled();
    await expectAccessible(page);
    await screenshots(page, 'billing-pro');

    // Manage Billing: the test billing portal, and back.
    await currentPlan(page).getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/local-billing/portal/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Test billing portal' })).toBeVisible();
    const portalPlan = page.getByRole('region', { name: 'Monthly' });
    await expect(portalPlan.getByRole('heading', { level: 2, name: 'Monthly' })).toBeVisible();
    await expect(portalPlan).toContainText('Renews on');
    await expect(portalPlan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'billing-portal');
    await page.getByRole('link', { name: 'Return to Lineup Lab' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await expect(currentPlan(page)).toContainText('Pro Plan');

    // Cancel Subscription: the modal; Keep Subscription first, then Yes.
    const cancelButton = currentPlan(page).getByRole('button', { name: 'Cancel Subscription' });
    await cancelButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(`You keep Pro until ${validUntil}.`);
    await expect(dialog.getByRole('button', { name: 'Keep Subscription' })).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, 'billing-cancel-modal');
    await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cancelButton).toBeFocused();

    await cancelButton.click();
    await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(
      page.getByText(
        "Subscription canceled successfully! You'll retain access until your current period ends.",
      ),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(status(page)).toHaveText(`Status: Cancelled — Pro until ${validUntil}`);
    await expect(cancelButton).toHaveCount(0);
    await expect(page.locator('.billing-standing .badge')).toHaveText('Pro');
    await expectAccessible(page);
    await screenshots(page, 'billing-pro-cancelled');

    // It holds: a reload shows the same, and the portal agrees.
    await page.reload();
    await expect(status(page)).toHaveText(`Status: Cancelled — Pro until ${validUntil}`);
    await expect(paidPlans(page)).toHaveText([
      `Monthly: Cancelled: Pro until ${validUntil} · It will not renew; then you move to the free plan.`,
    ]);
    await currentPlan(page).getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/local-billing/portal/'));
    await expect(page.getByRole('region', { name: 'Monthly' })).toContainText('Cancelled; Pro until');
  });

  test('a declined card leaves the user free; a Season Pass shows its end, and Monthly waits until it ends', async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, await signUpOverHttp(server, newAccount('season')), '/billing');

    await startCheckout(page, 'Season Pass');
    await pay(page, CARDS.declined, '$15.00');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'billing-checkout-declined');

    // The welcome page opened without a payment (the back button, a bookmark) thanks nobody (#6).
    await page.goto('/billing/success');
    await expect(page.getByRole('heading', { level: 1, name: 'No payment found' })).toBeVisible();
    await expect(page.getByText('Thank you for upgrading')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'billing-success-no-payment');
    await page.getByRole('link', { name: 'Go to Billing' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await expect(currentPlan(page)).toContainText('Free Plan');
    await expect(page.locator('.billing-standing .badge')).toHaveText('Free');
    await expect(planButton(page, 'Season Pass')).toHaveText('Upgrade Now');

    // The checkout states the pass's end in the viewer's zone: the day /billing then shows (#7).
    await startCheckout(page, 'Season Pass');
    const sold = await page.locator('.summary').textContent();
    const passEnd = /Pro until ([A-Z][a-z]+ \d{1,2}, \d{4}) at \d{1,2}:\d{2} [AP]M P[SD]T/.exec(
      sold ?? '',
    )?.[1];
    expect(passEnd, `the checkout's summary: ${sold}`).toBeTruthy();
    await pay(page, CARDS.pays, '$15.00');
    await page.waitForURL((url) => url.pathname === '/billing/success');
    await page.getByRole('link', { name: 'View Billing' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');

    await expect(currentPlan(page)).toContainText('Pro Plan · Season Pass · $15.00 full season');
    await expect(paidPlans(page)).toHaveText([
      `Season Pass: Pro until ${passEnd} · Paid once for the season: it does not renew.`,
    ]);
    await expect(status(page)).toHaveText(`Status: Season Pass — Pro until ${passEnd}`);
    await expect(currentPlan(page).getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(currentPlan(page).getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    await expect(planButton(page, 'Season Pass')).toHaveText('Current Plan');
    // No Switch Plan to Monthly beside a pass: the reason instead (#4).
    await expect(planButton(page, 'Monthly')).toHaveCount(0);
    await expect(planCard(page, 'Monthly')).toContainText(
      `Your Season Pass keeps Pro until ${passEnd}; you can choose Monthly after it ends.`,
    );
    await expectAccessible(page);
    await screenshots(page, 'billing-season-pass');

    // The portal shows the pass as paid once, with nothing to cancel.
    await currentPlan(page).getByRole('button', { name: 'Manage Billing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/local-billing/portal/'));
    const pass = page.getByRole('region', { name: 'Season Pass' });
    await expect(pass).toContainText('Paid once; Pro until');
    await expect(pass.getByRole('button')).toHaveCount(0);
    // The portal offers only what the app allows: no switch to Monthly while the pass lasts.
    await expect(page.getByRole('button', { name: /Switch to Monthly/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Switch plan' })).toContainText(
      'you can choose Monthly after it ends.',
    );
    await expectAccessible(page);
    await screenshots(page, 'billing-portal-season-pass');
  });

  test('the administrator has special access and no plans; failures and signed-out visitors', async ({
    page,
    server,
    newContext,
  }) => {
    await openSignedIn(page, await signInOverHttp(server, E2E_ADMIN), '/billing');
    await expect(page.locator('.billing-standing .badge')).toHaveText('Admin Access');
    await expect(page.getByRole('region', { name: 'You have special access' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'billing-exempt');

    // The billing information does not load: the spec's message, and Retry.
    await page.route('**/api/user/subscription-status', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal error' } }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load billing information');
    await expectAccessible(page);
    await screenshots(page, 'billing-load-error');
    await page.unroute('**/api/user/subscription-status');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'You have special access' })).toBeVisible();
    await expect(alert).toHaveCount(0);

    // A visitor who is not signed in is sent from the welcome page to /.
    const visitor = await (await newContext()).newPage();
    await visitor.goto('/billing/success');
    await visitor.waitForURL((url) => url.pathname === '/');
  });
});
