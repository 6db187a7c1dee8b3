import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConflictError, createClient, type LineupLabClient } from '@lineup-lab/sdk';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  demoGameDayPicks,
  GAME_DAY_DATES,
  GAME_DAY_KICKOFFS,
  GAME_DAY_WEEK,
  type GameDayPlayer,
  storedWeek,
} from '../../server/test/support/demo-game-day.js';
import { benchRow, escapeRegExp, settledTotal, slotCard } from './support/editor.js';
import {
  expect,
  expectAccessible,
  newAccount,
  pinClock,
  readMailOf,
  screenshots,
  signIn,
  signUp,
  test,
  VIEWPORTS,
} from './support/fixtures.js';
import { startServer, type TestServer } from './support/start-server.js';
import { VIEWER } from './support/suite-dates.js';

/**
 * Game day, at dates of its own (it runs in the first project only: playwright.config.ts), on one
 * data folder across three server starts, as a user lives it: on the Saturday of week 10 of the demo
 * season a new user builds a team of players whose week-11 games are on Sunday at 1:00 PM, Sunday at
 * 4:25 PM and Monday night (picked from the demo data: `demo-game-day.ts`); on Sunday of week 11 at
 * 3:00 PM ET the 1:00 PM players are locked (the server refuses to move them, in the browser and
 * through the API, and Optimize starts only the others); on Monday the Sunday games show their final
 * points and band, the week and the week before their actual totals, and the dashboard the season's
 * record. Each restart catches the demo season up (the games played since get their scores and stat
 * lines). The dates are in 2025, before the real one: sign-in tokens are issued on the real clock.
 */

const TEAM = 'Game Day Gang';
const LOCKED = 'Locked: his game has started';
const BAND = /below floor|within band|above ceiling/;
const PICKS = demoGameDayPicks();
const { quarterback, benchedEarly, receiverLate, tightEndMonday, runningBackLate, lateAddition } = PICKS;
const account = newAccount('game-day');
/** 1 decimal, as the editor shows points. */
const points = (value: number) => value.toFixed(1);
const week11 = (player: GameDayPlayer) => player.points.week11 ?? 0;
const week10 = (player: GameDayPlayer) => player.points.week10 ?? 0;
/** "X's game has started (Sun 1:00 PM ET): …", the server's refusal of a move of a started player. */
const startedAtOne = (player: GameDayPlayer, stays: string) =>
  `${player.name}'s game has started (Sun 1:00 PM ET): ${stays}`;

/** A server at one date on the shared data folder, and a signed-in page of the user in a browser at its time. */
interface Phase {
  server: TestServer;
  context: BrowserContext;
  page: Page;
  /** The SDK with the page's own token: the API as the browser's user. */
  client: LineupLabClient;
  /** Forgets the server's mailbox. */
  forget: () => void;
}

let dataDir = '';
let phase: Phase | undefined;

async function startPhase(browser: Browser, now: string, entry: 'sign-up' | 'sign-in'): Promise<Phase> {
  const server = await startServer(now, { dataDir });
  const forget = readMailOf(server);
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, ...VIEWER });
  await pinClock(context, server.url);
  const page = await context.newPage();
  if (entry === 'sign-up') await signUp(page, account);
  else await signIn(page, account);
  const token: string = await page.evaluate(
    () => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}').accessToken,
  );
  const client = createClient({ baseUrl: server.url, getToken: () => token });
  return { server, context, page, client, forget };
}

async function stopPhase(): Promise<void> {
  if (!phase) return;
  await phase.context.close();
  phase.forget();
  await phase.server.stop();
  phase = undefined;
}

function current(): Phase {
  if (!phase) throw new Error('No server is running for this phase');
  return phase;
}

/** The card (starting slot) or bench row that shows the player. */
function placeOf(page: Page, player: GameDayPlayer): Locator {
  return page.getByRole('article').filter({ hasText: player.name }).or(benchRow(page, player.name));
}

/** What a call answered when it was refused. */
async function refusal(call: Promise<unknown>): Promise<ConflictError> {
  const error = await call.then(
    () => new Error('the call was not refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ConflictError)) throw error;
  return error;
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`/edit-team/${encodeURIComponent(TEAM)}`);
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  await settledTotal(page);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lineup-lab-game-day-'));
});
test.afterAll(async () => {
  await stopPhase();
  await rm(dataDir, { recursive: true, force: true });
});

test.describe('Saturday of week 10', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    phase = await startPhase(browser, GAME_DAY_DATES.saturdayBefore, 'sign-up');
  });
  test.afterAll(stopPhase);

  test('a new user builds a team of Sunday 1:00 PM, Sunday 4:25 PM and Monday night players', async () => {
    const { client, page } = current();
    await client.teams.create({ teamName: TEAM });
    for (const player of [quarterback, benchedEarly, receiverLate, tightEndMonday, runningBackLate]) {
      await client.lineups.addPlayer({ teamName: TEAM, playerId: player.id });
    }
    await client.lineups.moveToSlot({
      teamName: TEAM,
      playerId: quarterback.id,
      positionType: 'quarterback',
    });
    await client.lineups.moveToSlot({
      teamName: TEAM,
      playerId: receiverLate.id,
      positionType: 'wideReceivers',
    });
    await client.lineups.moveToSlot({
      teamName: TEAM,
      playerId: tightEndMonday.id,
      positionType: 'tightEnd',
    });

    await openEditor(page);
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue('10');
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(
      new RegExp(`^QB ${escapeRegExp(quarterback.name)}`),
    );
    await expect(slotCard(page, 'WR1')).toHaveAccessibleName(
      new RegExp(`^WR1 ${escapeRegExp(receiverLate.name)}`),
    );
    await expect(slotCard(page, 'TE')).toHaveAccessibleName(
      new RegExp(`^TE ${escapeRegExp(tightEndMonday.name)}`),
    );
    for (const benched of [benchedEarly, runningBackLate])
      await expect(benchRow(page, benched.name)).toBeVisible();
    // Nobody's game has started: every move is offered.
    await expect(page.getByLabel(LOCKED)).toHaveCount(0);
    await screenshots(page, 'game-day-saturday');
  });
});

test.describe('Sunday of week 11, 3:00 PM ET', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    phase = await startPhase(browser, GAME_DAY_DATES.sunday, 'sign-in');
  });
  test.afterAll(stopPhase);

  test('the server refuses to move a started player, through the API and in the browser', async () => {
    const { client, page } = current();
    const benched = await refusal(
      client.lineups.movePlayer({
        teamName: TEAM,
        playerId: quarterback.id,
        fromPosition: 'QB',
        toPosition: 'BENCH',
      }),
    );
    expect(benched.status).toBe(409);
    expect(benched.message).toBe(startedAtOne(quarterback, `he stays in QB for week ${GAME_DAY_WEEK}`));
    const started = await refusal(
      client.lineups.moveToSlot({
        teamName: TEAM,
        playerId: benchedEarly.id,
        positionType: 'wideReceivers',
        index: 1,
      }),
    );
    expect(started.message).toBe(
      startedAtOne(benchedEarly, `he stays on the bench for week ${GAME_DAY_WEEK}`),
    );
    const dropped = await refusal(client.lineups.dropPlayer({ teamName: TEAM, playerId: benchedEarly.id }));
    expect(dropped.message).toBe(
      startedAtOne(benchedEarly, `he stays on the bench for week ${GAME_DAY_WEEK}`),
    );

    // In the browser: a player whose game started cannot join the team; the editor shows the server's words.
    await openEditor(page);
    await expect(page.getByLabel('Week', { exact: true })).toHaveValue(String(GAME_DAY_WEEK));
    await page.getByLabel('Search players').fill(lateAddition.name);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('listitem')
      .filter({
        has: page.locator('.result-name', { hasText: new RegExp(`^${escapeRegExp(lateAddition.name)}$`) }),
      })
      .getByRole('button', { name: `Add ${lateAddition.name}` })
      .click();
    await expect(page.getByRole('alert')).toHaveText(
      startedAtOne(lateAddition, `he cannot join the team before week ${GAME_DAY_WEEK} is over`),
    );
    await expect(benchRow(page, lateAddition.name)).toHaveCount(0);
    const { team } = await client.teams.get(TEAM);
    expect(team.bench.map((player) => player._id).sort()).toEqual(
      [benchedEarly.id, runningBackLate.id].sort(),
    );
  });

  test('Optimize starts the players whose games are still ahead and keeps the started ones where they are', async () => {
    const { client, page } = current();
    await openEditor(page);
    await page.getByRole('button', { name: 'Optimize lineup' }).click();
    const preview = page.getByRole('dialog', { name: 'Optimize lineup' });
    const moves = preview.getByRole('list', { name: 'Proposed moves' });
    // The 4:25 PM running back fills an empty slot; the 1:00 PM receiver (better than nobody) stays benched.
    await expect(moves).toContainText(`${runningBackLate.name}: Bench → `);
    await expect(moves).not.toContainText(benchedEarly.name);
    await expect(moves).not.toContainText(quarterback.name);
    await screenshots(page, 'game-day-sunday-optimize');
    await preview.getByRole('button', { name: /^Apply \d+ moves?$/ }).click();
    await expect(page.getByText(/^Lineup optimized: \d+ moves? applied\.$/)).toBeVisible();
    await expect(slotCard(page, 'QB')).toHaveAccessibleName(
      new RegExp(`^QB ${escapeRegExp(quarterback.name)}`),
    );
    await expect(benchRow(page, benchedEarly.name)).toBeVisible();
    await expect(benchRow(page, runningBackLate.name)).toHaveCount(0);

    // The API's Optimize says who the locks kept.
    const again = await client.lineups.optimize(TEAM, { week: GAME_DAY_WEEK });
    expect(again.moves).toEqual([]);
    expect(again.kept?.map((kept) => kept.playerId).sort()).toEqual([benchedEarly.id, quarterback.id].sort());
  });

  test('the editor shows the lock on the started players and disables what they cannot do', async () => {
    const { page } = current();
    await openEditor(page);
    await expect(slotCard(page, 'QB').getByLabel(LOCKED)).toBeVisible();
    // Their actions (move to bench; swap and drop) wait behind one disabled button, the lock its title.
    const quarterbackActions = page.getByRole('button', {
      name: `Actions for ${quarterback.name}`,
      exact: true,
    });
    await expect(quarterbackActions).toBeDisabled();
    await expect(quarterbackActions).toHaveAttribute('title', LOCKED);
    await expect(benchRow(page, benchedEarly.name).getByLabel(LOCKED)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Actions for ${benchedEarly.name}`, exact: true }),
    ).toBeDisabled();
    // The 4:25 PM and Monday night players are free.
    for (const free of [receiverLate, tightEndMonday, runningBackLate]) {
      await expect(placeOf(page, free).getByLabel(LOCKED)).toHaveCount(0);
    }
    await expectAccessible(page);
    await screenshots(page, 'game-day-sunday-locks');
  });
});

test.describe('Monday of week 11, noon ET', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    phase = await startPhase(browser, GAME_DAY_DATES.monday, 'sign-in');
  });
  test.afterAll(stopPhase);

  test('the Sunday players stay locked until the week is over; the Monday night player still moves', async () => {
    const { client } = current();
    const refused = await refusal(
      client.lineups.movePlayer({
        teamName: TEAM,
        playerId: quarterback.id,
        fromPosition: 'QB',
        toPosition: 'BENCH',
      }),
    );
    expect(refused.message).toBe(startedAtOne(quarterback, `he stays in QB for week ${GAME_DAY_WEEK}`));
    await client.lineups.movePlayer({
      teamName: TEAM,
      playerId: tightEndMonday.id,
      fromPosition: 'TE',
      toPosition: 'BENCH',
    });
    const { team } = await client.lineups.moveToSlot({
      teamName: TEAM,
      playerId: tightEndMonday.id,
      positionType: 'tightEnd',
    });
    expect(team.lineups[0]?.tightEnd?._id).toBe(tightEndMonday.id);
  });

  test('the Sunday games show final points and the band, the week its actual total so far', async () => {
    const { page } = current();
    await openEditor(page);
    for (const finished of [quarterback, receiverLate, runningBackLate, benchedEarly]) {
      const place = placeOf(page, finished);
      await expect(place).toContainText(`Final: ${points(week11(finished))} pts`);
      await expect(place).toContainText(BAND);
    }
    await expect(placeOf(page, tightEndMonday)).not.toContainText('Final:');
    const sundayStarters = week11(quarterback) + week11(receiverLate) + week11(runningBackLate);
    await expect(page.getByText(`Actual ${points(sundayStarters)} pts (in progress)`)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'game-day-monday-editor');
  });

  test('week 10, a past week, shows what the lineup that stood at its kickoffs scored', async () => {
    const { page } = current();
    await openEditor(page);
    await page.getByLabel('Week', { exact: true }).selectOption('10');
    const starters = week10(quarterback) + week10(receiverLate) + week10(tightEndMonday);
    const actual = page.getByText(`Actual ${points(starters)} pts`);
    await expect(actual).toBeVisible();
    await expect(actual).not.toContainText('in progress');
    await expect(placeOf(page, quarterback)).toContainText(`Final: ${points(week10(quarterback))} pts`);
    await screenshots(page, 'game-day-monday-week-10');
  });

  test('the dashboard shows how the team did this season', async () => {
    const { page } = current();
    await page.goto('/dashboard');
    const record = page
      .getByRole('region', { name: 'How did we do' })
      .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'How did we do' }) }));
    await expect(record.first()).toBeVisible();
    for (const label of ['Weeks played', 'Actual', 'Projected', 'Within band', 'Left on the bench']) {
      await expect(record.first()).toContainText(label);
    }
    await expectAccessible(page);
    await screenshots(page, 'game-day-monday-dashboard');
  });
});

test.describe('after the Monday server stopped', () => {
  test('each start caught the demo season up: the Sunday games have their scores and stat lines, Monday night not yet', async () => {
    const week = await storedWeek(dataDir, GAME_DAY_WEEK);
    const { sundayEarly, sundayLate, mondayNight } = GAME_DAY_KICKOFFS;
    // 14 games: Thursday's, Sunday's at 1:00 and 4:25 PM and Sunday night's over; Monday night's ahead.
    expect(week.scored).toHaveLength(13);
    expect(week.scored).toEqual(expect.arrayContaining([sundayEarly, sundayLate]));
    expect(week.unscored).toEqual([mondayNight]);
    for (const played of [quarterback, benchedEarly, receiverLate, runningBackLate, lateAddition]) {
      expect(week.statLines.has(played.id), played.name).toBe(true);
    }
    expect(week.statLines.has(tightEndMonday.id)).toBe(false);
    // Last written from the Monday start (its clock ran on a little from there).
    expect(Date.parse(week.asOf ?? '') - Date.parse(GAME_DAY_DATES.monday)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(week.asOf ?? '') - Date.parse(GAME_DAY_DATES.monday)).toBeLessThan(60_000);
  });
});
