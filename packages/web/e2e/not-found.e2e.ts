import { expect, expectAccessible, screenshots, test } from './support/fixtures.js';
import { expectVisitorNav } from './support/site-nav.js';
import { expectSupportCoversNothing } from './support/support-button.js';

test.describe('404 page', () => {
  test('an unknown path says the page does not exist and links to the waitlist and the auth test', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await expectVisitorNav(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
    await expect(main.getByRole('link', { name: 'Auth test' })).toHaveAttribute('href', '/auth-test');
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
    await expectSupportCoversNothing(page);
    await screenshots(page, 'not-found');

    await main.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/waitlist');
    await expect(page.getByLabel('Email address')).toBeFocused();
  });
});
