import type { Page } from '@playwright/test';
import { expect, expectAccessible, newAccount, screenshots, signUp, test } from './support/fixtures.js';
import { expectSignedInNav } from './support/site-nav.js';
import { expectSupportCoversNothing } from './support/support-button.js';

/** Creates a team through the form on /create-team (which must be open) and waits for the editor. */
async function createThroughForm(page: Page, teamName: string): Promise<void> {
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/edit-team/${encodeURIComponent(teamName)}`);
}

test.describe('create team', () => {
  // The browser journey of `npm run smoke` (sign-up through the mail, a team created and listed).
  test('a blank name is refused beside the field; a named team opens in the editor and shows on the dashboard', {
    tag: '@smoke',
  }, async ({ page }) => {
    await signUp(page, newAccount(), '/create-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a New Team' })).toBeVisible();
    await expectSignedInNav(page);
    const name = page.getByLabel('Team name');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/create-team$/);
    await expectAccessible(page);
    await expectSupportCoversNothing(page);
    await screenshots(page, 'create-team');

    await name.fill('  Gridiron Gang ');
    await expect(page.getByText('Team name is required')).toBeHidden();
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/edit-team/Gridiron%20Gang');

    await page.goto('/dashboard');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Gridiron Gang' }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('0 / 9');
    await expect(card.getByRole('link', { name: 'Manage Team' })).toHaveAttribute(
      'href',
      '/edit-team/Gridiron%20Gang',
    );
    await expect(
      page
        .getByRole('region', { name: 'Free plan usage' })
        .locator('.usage-item')
        .filter({ hasText: 'Teams' }),
    ).toContainText('1 / 1');
  });

  test('Cancel goes back to the dashboard', async ({ page }) => {
    await signUp(page, newAccount(), '/create-team');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a free user gets one team: the screen says so, and the server refuses a second one too', async ({
    page,
    context,
  }) => {
    await signUp(page, newAccount(), '/create-team');
    // A second tab opens the form while the user has no team yet, so its own check lets the form through…
    const second = await context.newPage();
    await second.goto('/create-team');
    await expect(second.getByLabel('Team name')).toBeVisible();

    // …then the first tab creates the one team the free plan allows.
    await createThroughForm(page, 'First Team');

    // The second tab submits: the server refuses, and the form shows its message in an upgrade panel.
    await second.getByLabel('Team name').fill('Second Team');
    await second.getByRole('button', { name: 'Create Team' }).click();
    const panel = second.getByRole('region', { name: 'Team limit reached' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('You have reached the limit for teams on the free plan');
    await expect(panel.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    await expect(second).toHaveURL(/\/create-team$/);
    // An upgrade refusal never ends the session.
    expect(await second.evaluate(() => localStorage.getItem('lineup-lab.token'))).not.toBeNull();
    await expectAccessible(second);
    await screenshots(second, 'create-team-refused');
    await second.close();

    // Visiting /create-team again: 'Team Already Created' instead of the form.
    await page.goto('/create-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Already Created' })).toBeVisible();
    await expect(page.getByLabel('Team name')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    await expectAccessible(page);
    await screenshots(page, 'create-team-limit');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'First Team' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Second Team' })).toHaveCount(0);
  });
});
