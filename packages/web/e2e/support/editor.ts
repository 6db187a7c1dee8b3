import type { SeasonResponse } from '@lineup-lab/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, newAccount, signUp } from './fixtures.js';

/**
 * Driving the lineup editor against the real server and its demo season. The demo's player names
 * are generated, so players are found through the search itself: common letter pairs, picked by
 * the position each result shows.
 */

const LETTER_PAIRS = ['an', 'er', 'ar', 'on', 'in', 'el', 'ri', 'ma', 'le', 'or', 'al', 'en'];
const QUERIES: Record<string, readonly string[]> = { 'D/ST': ['D/ST'] };

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What `GET /api/season` answers now: the weeks the editor must offer and the one it opens on. */
export async function seasonNow(request: APIRequestContext): Promise<SeasonResponse> {
  const response = await request.get('/api/season');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeasonResponse;
}

/** The starting slot's card (its accessible name starts with the slot). */
export function slotCard(page: Page, slot: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${escapeRegExp(slot)} `) });
}

/** The bench row of a player. */
export function benchRow(page: Page, name: string): Locator {
  return page.locator('.bench-row').filter({ has: page.locator('.bench-name', { hasText: name }) });
}

/** Waits until the total has been recalculated (no "Updating…") and returns it. */
export async function settledTotal(page: Page): Promise<number> {
  await expect(page.locator('.updating')).toHaveText('');
  return Number(await page.getByTestId('projected-total').textContent());
}

/** Creates a team through the create-team screen, which then opens the editor. */
async function createTeam(page: Page, teamName: string): Promise<void> {
  await page.goto('/create-team');
  await page.getByLabel(/team name/i).fill(teamName);
  await page.getByRole('button', { name: /create team/i }).click();
  await page.waitForURL((url) => url.pathname !== '/create-team');
}

/** Signs up a new user, creates a team and opens it in the editor. */
export async function openNewTeam(page: Page): Promise<string> {
  await signUp(page, newAccount('editor'));
  const teamName = `Sharks ${Date.now().toString(36)}`;
  await createTeam(page, teamName);
  await page.goto(`/edit-team/${encodeURIComponent(teamName)}`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  return teamName;
}

/**
 * Searches until a result of `position` that is not on the team shows, adds it and returns its name.
 * `pick: 'first'` takes the best-ranked match (search ranks by points), `'last'` the weakest.
 */
export async function addPlayer(
  page: Page,
  position?: string,
  pick: 'first' | 'last' = 'first',
): Promise<string> {
  const input = page.getByLabel('Search players');
  const results = page.getByRole('list', { name: 'Search results' });
  for (const q of (position && QUERIES[position]) || LETTER_PAIRS) {
    await input.fill(q);
    const settled = page.getByRole('status').filter({ hasText: /players? found\.$|No players match/ });
    await expect(settled).toBeVisible();
    const names = await results.locator('.result-name').allTextContents();
    expect(names.every((name) => name.toLowerCase().includes(q.toLowerCase()))).toBe(true);
    const enabled = results.locator('button:enabled');
    const candidates = position
      ? enabled.filter({
          has: page.locator('.result-meta', { hasText: new RegExp(`^${escapeRegExp(position)} ·`) }),
        })
      : enabled;
    const count = await candidates.count();
    if (count === 0) continue;
    const button = pick === 'first' ? candidates.first() : candidates.nth(count - 1);
    const name = ((await button.locator('.result-name').textContent()) ?? '').trim();
    await button.click();
    await expect(page.getByText(`${name} was added to the bench.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Swap ${name} into the lineup` })).toBeVisible();
    return name;
  }
  throw new Error(`No ${position ?? 'player'} found by search`);
}
