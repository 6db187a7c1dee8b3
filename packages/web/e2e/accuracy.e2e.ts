import type { AccuracyResponse } from '@lineup-lab/core';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newAccount, screenshots, signUp, test } from './support/fixtures.js';

/**
 * `/accuracy` (issue 30): our accuracy in public, on the demo season the server trained its model on
 * at start. It does not depend on the season's date: first project only (playwright.config.ts).
 */

/** The sizes the page is checked at: a laptop and a phone. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const mae = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const share = (value: number) => `${(value * 100).toFixed(1)}%`;

/** What a season's row must show: player-weeks, our MAE, NFL.com's, the season average's, coverage. */
function expectedCells(
  n: number,
  figures: { mae: number; peerMae: number | null; seasonAvgMae: number; coverage: number },
) {
  return [
    n.toLocaleString('en-US'),
    mae(figures.mae),
    mae(figures.peerMae),
    mae(figures.seasonAvgMae),
    share(figures.coverage),
  ];
}

/** The cells of the row of `position` in the table of `season`. */
function rowCells(page: Page, season: number, position: string) {
  return page
    .getByRole('region', { name: `${season} figures by position` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: position, exact: true }) })
    .getByRole('cell');
}

test.describe('our accuracy', () => {
  test('the page shows every figure the API answers, per season and position, with the method; landing and footer link to it', async ({
    page,
    request,
  }) => {
    const accuracy = (await (await request.get('/api/accuracy')).json()) as AccuracyResponse;
    // The demo season's model was back-tested when the server trained it at start.
    expect(accuracy.model).not.toBeNull();
    expect(accuracy.seasons.length).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'See our accuracy' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/accuracy');
    await expect(page.getByRole('heading', { level: 1, name: 'Our accuracy' })).toBeVisible();

    for (const season of accuracy.seasons) {
      await expect(page.getByRole('heading', { level: 2, name: `${season.season} season` })).toBeVisible();
      for (const [position, figures] of Object.entries(season.byPosition)) {
        await expect(rowCells(page, season.season, position)).toHaveText(expectedCells(figures.n, figures));
      }
      await expect(rowCells(page, season.season, 'All positions')).toHaveText(
        expectedCells(season.cohort.n, season.overall),
      );
    }
    const model = accuracy.model;
    if (model) await expect(page.getByText(`Model ${model.name} (version ${model.version})`)).toBeVisible();
    if (accuracy.demo) await expect(page.getByText(/demo season: invented players/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How we measure' })).toBeVisible();
    await expect(page.getByText(`at least ${accuracy.method.minEarlierWeeks} earlier weeks`)).toBeVisible();

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      // The tables scroll in their own frames: the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `at ${viewport.width} wide`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(WIDTHS[0]);
    await screenshots(page, 'accuracy');

    // Every page's footer links to it: from the 404 page, say.
    await page.goto('/no-such-page');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our accuracy' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/accuracy');
    await expect(page.getByRole('heading', { level: 1, name: 'Our accuracy' })).toBeVisible();
  });

  test('a signed-in user also sees their own season, team by team', async ({ page }) => {
    await signUp(page, newAccount('accuracy'));
    await page.goto('/accuracy');
    const yours = page.getByRole('region', { name: 'Your season' });
    await expect(yours.getByText('You have no team yet.')).toBeVisible();
    await expect(yours.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/create-team');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page);
  });
});
