import { expect, expectAccessible, newAccount, screenshots, signUp, test } from './support/fixtures.js';

test.describe('league import page', () => {
  test('a free user sees the badge, usage, the providers, Contact Us and the upgrade box', async ({
    page,
  }) => {
    await signUp(page, newAccount(), '/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import Leagues' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('.badge-free')).toHaveText('Free');

    const usage = main.locator('.import-usage');
    await expect(usage.locator('div').filter({ hasText: 'Teams used' }).locator('dd')).toHaveText('0 of 1');
    await expect(usage.locator('div').filter({ hasText: 'Leagues imported' }).locator('dd')).toHaveText(
      '0 of 1',
    );

    await expect(main.getByRole('heading', { name: 'League import is coming soon' })).toBeVisible();
    const providers = main.locator('.provider-list li');
    await expect(providers).toHaveText(['Sleeper: In development', 'Yahoo: Coming soon', 'ESPN: Planned']);
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      /^mailto:support@lineup-lab\.app/,
    );
    await expect(main.getByRole('heading', { name: 'What works now' })).toBeVisible();

    const upgrade = main.getByRole('region', { name: 'Upgrade to Pro' });
    await expect(upgrade.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    await expectAccessible(page);
    await screenshots(page, 'import');
  });
});
