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

/** The search's status line once it has answered (the count, or nothing found). */
const SEARCH_SETTLED = /^(Showing \d+ of \d+|\d+ players?|No players match .*|No players found\.)$/;

/** Waits until the search has answered what is asked (no "Searching…", no "(updating…)"). */
export async function searchSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: SEARCH_SETTLED })).toBeVisible();
}

/** The search results that can be added, of `position` when given (as each row shows it). */
export function addableResults(page: Page, position?: string): Locator {
  const rows = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ has: page.locator('button.result-add:enabled') });
  if (!position) return rows;
  return rows.filter({ has: page.locator('.result-meta', { hasText: positionShown(position) }) });
}

/** A result row's meta as it starts for `position` (a kicker may be listed as PK). */
export const positionShown = (position: string) =>
  new RegExp(`^${position === 'K' ? '(K|PK)' : escapeRegExp(position)} ·`);

/** The text of the status line after an add: 'Added X at QB' or 'Added X to the bench'. */
const addedText = (name: string) => new RegExp(`^Added ${escapeRegExp(name)} (at \\S+|to the bench)$`);

/**
 * Clicks "Add <name>" on a search result and answers where the status line says he went ('QB',
 * 'BENCH'), once the roster shows him there.
 */
export async function addFromResult(page: Page, row: Locator, name: string): Promise<string> {
  await row.getByRole('button', { name: `Add ${name}` }).click();
  const status = page.getByRole('status').filter({ hasText: addedText(name) });
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  const placed = text.endsWith('to the bench') ? 'BENCH' : (text.split(' at ').at(-1) ?? '');
  if (placed === 'BENCH') await expect(benchRow(page, name)).toBeVisible();
  else await expect(slotCard(page, placed)).toHaveAccessibleName(`${placed} ${name}`);
  return placed;
}

/**
 * Adds a player through the search and returns his name and where he went ('QB', 'BENCH'):
 * `position` browses that position (the Position select) and, when the server lists others too,
 * falls back to common letter pairs, keeping the results that show the position. `pick: 'first'`
 * takes the best-ranked (search ranks by points), `'last'` the weakest of those shown.
 */
async function addPlayerPlaced(
  page: Page,
  position?: string,
  pick: 'first' | 'last' = 'first',
): Promise<{ name: string; placed: string }> {
  const input = page.getByLabel('Search players');
  const browse = position && ['QB', 'RB', 'WR', 'TE', 'K', 'D/ST'].includes(position) ? position : '';
  await page.getByLabel('Position', { exact: true }).selectOption(browse === '' ? 'All' : browse);
  for (const q of [...(browse ? [''] : []), ...((position && QUERIES[position]) || LETTER_PAIRS)]) {
    await input.fill(q);
    await searchSettled(page);
    const candidates = addableResults(page, position);
    const count = await candidates.count();
    if (count === 0) continue;
    const row = pick === 'first' ? candidates.first() : candidates.nth(count - 1);
    const name = ((await row.locator('.result-name').textContent()) ?? '').trim();
    return { name, placed: await addFromResult(page, row, name) };
  }
  throw new Error(`No ${position ?? 'player'} found by search`);
}

/** Adds a player through the search (where he fits) and returns his name. */
export async function addPlayer(
  page: Page,
  position?: string,
  pick: 'first' | 'last' = 'first',
): Promise<string> {
  return (await addPlayerPlaced(page, position, pick)).name;
}

/** Opens a player's actions menu ('Actions for <name>') and chooses `item` in it. */
export async function playerAction(page: Page, name: string, item: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: item })
    .click();
}

/** Swaps a bench player into `slot` through whichever modal the editor opens, and checks it landed. */
async function swapInto(page: Page, name: string, slot: string): Promise<void> {
  await playerAction(page, name, `Swap ${name} into the lineup`);
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^(Choose a slot for|Where should) ${escapeRegExp(name)}`),
  });
  await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(slot)}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(slotCard(page, slot)).toHaveAccessibleName(`${slot} ${name}`);
}

/**
 * Adds a player of `position` and makes him start at `slot`: the add puts him there when it is the
 * slot he fits first; else (the bench, or another slot) he is moved there.
 */
export async function startPlayer(
  page: Page,
  position: string,
  slot: string,
  pick: 'first' | 'last' = 'last',
): Promise<string> {
  const { name, placed } = await addPlayerPlaced(page, position, pick);
  if (placed === slot) return name;
  if (placed === 'BENCH') await swapInto(page, name, slot);
  else {
    await playerAction(page, name, `Move ${name} to bench`);
    await page
      .getByRole('dialog', { name: 'Move to bench?' })
      .getByRole('button', { name: 'Move to bench' })
      .click();
    await expect(benchRow(page, name)).toBeVisible();
    await swapInto(page, name, slot);
  }
  return name;
}

/** Signs up a new user, makes them Pro (Monthly, through the test checkout), creates a team and opens it. */
export async function openProTeam(page: Page): Promise<string> {
  await signUp(page, newAccount('pro-editor'), '/billing');
  const monthly = page
    .getByRole('region', { name: /Choose Your Plan|Plans/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Monthly', exact: true }) })
    .getByRole('button');
  await monthly.click();
  await page.waitForURL((url) => url.pathname.startsWith('/local-billing/checkout/'));
  await page.getByLabel('Name on card').fill('Pat Tester');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $6.00' }).click();
  await page.waitForURL((url) => url.pathname === '/billing/success');
  await expect(page.getByText('Pro is active on your account.')).toBeVisible();

  const teamName = `Pro Sharks ${Date.now().toString(36)}`;
  await createTeam(page, teamName);
  await page.goto(`/edit-team/${encodeURIComponent(teamName)}`);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  return teamName;
}
