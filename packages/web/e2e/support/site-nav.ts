import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The one site navigation every page shows (SiteNav). */
export function siteNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Site' });
}

/** Logs out through the navigation's Account menu. */
export async function logOut(page: Page): Promise<void> {
  await siteNav(page).getByRole('button', { name: 'Account', exact: true }).click();
  await siteNav(page).getByRole('button', { name: 'Log out', exact: true }).click();
}

/**
 * Checks the signed-in navigation: Dashboard, Import, Billing, then Admin only for the administrator,
 * and the Account menu holding Log out (opened and closed again).
 */
export async function expectSignedInNav(page: Page, { admin = false }: { admin?: boolean } = {}) {
  const nav = siteNav(page);
  const links = [
    ['Dashboard', '/dashboard'],
    ['Import', '/import'],
    ['Billing', '/billing'],
    ...(admin ? [['Admin', '/admin/dashboard']] : []),
  ];
  await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name as string));
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
  }
  const account = nav.getByRole('button', { name: 'Account', exact: true });
  await account.click();
  await expect(nav.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  await account.click();
  await expect(nav.getByRole('button', { name: 'Log out', exact: true })).toBeHidden();
}

/** Checks a visitor's navigation: Sign in and Create account, no links into the app. */
export async function expectVisitorNav(page: Page) {
  const nav = siteNav(page);
  await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Create account', exact: true })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(0);
}
