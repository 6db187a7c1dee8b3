import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.js';
import {
  type Account,
  expect,
  expectAccessible,
  newAccount,
  openConfirmationLink,
  screenshots,
  signIn,
  submitSignUp,
  test,
} from './support/fixtures.js';
import { expectSignedInNav, expectVisitorNav } from './support/site-nav.js';

/**
 * Signs up a fresh user from the auth-test page's own sign-in button; the link mailed to them,
 * opened in the same page, sends them back.
 */
async function signUpFromAuthTest(page: Page, account: Account) {
  await page.goto('/auth-test');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await submitSignUp(page, account);
  await openConfirmationLink(page, account.email);
  await page.waitForURL((url) => url.pathname === '/auth-test');
}

test.describe('auth test page', () => {
  test('signed out: says so and offers sign-in', async ({ page }) => {
    await page.goto('/auth-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Auth test' })).toBeVisible();
    await expect(page.getByText('Not signed in')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectVisitorNav(page);
    await expect(page.getByRole('button', { name: 'Make admin test call' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'auth-test-signed-out');
  });

  test('a user sees their identity and roles, prints the token, and the admin call answers 403', async ({
    page,
  }) => {
    const account = newAccount();
    await signUpFromAuthTest(page, account);
    await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
    const identity = page.locator('.identity');
    await expect(identity.getByText(account.email)).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('lineup-lab.user') ?? '{}'));
    await expect(identity.getByText(user.sub, { exact: true })).toBeVisible();
    await expect(identity.locator('div').filter({ hasText: 'Roles' }).locator('dd')).toHaveText('user');
    await expectSignedInNav(page);

    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}').accessToken,
    );
    const printed = page.waitForEvent('console', (message) => message.text().includes(token));
    await page.getByRole('button', { name: 'Print token to console' }).click();
    await printed;
    await expect(page.getByText('The access token was printed to the browser console.')).toBeVisible();

    await page.getByRole('button', { name: 'Make admin test call' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('HTTP 403');
    await expect(refusal).toContainText('Admin access is restricted to authorized personnel only.');
    await expect(page).toHaveURL((url) => url.pathname === '/auth-test');
    expect(await page.evaluate(() => localStorage.getItem('lineup-lab.token'))).not.toBeNull();
    await expectAccessible(page);
    await screenshots(page, 'auth-test');
  });

  test('the administrator sees the admin role and link, and the admin call answers 200', async ({ page }) => {
    await signIn(page, E2E_ADMIN);
    await page.goto('/auth-test');
    await expect(page.locator('.identity').getByText(E2E_ADMIN.email)).toBeVisible();
    await expect(page.locator('.identity div').filter({ hasText: 'Roles' }).locator('dd')).toHaveText(
      /\badmin\b/,
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await page.getByRole('button', { name: 'Make admin test call' }).click();
    await expect(page.getByRole('heading', { name: 'Admin test answered: HTTP 200' })).toBeVisible();
    await expect(page.locator('.call-answer')).toContainText('"ok": true');
    await expectAccessible(page);
    await screenshots(page, 'auth-test-admin');
  });
});
