import { expect, expectAccessible, newAccount, screenshots, signUp, test } from './support/fixtures.js';

test.describe('landing page', () => {
  test('a visitor sees the sign-in button, the pricing from the server and three archetype cards of four players', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    const pricing = page.getByRole('region', { name: 'Pricing' });
    await expect(pricing.getByText('Pro plans from $5/month')).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Free' })).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Season Pass' })).toBeVisible();
    await expect(pricing.getByText('$15.00')).toBeVisible();
    await expect(pricing.getByText('Save $9, 37.5% off')).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(pricing.getByText('$6.00')).toBeVisible();

    const showcase = page.getByRole('region', { name: 'Player archetypes' });
    const cards = showcase.locator('.archetype-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Conservative',
      'Balanced',
      'Aggressive',
    ]);
    for (const card of await cards.all()) {
      await expect(card.getByText('Demo season data')).toBeVisible();
      const names = card.locator('.showcase-name strong');
      await expect(names).toHaveCount(4);
      for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
      await expect(card.locator('.showcase-reason')).toHaveCount(4);
    }

    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'landing');
  });

  test('/waitlist focuses the sign-up, which refuses a bad address and accepts a good one', async ({
    page,
  }) => {
    await page.goto('/waitlist');
    const email = page.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(page.locator('.archetype-card')).toHaveCount(3);
    await expect(email).toBeInViewport();
    const join = page.getByRole('button', { name: 'Join the waitlist' });

    await email.fill('not-an-email');
    await join.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(newAccount('waitlist').email);
    await join.click();
    await expect(page.getByRole('status').filter({ hasText: "You're on the list!" })).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'landing-waitlist');
  });

  test('a signed-in visitor to / or /waitlist lands on /dashboard', async ({ page }) => {
    await signUp(page, newAccount());
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await page.goto('/waitlist');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});
