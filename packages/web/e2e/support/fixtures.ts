import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** A user of the test server, signed up through the real sign-up page. */
export interface Account {
  email: string;
  password: string;
}

let counter = 0;
/** A fresh, unique account (not yet signed up). */
export function newAccount(label = 'user'): Account {
  counter += 1;
  return {
    email: `${label}-${Date.now()}-${process.pid}-${counter}@example.test`,
    password: 'correct-horse-battery',
  };
}

/**
 * Signs up through the embedded provider's real pages: visiting a login page (default /dashboard)
 * sends the browser to sign-in, from there to "Create an account", and back to the page once done.
 */
export async function signUp(page: Page, account: Account, startAt = '/dashboard'): Promise<void> {
  await page.goto(startAt);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === startAt.split('?')[0]);
}

/** Signs in an existing account through the real sign-in page. */
export async function signIn(page: Page, account: Account, startAt = '/dashboard'): Promise<void> {
  await page.goto(startAt);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === startAt.split('?')[0]);
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, severe.join('\n')).toEqual([]);
}

/** The phone and desktop sizes every screen is checked and photographed at. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Writes a full-page screenshot of the current page at both sizes into e2e-screenshots/ (git-ignored):
 * `<name>-phone.png` and `<name>-desktop.png`. Restores the desktop size afterwards.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    await page.screenshot({
      path: new URL(`../../e2e-screenshots/${name}-${size}.png`, import.meta.url).pathname,
      fullPage: true,
    });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Every test gets the server's URL as its base URL. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
});
