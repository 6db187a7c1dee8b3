import { PLAYER_SEARCH, type SeasonResponse } from '@lineup-lab/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, newAccount, signUp } from './fixtures.js';
import { openSignedIn, payMonthly, type SignedIn, signUpOverHttp } from './session.js';
import type { TestServer } from './start-server.js';

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

/** The search's Position select (a Pro user's Waivers panel has a Position select too). */
export function searchPosition(page: Page): Locator {
  return page.getByRole('region', { name: 'Add players' }).getByLabel('Position', { exact: true });
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
  await searchPosition(page).selectOption(browse === '' ? 'All' : browse);
  for (const q of [...(browse ? [''] : []), ...((position && QUERIES[position]) || LETTER_PAIRS)]) {
    await input.fill(q);
    // The search's wait for the typing to stop passes on the page's clock.
    if (q !== '') await page.clock.runFor(PLAYER_SEARCH.debounceMs);
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

/** A team opened in the editor by `openTeamOverHttp`, and its owner (the SDK acting as them). */
export interface OpenedTeam {
  readonly teamName: string;
  readonly owner: SignedIn;
}

/**
 * For tests about the editor, not about signing up, paying or creating a team: signs a new user up
 * over HTTP (Pro through the test checkout's card when `pro`), creates a team through the SDK, lets
 * `seed` add players to it through the SDK, then opens it in the editor, signed in as its owner.
 */
export async function openTeamOverHttp(
  page: Page,
  server: TestServer,
  { pro = false, seed }: { pro?: boolean; seed?: (team: OpenedTeam) => Promise<void> } = {},
): Promise<OpenedTeam> {
  const owner = await signUpOverHttp(server, newAccount(pro ? 'pro-editor' : 'editor'));
  if (pro) await payMonthly(owner);
  const team = { teamName: `${pro ? 'Pro ' : ''}Sharks ${Date.now().toString(36)}`, owner };
  await owner.client.teams.create({ teamName: team.teamName });
  if (seed) await seed(team);
  await openSignedIn(page, owner, `/edit-team/${encodeURIComponent(team.teamName)}`);
  await expect(page.getByRole('heading', { level: 1, name: team.teamName })).toBeVisible();
  return team;
}

/**
 * Adds a player of `position` to the team through the SDK as the editor's Add does (where he fits),
 * chosen as `addPlayer` chooses in the page: of the position browsed (ranked by points), the
 * addable ones, `pick` the best or the weakest. Answers his name and where he went ('QB', 'BENCH').
 */
export async function addPlayerOverHttp(
  { teamName, owner }: OpenedTeam,
  position: 'QB' | 'RB' | 'WR' | 'TE',
  pick: 'first' | 'last',
): Promise<{ name: string; placed: string }> {
  const { players } = await owner.client.players.search({ position, teamName });
  const addable = players.filter((player) => player.position === position && !player.facts?.onTeam);
  const player = pick === 'first' ? addable[0] : addable.at(-1);
  if (!player) throw new Error(`No ${position} to add`);
  const { placed } = await owner.client.lineups.addPlayer({
    teamName,
    playerId: player._id,
    placement: 'fit',
  });
  return { name: player.playerName, placed };
}
