import { PLAYER_SEARCH } from '@lineup-lab/core';
import type { Page } from '@playwright/test';
import {
  addableResults,
  addFromResult,
  escapeRegExp,
  positionShown,
  searchPosition,
  searchSettled,
  settledTotal,
} from './editor.js';
import { expect } from './fixtures.js';

/**
 * The editor's figures of issue 28, measured in the browser (the e2e tests assert them, the web
 * report prints them): the clicks to fill an empty team from the search, and the editor's height
 * on a phone.
 */

/** The phone the height is measured at (issue 28: 390 × 844). */
export const MEASURE_PHONE = { width: 390, height: 844 } as const;

/**
 * The positions added, in order: nine starters (the third RB goes to FLEX, his position's slots
 * being full by then), then seven for the bench (every slot they fit is taken).
 */
export const FILL_ORDER = {
  starters: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'K', 'D/ST', 'RB'],
  bench: ['QB', 'RB', 'WR', 'TE', 'K', 'RB', 'WR'],
} as const;

/** One player the fill added, and where the editor said he went ('QB', 'FLEX', 'BENCH'). */
interface FilledPlayer {
  readonly name: string;
  readonly position: string;
  readonly placed: string;
}

/** What filling a team took. */
export interface FillMeasure {
  /** Every click the user made (buttons, selects, menu items); typing is not counted. */
  readonly clicks: number;
  readonly players: readonly FilledPlayer[];
}

/**
 * Picks the players to add, as a user who knows whom they want: for each position, the best-ranked
 * addable players the search lists when that position is browsed. Not counted: it stands for the
 * user's own knowledge of names, and adds nothing.
 */
async function choosePlayers(
  page: Page,
  positions: readonly string[],
): Promise<{ name: string; position: string }[]> {
  const wanted = new Map<string, number>();
  for (const position of positions) wanted.set(position, (wanted.get(position) ?? 0) + 1);
  const names = new Map<string, string[]>();
  for (const [position, count] of wanted) {
    await searchPosition(page).selectOption(position);
    await page.getByLabel('Search players').fill('');
    await searchSettled(page);
    // The answer for this position is on screen (not the last one's).
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.locator('.result-meta')).toHaveText(positionShown(position));
    const found = (await addableResults(page, position).locator('.result-name').allTextContents()).map((n) =>
      n.trim(),
    );
    expect(found.length, `addable ${position} players when browsing ${position}`).toBeGreaterThanOrEqual(
      count,
    );
    names.set(position, found.slice(0, count));
  }
  await searchPosition(page).selectOption('All');
  return positions.map((position) => {
    const name = names.get(position)?.shift();
    if (!name) throw new Error(`No ${position} left to add`);
    return { name, position };
  });
}

/**
 * Fills an empty team with nine starters and seven bench players from the search, counting every
 * click: for each player his name is typed into the search (not counted) and his row's
 * 'Add <name>' pressed (one click), which puts him where he fits. Checks each landed where the
 * editor said, and that the team is full at the end.
 */
export async function fillTeamCountingClicks(page: Page): Promise<FillMeasure> {
  const order = [...FILL_ORDER.starters, ...FILL_ORDER.bench];
  const chosen = await choosePlayers(page, order);
  let clicks = 0;
  const players: FilledPlayer[] = [];
  const input = page.getByLabel('Search players');
  for (const { name, position } of chosen) {
    await input.fill(name);
    // The search's wait for the typing to stop passes on the page's clock.
    await page.clock.runFor(PLAYER_SEARCH.debounceMs);
    await searchSettled(page);
    const row = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('listitem')
      .filter({ has: page.locator('.result-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
      .first();
    clicks += 1;
    players.push({ name, position, placed: await addFromResult(page, row, name) });
  }
  await expect(page.getByRole('article', { name: /Empty$/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Bench \(7\/7\)/ })).toBeVisible();
  return { clicks, players };
}

/** The collapsible panels of a Pro user's editor: advisor, scenarios, waivers and trades, history. */
const PRO_PANELS = 4;

/**
 * The editor's height at 390 × 844 as a phone opens it (reloaded at that size, so its pro panels
 * start collapsed; any still open are collapsed): the page's full scroll height in CSS pixels, the
 * site header included. Leaves the page at the phone size.
 */
export async function editorHeight(page: Page): Promise<number> {
  await page.setViewportSize(MEASURE_PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settledTotal(page);
  // A Pro user's four panels, those below the search loaded after the roster (lazy-panels.ts).
  await expect(page.getByRole('button', { name: /^(Show|Hide) / })).toHaveCount(PRO_PANELS);
  for (const toggle of await page.getByRole('button', { name: /^Hide / }).all()) await toggle.click();
  await expect(page.getByRole('button', { name: /^Hide / })).toHaveCount(0);
  return page.evaluate(() => document.documentElement.scrollHeight);
}
