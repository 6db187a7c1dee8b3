import { SUCCESS_MESSAGE_MS } from '@lineup-lab/core';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.js';
import { expect, expectAccessible, newAccount, screenshots, test } from './support/fixtures.js';
import { openSignedIn, signInOverHttp, signUpOverHttp } from './support/session.js';
import { expectSignedInNav } from './support/site-nav.js';
import type { TestServer } from './support/start-server.js';
import { expectSupportCoversNothing } from './support/support-button.js';

/**
 * A new user with a team named `teamName` (signed up and the team created over HTTP: the sign-up
 * and create-team pages have journeys of their own), on their dashboard.
 */
async function openDashboardWithTeam(page: Page, server: TestServer, teamName: string): Promise<void> {
  const user = await signUpOverHttp(server, newAccount());
  await user.client.teams.create({ teamName });
  await openSignedIn(page, user);
}

/** The usage counter with the label `label` ('Teams' or 'Leagues'). */
const usage = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Free plan usage' }).locator('.usage-item').filter({ hasText: label });

test.describe('dashboard', () => {
  test('a new user sees the welcome, their free plan and the way to a first team', async ({
    page,
    server,
  }) => {
    const account = newAccount('fresh');
    await openSignedIn(page, await signUpOverHttp(server, account));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${account.email.split('@')[0]}!`,
    );
    await expect(page.getByRole('heading', { name: 'Welcome to Lineup Lab!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Team' })).toHaveAttribute(
      'href',
      '/create-team',
    );
    await expect(page.locator('.badge-free')).toHaveText('Free');
    await expect(usage(page, 'Teams')).toContainText('0 / 1');
    await expect(usage(page, 'Leagues')).toContainText('0 / 1');
    // Free users may import one league: the button is a link to /import for everyone.
    await expect(page.getByRole('link', { name: 'Import Leagues' })).toHaveAttribute('href', '/import');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Manage Membership' })).toHaveAttribute('href', '/billing');
    await expect(page.getByRole('link', { name: 'Create New Team' })).toHaveAttribute('href', '/create-team');
    await expect(
      page.getByRole('region', { name: 'Team limits' }).getByRole('link', { name: 'Upgrade to Pro' }),
    ).toHaveAttribute('href', '/billing');
    await expectSignedInNav(page);
    // Axe at 1280×800 and 390×844 with the support button's checks.
    await expectSupportCoversNothing(page);
    await screenshots(page, 'dashboard-empty');

    // The contact-support section opens the floating contact form.
    const support = page.getByRole('region', { name: 'Need help?' });
    await support.getByRole('button', { name: 'Contact Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
  });

  test('a team is deleted only after confirming, with a success message that vanishes', async ({
    page,
    server,
  }) => {
    await openDashboardWithTeam(page, server, 'Bench Mob');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bench Mob' }) });
    await expect(card).toContainText('0 / 9');
    await expect(card).toContainText('0 / 7');
    await expect(usage(page, 'Teams')).toContainText('1 / 1');
    await expectAccessible(page);
    await screenshots(page, 'dashboard-teams');

    // Cancel keeps the team.
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete team?' });
    await expect(dialog).toContainText("Delete 'Bench Mob'?");
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page);
    await screenshots(page, 'dashboard-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete Team' }).click();
    const message = page.getByText("Team 'Bench Mob' has been deleted successfully.");
    await expect(message).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your Teams' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Create Your First Team' })).toBeVisible();
    await expect(usage(page, 'Teams')).toContainText('0 / 1');
    // Its 3 s pass on the page's clock.
    await page.clock.runFor(SUCCESS_MESSAGE_MS);
    await expect(message).toBeHidden({ timeout: 5_000 });

    // The deletion is real: a reload still shows no team.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Create Your First Team' })).toBeVisible();
  });

  test('a revisit shows the cached team list at once while it is fetched again', async ({ page, server }) => {
    await openDashboardWithTeam(page, server, 'Cached Crew');
    await expect(page.getByRole('heading', { name: 'Cached Crew' })).toBeVisible();
    const cached = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('lineup-lab.teams') ?? 'null'),
    );
    expect(cached.teams.map((t: { teamName: string }) => t.teamName)).toEqual(['Cached Crew']);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/teams', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cached Crew' })).toBeVisible();
    await expect(page.getByText('Loading your dashboard…')).toHaveCount(0);
    // The list is fetched again behind the cached one.
    const refetched = page.waitForResponse((response) => response.url().endsWith('/api/user/teams'));
    release();
    expect((await refetched).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Cached Crew' })).toBeVisible();
  });

  test('load failures: the spec’s messages, Retry, and the free-plan fallback', async ({ page, server }) => {
    await openSignedIn(page, await signUpOverHttp(server, newAccount()));
    await page.evaluate(() => sessionStorage.clear());

    // The subscription status fails: the free plan with 1 team and 1 league is shown, with no error.
    await page.route('**/api/user/subscription-status', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Internal error' } }),
    );
    // The backend answers 503: "temporarily unavailable", no Retry.
    await page.route('**/api/user/teams', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Down for maintenance' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'Backend service temporarily unavailable. You can still explore the app features.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.locator('.badge-free')).toHaveText('Free');
    await expect(usage(page, 'Teams')).toContainText('0 / 1');
    await expect(usage(page, 'Leagues')).toContainText('0 / 1');

    // Any other failure: "Failed to load your teams" with Retry, which loads once the server answers.
    await page.unroute('**/api/user/teams');
    await page.route('**/api/user/teams', (route) =>
      route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load your teams. Please try again.');
    await expectAccessible(page);
    await page.unroute('**/api/user/teams');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Create Your First Team' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the administrator sees the Admin Dashboard button and the (Admin) badge', async ({
    page,
    server,
  }) => {
    await openSignedIn(page, await signInOverHttp(server, E2E_ADMIN));
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(page.locator('.badge')).toHaveText('Exempt (Admin)');
    await expect(page.getByRole('region', { name: 'Free plan usage' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Team limits' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Import Leagues' })).toHaveAttribute('href', '/import');
    await expectAccessible(page);
  });
});
