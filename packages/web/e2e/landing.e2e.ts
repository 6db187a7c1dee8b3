import type { ShowcaseResponse } from '@lineup-lab/core';
import {
  expect,
  expectAccessible,
  newAccount,
  openConfirmationLink,
  screenshots,
  test,
} from './support/fixtures.js';
import { openSignedIn, signUpOverHttp } from './support/session.js';
import { expectVisitorNav, siteNav } from './support/site-nav.js';
import { VIEWER } from './support/suite-dates.js';
import { expectAccessibleAtBothSizes, expectSupportCoversNothing } from './support/support-button.js';

test.describe('landing page', () => {
  test('a visitor sees the sign-in button, the pricing from the server and three archetype cards of four players, each labelled with its ranking', async ({
    page,
    request,
    suiteDate,
  }) => {
    const showcase = (await (await request.get('/api/players/showcase')).json()) as ShowcaseResponse;
    const rankings = ['conservative', 'balanced', 'aggressive'].map(
      (archetype) => showcase.cards.find((card) => card.archetype === archetype)?.ranking,
    );
    if (suiteDate.known) expect(showcase.week).toBe(suiteDate.known.planningWeek);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectVisitorNav(page);

    const pricing = page.getByRole('region', { name: 'Pricing' });
    await expect(pricing.getByText('Pro plans from $5/month')).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Free' })).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Season Pass' })).toBeVisible();
    await expect(pricing.getByText('$15.00')).toBeVisible();
    await expect(pricing.getByText('Save $9, 37.5% off')).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Monthly' })).toBeVisible();
    await expect(pricing.getByText('$6.00')).toBeVisible();

    const archetypes = page.getByRole('region', { name: 'Player archetypes' });
    await expect(
      archetypes.getByText(`week ${showcase.week} of the ${showcase.season} season`),
    ).toBeVisible();
    const cards = archetypes.locator('.archetype-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Conservative',
      'Balanced',
      'Aggressive',
    ]);
    // Each card is labelled with how the server chose its players.
    for (const ranking of rankings) expect(ranking?.trim()).toBeTruthy();
    await expect(cards.locator('.archetype-ranking')).toHaveText(rankings as string[]);
    for (const card of await cards.all()) {
      await expect(card.getByText('Demo season data')).toBeVisible();
      const names = card.locator('.showcase-name strong');
      await expect(names).toHaveCount(4);
      for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
      await expect(card.locator('.showcase-reason')).toHaveCount(4);
    }

    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Axe at 1280×800 and 390×844 with the support button's checks.
    await expectSupportCoversNothing(page);
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

  test('arrives prerendered, readable before any script runs, and hydrates without a mismatch', async ({
    newContext,
    serverNow,
  }) => {
    // No JavaScript at all: the page is already there, with its loading placeholders.
    const noScript = await newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(still.getByRole('heading', { level: 1 })).toHaveText('Win your week with smarter lineups');
    await expect(still.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(still.getByRole('region', { name: 'Pricing' })).toBeVisible();
    await expect(still.getByRole('contentinfo')).toContainText('© Lineup Lab');

    // With JavaScript: React takes the page over without complaint, and it works.
    const page = await (await newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await expect(
      page.getByRole('region', { name: 'Pricing' }).getByText('Pro plans from $5/month'),
    ).toBeVisible();
    // The footer's year is the viewer's, on the browser's clock (the server's date, in California).
    const year = new Intl.DateTimeFormat('en-US', { timeZone: VIEWER.timezoneId, year: 'numeric' }).format(
      await serverNow(),
    );
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Lineup Lab`);
    await page.getByRole('link', { name: 'Join the waitlist' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/waitlist');
    await expect(page.getByLabel('Email address')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a page of its own for the dashboard fetches its code with the HTML; other routes get the app shell; scripts come brotli-compressed', async ({
    request,
  }) => {
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/DashboardPage-[\w-]+\.js">/,
    );
    expect(dashboard).toContain('<p class="page" role="status">Loading…</p>');
    expect(dashboard).not.toContain('data-prerendered');
    const other = await (await request.get('/edit-team/Anything')).text();
    expect(other).toContain('<p class="page" role="status">Loading…</p>');
    expect(other).not.toContain('DashboardPage-');

    // The build's brotli copy of the entry script is what a browser that takes brotli receives.
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(other)?.[1];
    expect(entry).toBeDefined();
    const script = await request.get(entry ?? '', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(await script.text()).toContain('createRoot');
  });

  test('"Get started free", "Choose Season Pass" and Create account open the provider\'s Create account page; Sign in its sign-in', async ({
    page,
  }) => {
    const createAccount = page.getByRole('heading', { level: 1, name: 'Create your account' });
    await page.goto('/');
    const look = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
        return {
          bar: style('.site-header').backgroundColor,
          font: style('body').fontFamily,
          page: style('html').backgroundColor,
        };
      });
    const app = await look();
    const appPrimary = await page
      .getByRole('main')
      .getByRole('button', { name: 'Get started free' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await page.getByRole('main').getByRole('button', { name: 'Get started free' }).click();
    await expect(createAccount).toBeVisible();
    // The provider's page looks like the app: its brand bar, background, font and primary button.
    expect(await look()).toEqual(app);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lineup Lab' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCSS(
      'background-color',
      appPrimary,
    );
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'provider-sign-up');
    // Its Sign in link shows the sign-in page of the same sign-in.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectAccessibleAtBothSizes(page);

    await page.goto('/');
    await siteNav(page).getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(createAccount).toBeVisible();
    await page.goto('/');
    await siteNav(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // A new account made from Choose Season Pass comes back to /billing once its address is confirmed.
    const account = newAccount('season-pass');
    await page.goto('/');
    const pricing = page.getByRole('region', { name: 'Pricing' });
    await pricing.getByRole('button', { name: 'Choose Season Pass' }).click();
    await expect(createAccount).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await openConfirmationLink(page, account.email);
    await page.waitForURL((url) => url.pathname === '/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Membership' })).toBeVisible();
  });

  test('a signed-in visitor to / or /waitlist lands on /dashboard', async ({ page, server }) => {
    await openSignedIn(page, await signUpOverHttp(server, newAccount()));
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await page.goto('/waitlist');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});
