import type { Page } from '@playwright/test';
import { escapeRegExp, slotCard } from './support/editor.js';
import { expect, expectAccessible, newAccount, screenshots, test, VIEWPORTS } from './support/fixtures.js';
import { openSignedIn, signUpOverHttp } from './support/session.js';
import { expectSignedInNav } from './support/site-nav.js';
import { expectSupportCoversNothing } from './support/support-button.js';

/**
 * League import from Sleeper against the real server, whose Sleeper is a fake serving the demo
 * Sleeper data (start-server.ts): Demo Dana's "Sunday Funday PPR" roster, made of the demo season's
 * players (so they match our catalogue) and one rookie we do not know, and a trade to sync.
 */

/** Axe at the phone size and at the desktop size (where the page is left). */
async function expectAccessibleAtBothSizes(page: Page): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  await expectAccessible(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectAccessible(page);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test.describe('league import from Sleeper', () => {
  // The first test is the whole journey (about 35 s on a quiet machine, near a minute on a busy one).
  test.setTimeout(120_000);

  test('a free user imports their league, opens it in the editor, syncs a trade, and is then at the limit', async ({
    page,
    server,
    suiteDate,
  }) => {
    const { fake, demo } = server.sleeper;
    fake.update(demo.data); // the league before the trade, whatever ran before
    try {
      await openSignedIn(page, await signUpOverHttp(server, newAccount('import')), '/import');
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: 'Import Leagues' })).toBeVisible();
      await expectSignedInNav(page);
      await expect(main.locator('.badge-free')).toHaveText('Free');
      const usage = main.locator('.import-usage');
      await expect(usage.locator('div').filter({ hasText: 'Teams used' }).locator('dd')).toHaveText('0 of 1');
      const leaguesUsed = usage.locator('div').filter({ hasText: 'Leagues imported' }).locator('dd');
      await expect(leaguesUsed).toHaveText('0 of 1');
      // The three hosts, each with its own steps: Sleeper's open first.
      const hosts = main.getByRole('group', { name: 'Where is your league?' });
      await expect(hosts.getByRole('radio')).toHaveCount(3);
      await expect(hosts.locator('label')).toHaveText(['Sleeper', 'Yahoo', 'ESPN']);
      await expect(hosts.getByRole('radio', { name: 'Sleeper', exact: true })).toBeChecked();
      await expect(hosts.getByRole('radio', { name: 'Yahoo', exact: true })).not.toBeChecked();
      await expect(hosts.getByRole('radio', { name: 'ESPN', exact: true })).not.toBeChecked();
      // Contact Us opens the app's contact form (mailed by the server to its SUPPORT_EMAIL), not a
      // mail to an address the page made up (issue 25 #15).
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
      await main.getByRole('button', { name: 'Contact Us', exact: true }).click();
      const contact = page.getByRole('dialog', { name: 'Contact support', exact: true });
      await expect(contact.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(
        'League import',
      );
      await contact.getByRole('button', { name: 'Close contact form' }).click();
      await expect(contact).toBeHidden();
      await expect(main.getByText('You have not imported a league yet.')).toBeVisible();
      await expect(stepHeading(page, 'Your Sleeper account')).toBeVisible();
      // Axe at 1280×800 and 390×844 with the support button's checks, then at the phone size.
      await expectSupportCoversNothing(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await expectAccessible(page);
      await screenshots(page, 'import');

      // Step 1 → 2: the username finds Dana's leagues of the season.
      await page.getByLabel('Sleeper username').fill('demo_dana');
      await page.getByRole('button', { name: 'Find my leagues' }).click();
      await expect(stepHeading(page, 'Choose a league')).toBeFocused();
      await expect(
        main.getByText(`Demo Dana (demo_dana)'s leagues for the ${demo.season} season:`),
      ).toBeVisible();
      const choice = main.locator('.import-choice').filter({ hasText: 'Sunday Funday PPR' });
      await expect(choice).toContainText('4 teams · PPR · In season');
      await expect(main.locator('.import-choice').filter({ hasText: 'Superflex Saturday' })).toContainText(
        '4 teams · Custom',
      );
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-leagues');

      // Step 3: the league's teams; Dana's is Touchdown Tacos.
      await page.getByRole('button', { name: 'Choose Sunday Funday PPR' }).click();
      await expect(stepHeading(page, 'Which team in Sunday Funday PPR is yours?')).toBeFocused();
      const tacos = main.locator('.import-choice').filter({ hasText: 'Touchdown Tacos' });
      await expect(tacos).toContainText('Owner: Demo Dana · 15 players');
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-rosters');

      // Step 4: the preview, with the league's slots, the bench and the rookie we could not match.
      await page.getByRole('button', { name: 'This is my team: Touchdown Tacos' }).click();
      await expect(stepHeading(page, 'Preview: Sunday Funday PPR')).toBeFocused();
      const [qb, , , , , , , , dst] = demo.ppr.starters;
      const lineup = page.getByRole('table', { name: 'Starting lineup' });
      await expect(lineup.getByRole('row').filter({ hasText: /^QB/ })).toContainText(
        `${qb?.name} (QB, BUF)QB`,
      );
      await expect(lineup.getByRole('row').filter({ hasText: /^D\/ST/ })).toContainText(`${dst?.name}`);
      await expect(lineup.getByRole('row').filter({ hasText: /^D\/ST/ })).toContainText('DEF');
      for (const player of demo.ppr.bench)
        await expect(main.locator('.preview-bench')).toContainText(player.name);
      await expect(main.getByRole('heading', { name: 'Players we could not match' })).toBeVisible();
      await expect(main.locator('.preview-unmatched')).toContainText('Zeke Quinto (RB, CHI)');
      await expect(main.getByText('PPR', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Team name')).toHaveValue('Touchdown Tacos');
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-preview');

      // Import: the team is made, the league listed with its last sync, the one free league used.
      await page.getByRole('button', { name: 'Import league' }).click();
      const done = page.getByRole('region', { name: 'Sunday Funday PPR is imported' });
      await expect(done).toContainText('Your team is now Touchdown Tacos');
      await expect(done).toContainText('1 player could not be matched and was left out.');
      await expect(leaguesUsed).toHaveText('1 of 1');
      const league = main.locator('.imported-league').filter({ hasText: 'Sunday Funday PPR' });
      await expect(league.getByRole('link', { name: 'Touchdown Tacos' })).toHaveAttribute(
        'href',
        '/edit-team/Touchdown%20Tacos',
      );
      const zone = suiteDate.known?.zone ?? '(PDT|PST)';
      await expect(league.locator('time')).toHaveText(
        new RegExp(`^[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} (AM|PM) ${zone}$`),
      );
      const limit = main.getByRole('region', { name: 'League limit reached' });
      await expect(limit).toContainText('You have reached the limit for leagues on the free plan');
      await expect(limit.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
      await expect(page.getByLabel('Sleeper username')).toHaveCount(0);
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-done');

      // The editor shows the team with the league's scoring.
      await done.getByRole('link', { name: 'Open Touchdown Tacos in the editor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Touchdown Tacos' })).toBeVisible();
      await expect(page.getByText('Scoring: PPR · League Sunday Funday PPR')).toBeVisible();
      await expect(slotCard(page, 'QB')).toContainText(qb?.name ?? '');
      await screenshots(page, 'import-editor');

      // A trade in Sleeper: Sync now brings it in.
      fake.update({ rosters: demo.trade.rosters });
      await page.goto('/import');
      const synced = main.locator('.imported-league').filter({ hasText: 'Sunday Funday PPR' });
      await synced.getByRole('button', { name: 'Sync now' }).click();
      const result = synced.getByRole('status');
      await expect(result).toContainText(`Added: ${demo.trade.added.name}.`);
      await expect(result).toContainText(`Dropped: ${demo.trade.dropped.name}.`);
      await expectAccessibleAtBothSizes(page);
      await screenshots(page, 'import-synced');

      // A second import: the free plan's one league is used, so the upgrade box stands in its place.
      await page.reload();
      await expect(main.getByRole('region', { name: 'League limit reached' })).toBeVisible();
      await expect(page.getByLabel('Sleeper username')).toHaveCount(0);
      await page.goto(`/edit-team/${encodeURIComponent('Touchdown Tacos')}`);
      await expect(
        page.locator('.bench-name', { hasText: new RegExp(`^${escapeRegExp(demo.trade.added.name)}`) }),
      ).toBeVisible();
    } finally {
      fake.update(demo.data);
    }
  });

  test("a blank username is refused on the page, an unknown one with the server's message", async ({
    page,
    server,
  }) => {
    await openSignedIn(page, await signUpOverHttp(server, newAccount('import-unknown')), '/import');
    const input = page.getByLabel('Sleeper username');
    await page.getByRole('button', { name: 'Find my leagues' }).click();
    await expect(page.getByText('Please enter a Sleeper username')).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('nobody_at_all');
    await page.getByRole('button', { name: 'Find my leagues' }).click();
    await expect(page.getByRole('alert')).toContainText('Sleeper has no user named "nobody_at_all"');
    await expect(input).toBeVisible();
    await expectAccessibleAtBothSizes(page);
    await screenshots(page, 'import-unknown-user');
  });
});
