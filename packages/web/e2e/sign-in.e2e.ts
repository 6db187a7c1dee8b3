import type { Page } from '@playwright/test';
import { type Account, expect, newAccount, signIn, signUp, test } from './support/fixtures.js';
import { logOut } from './support/site-nav.js';

/**
 * Waits until the dashboard the sign-up ended on has had its answers: a call of that page still in
 * flight when a test changes the stored tokens would act on the change (refresh, or clear the
 * session and leave for `/`) while the test's own navigation is under way.
 */
async function dashboardSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your Teams' })).toBeVisible();
}

/** Fills in and sends the sign-in form the page is on. */
async function sendSignInForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in', () => {
  test('a visitor to a login page signs up on the real pages and comes back to the same path', async ({
    page,
  }) => {
    const account = newAccount();
    await signUp(page, account, '/import');
    await expect(page).toHaveURL(/\/import$/);
    const stored = await page.evaluate(() => ({
      token: JSON.parse(localStorage.getItem('lineup-lab.token') ?? 'null'),
      user: JSON.parse(localStorage.getItem('lineup-lab.user') ?? 'null'),
    }));
    expect(stored.user).toMatchObject({ email: account.email, roles: ['user'] });
    expect(typeof stored.token.accessToken).toBe('string');
    expect(typeof stored.token.refreshToken).toBe('string');
  });

  test('opened at localhost rather than the address the server printed, the app signs up and in there (regression)', async ({
    newContext,
    server,
  }) => {
    const atLocalhost = `http://localhost:${new URL(server.url).port}`;
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    const page = await (await newContext({ baseURL: atLocalhost })).newPage();
    const account = newAccount();
    await signUp(page, account);
    await expect(page).toHaveURL(`${atLocalhost}/dashboard`);
    await dashboardSettled(page);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signIn(page, account);
    await expect(page).toHaveURL(`${atLocalhost}/dashboard`);
  });

  test('signing in again after signing out reaches the dashboard', async ({ page }) => {
    const account = newAccount();
    await signUp(page, account);
    await dashboardSettled(page);
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Logout signs out in one click: no question from the provider, the next protected page asks for the password, and the refresh token is refused (regression)', async ({
    page,
    server,
  }) => {
    const account = newAccount();
    await signUp(page, account);
    await dashboardSettled(page);
    const { refreshToken } = await page.evaluate(
      () => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}') as { refreshToken: string },
    );
    // Through the provider's end of session, which asks nothing and sends the browser back by itself.
    const ended = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/oidc/session/end/confirm',
    );
    await logOut(page);
    expect((await ended).headers().location).toBe(`${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('lineup-lab.token'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();

    const answer = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'lineup-web',
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });

    await sendSignInForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('an expired session that cannot be refreshed is cleared and the user is sent to /', async ({
    page,
  }) => {
    await signUp(page, newAccount());
    await dashboardSettled(page);
    await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}');
      localStorage.setItem(
        'lineup-lab.token',
        JSON.stringify({ ...token, accessToken: 'expired', refreshToken: 'revoked' }),
      );
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('lineup-lab.token'))).toBeNull();
  });

  test('an expired access token is refreshed silently and the call succeeds', async ({ page }) => {
    await signUp(page, newAccount());
    await dashboardSettled(page);
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}'));
    await page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}');
      localStorage.setItem('lineup-lab.token', JSON.stringify({ ...token, accessToken: 'expired' }));
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}').accessToken),
      )
      .not.toBe('expired');
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}'));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
