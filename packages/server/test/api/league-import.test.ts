/**
 * League import from Sleeper, through the SDK against a real server on port 0 whose
 * `SLEEPER_API_URL` is the fake Sleeper (a real HTTP server speaking Sleeper's API from the
 * fixtures): the league list, rosters, preview, import, the imported league list, sync after a
 * trade, the tier limits (also under parallel requests), Sleeper failures and the per-user limit;
 * the calls every host shares (`client.leagues.rosters/preview/import/sync`) with provider
 * `sleeper`, answering as the Sleeper routes do; an imported league's credentials never answered
 * and deleted with its team; Yahoo on a server without a Yahoo app.
 * The clock is pinned to the Friday before week 6 of the seeded 2025 season.
 */
import { IMPORT_MESSAGES, rosterPlayers, SCORING_PRESETS, startersOf, type Team } from '@lineup-lab/core';
import {
  ConflictError,
  type LineupLabClient,
  LineupLabError,
  NotFoundError,
  ServerError,
  ValidationError,
} from '@lineup-lab/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../../src/ports/collections.js';
import { IMPORT_RATE } from '../../src/use-cases/import/import-context.js';
import { defaultSleeperData, type FakeSleeper, startFakeSleeper } from '../support/fake-sleeper.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers } from '../support/players.js';
import { rawRequest, refusal } from '../support/requests.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { SLEEPER_ROSTERS, SLEEPER_USERS } from '../support/sleeper-fixtures.js';
import { makePro, storedUser } from '../support/users.js';
import { SEASON, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

/**
 * The server's Sleeper client with the tests' timings (as `test/sleeper` and the Yahoo harness give
 * theirs): a limiter that never waits and quick retries. With the process-wide budget (20 calls at
 * once, then 5 a second) this file's ~220 calls to the fake Sleeper waited about 40 s in the
 * limiter; the back-off between retries (500 ms, doubled) added 3.5 s. The budget and the back-off
 * are the client's own tests' business (`test/sleeper/sleeper-client.test.ts`).
 */
vi.mock('../../src/adapters/sleeper/sleeper-client.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/adapters/sleeper/sleeper-client.js')>();
  const { tokenBucket } = await import('../../src/adapters/outside-api/token-bucket.js');
  return {
    ...original,
    createSleeperClient: (options: Parameters<typeof original.createSleeperClient>[0] = {}) =>
      original.createSleeperClient({
        ...options,
        limiter: tokenBucket({ perMinute: 60_000, burst: 1_000 }),
        baseDelayMs: 10,
      }),
  };
});

const PPR_ID = '1100000000000000001';
const SUPERFLEX_ID = '1100000000000000002';

let sleeper: FakeSleeper;
let server: TestServer;
const clock = handClock(WEEK6_FRIDAY);
let emails = 0;

/** A new signed-in user (free unless made Pro), who has made a first call. */
async function newUser(pro = false): Promise<{ client: LineupLabClient; email: string }> {
  emails += 1;
  const email = `importer-${emails}@example.com`;
  const client = await server.signUp(email);
  await client.user.subscriptionStatus();
  if (pro) await makePro(server.store, email);
  return { client, email };
}

const slotsOf = (team: Team) =>
  Object.fromEntries(
    startersOf(team.lineups[0] ?? never()).map(({ slot, player }) => [slot, player?.playerName ?? null]),
  );
function never(): never {
  throw new Error('team without a lineup');
}

beforeAll(async () => {
  sleeper = await startFakeSleeper({ ...defaultSleeperData(), season: SEASON });
  server = await startTestServer({ SLEEPER_API_URL: sleeper.url }, { clock });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
}, 60_000);
afterAll(async () => {
  await server.close();
  await sleeper.close();
});
beforeEach(() => {
  sleeper.update({ rosters: structuredClone(SLEEPER_ROSTERS) });
  clock.set(WEEK6_FRIDAY);
});

describe('finding the league', () => {
  it("lists a Sleeper user's leagues of the season under way, with size and scoring type", async () => {
    const { client } = await newUser();
    const answer = await client.leagues.sleeper.leagues({ username: ' SUPERFLEX_SAM ' });
    expect(answer.user).toEqual({
      userId: '700000000000000002',
      username: 'superflex_sam',
      displayName: 'Superflex Sam',
    });
    expect(answer.season).toBe(SEASON);
    expect(sleeper.requests).toContain(`/v1/user/700000000000000002/leagues/nfl/${SEASON}`);
    expect(
      answer.leagues.map(({ name, size, scoringType, alreadyImported }) => ({
        name,
        size,
        scoringType,
        alreadyImported,
      })),
    ).toEqual([
      { name: 'Superflex Dynasty', size: 4, scoringType: 'custom', alreadyImported: false },
      { name: 'Sunday Funday PPR', size: 4, scoringType: 'ppr', alreadyImported: false },
    ]);
  });

  it('explains an unknown user and a user without leagues this season (404, Sleeper’s reason)', async () => {
    const { client } = await newUser();
    const unknown = await refusal(client.leagues.sleeper.leagues({ username: 'nobody_here' }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.message).toBe(
      'Sleeper has no user named "nobody_here". Check the username (not the display name) and try again.',
    );
    const none = await refusal(client.leagues.sleeper.leagues({ username: 'no_leagues_nick' }));
    expect(none).toBeInstanceOf(NotFoundError);
    expect(none.message).toBe(`This Sleeper user has no NFL leagues for the ${SEASON} season.`);
  });

  it('refuses a blank username and a league id that is not a number before calling Sleeper', async () => {
    const { client } = await newUser();
    const before = sleeper.count();
    const blank = await refusal(client.leagues.sleeper.leagues({ username: '  ' }));
    expect(blank).toBeInstanceOf(ValidationError);
    expect(blank.message).toBe(IMPORT_MESSAGES.usernameRequired);
    const bad = await refusal(client.leagues.sleeper.rosters('../players'));
    expect(bad).toBeInstanceOf(LineupLabError);
    expect(sleeper.count()).toBe(before);
  });

  it('answers a dot-segment username as an unknown user without asking Sleeper (issue 25 #10)', async () => {
    const { client } = await newUser();
    const before = sleeper.count();
    for (const username of ['..', '.', '%2e%2e', '%2E.']) {
      const refused = await refusal(client.leagues.sleeper.leagues({ username }));
      expect(refused, username).toBeInstanceOf(NotFoundError);
      expect(refused.message).toBe(
        `Sleeper has no user named "${username}". Check the username (not the display name) and try again.`,
      );
    }
    expect(sleeper.count()).toBe(before);
    expect(sleeper.requests).not.toContain('/v1/');
    expect(sleeper.requests).not.toContain('/v1/user/');
  });

  it("refuses Sleeper's answer when its user_id is '..' (503), never asking for /v1/leagues/…", async () => {
    const { client } = await newUser();
    sleeper.update({ users: { ...SLEEPER_USERS, dotty: { username: 'dotty', user_id: '..' } } });
    try {
      const refused = await refusal(client.leagues.sleeper.leagues({ username: 'dotty' }));
      expect(refused.status).toBe(503);
      expect(refused.message).toBe(
        'Sleeper answered in a form Lineup Lab does not understand. Try again later.',
      );
      expect(sleeper.requests.filter((path) => path.startsWith('/v1/leagues'))).toEqual([]);
    } finally {
      sleeper.update({ users: SLEEPER_USERS });
    }
  });

  it("lists a league's teams by owner display name and team name", async () => {
    const { client } = await newUser();
    const { league, rosters } = await client.leagues.sleeper.rosters(PPR_ID);
    expect(league.rosterPositions).toContain('FLEX');
    expect(rosters).toEqual([
      { rosterId: 1, ownerName: 'PPR Pat', teamName: 'Pat’s Pickers', playerCount: 12 },
      { rosterId: 2, ownerName: 'Superflex Sam', teamName: null, playerCount: 8 },
      { rosterId: 3, ownerName: 'Chris', teamName: null, playerCount: 0 },
      { rosterId: 4, ownerName: null, teamName: null, playerCount: 0 },
    ]);
    const missing = await refusal(client.leagues.sleeper.rosters('1999999999999999999'));
    expect(missing).toBeInstanceOf(NotFoundError);
  });
});

describe('preview and import', () => {
  it('previews a PPR roster on our slots, listing the players it could not match, and saves nothing', async () => {
    const { client, email } = await newUser();
    const preview = await client.leagues.sleeper.preview({ leagueId: PPR_ID, rosterId: 1 });
    expect(preview.teamName).toBe('Pat’s Pickers');
    expect(preview.scoring.format).toBe('ppr');
    expect(preview.scoring.settings.receiving.receptions).toBe(1);
    expect(
      Object.fromEntries(
        preview.slots.map(({ slot, player, from }) => [slot, [player?.playerName ?? null, from]]),
      ),
    ).toEqual({
      QB: ['Josh Allen', 'QB'],
      RB1: ['Christian McCaffrey', 'RB'],
      RB2: ['Bijan Robinson', 'RB'],
      WR1: ['Justin Jefferson', 'WR'],
      WR2: ["Ja'Marr Chase", 'WR'],
      TE: ['Travis Kelce', 'TE'],
      FLEX: [null, null], // Kenneth Walker III is not in our catalogue
      'D/ST': ['49ers D/ST', 'DEF'],
      K: ['Harrison Butker', 'K'],
    });
    expect(preview.bench.map((player) => player.playerName)).toEqual(['Lamar Jackson']);
    expect(preview.unmatched.map(({ sleeperId, message }) => [sleeperId, message])).toEqual([
      ['8151', "Kenneth Walker III (RB, SEA) is not among Lineup Lab's players."],
      ['11999', "Sleeper's player list has no player 11999."],
      ['4993', 'Fred Warner plays LB, which Lineup Lab does not project.'],
    ]);
    expect(
      await COLLECTIONS.teams.of(server.store).find({ ownerId: (await storedUser(server.store, email))._id }),
    ).toEqual([]);
  });

  it('previews a superflex league with custom scoring, saying plainly what does not fit', async () => {
    const { client } = await newUser();
    const preview = await client.leagues.sleeper.preview({ leagueId: SUPERFLEX_ID, rosterId: 1 });
    expect(preview.scoring.format).toBe('custom');
    expect(preview.scoring.settings.passing.touchdowns).toBe(6);
    expect(preview.scoring.notes).toContain(
      'Not counted in projections: a bonus per reception by a TE (TE premium) (+0.5).',
    );
    expect(preview.slots.find(({ slot }) => slot === 'QB')?.player?.playerName).toBe('Patrick Mahomes');
    expect(preview.bench.map((player) => player.playerName)).toContain('Jalen Hurts');
    expect(preview.notes).toEqual(
      expect.arrayContaining([
        'Jalen Hurts starts at superflex in the league; Lineup Lab has no free slot for a QB there, so he is on the bench.',
        'The league does not start a player at D/ST; it stays empty.',
        'The league does not start a player at K; it stays empty.',
      ]),
    );
  });

  it('imports a roster as a team in the league’s scoring; a free user’s second team is then allowed, a third not', async () => {
    const { client } = await newUser();
    const imported = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    expect(imported.team.teamName).toBe('Pat’s Pickers');
    expect(slotsOf(imported.team)).toMatchObject({ QB: 'Josh Allen', K: 'Harrison Butker', FLEX: null });
    expect(imported.team.bench.map((player) => player.playerName)).toEqual(['Lamar Jackson']);
    expect(imported.league).toMatchObject({
      provider: 'sleeper',
      providerLeagueId: PPR_ID,
      name: 'Sunday Funday PPR',
      teamName: 'Pat’s Pickers',
      scoringFormat: 'ppr',
      importedAt: new Date(WEEK6_FRIDAY).toISOString(),
    });
    expect(imported.unmatched).toHaveLength(3);

    expect((await client.leagues.list()).leagues).toEqual([imported.league]);
    const status = await client.user.subscriptionStatus();
    expect(status.usage).toEqual({ teamsCreated: 1, leaguesImported: 1 });
    const week = await client.teams.week('Pat’s Pickers', 6);
    expect(week.team.scoring).toEqual({
      format: 'ppr',
      league: { id: imported.league.id, name: 'Sunday Funday PPR', format: 'ppr' },
      chosen: false,
    });

    // spec §6: a second team once a league has been imported; not a third, and not a second league.
    await client.teams.create({ teamName: 'By hand' });
    const third = await refusal(client.teams.create({ teamName: 'One more' }));
    expect(third.status).toBe(403);
    const second = await refusal(client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 }));
    expect(second.status).toBe(403);
    expect(second.message).toBe('You have reached the limit for leagues on the free plan');
  });

  it('refuses every Sleeper call of a free user at the limit with 403 before calling Sleeper, and keeps list and sync', async () => {
    const { client } = await newUser();
    const { league } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const before = sleeper.count();
    for (const call of [
      () => client.leagues.sleeper.leagues({ username: 'ppr_pat' }),
      () => client.leagues.sleeper.rosters(SUPERFLEX_ID),
      () => client.leagues.sleeper.preview({ leagueId: SUPERFLEX_ID, rosterId: 1 }),
      () => client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 }),
    ]) {
      const refused = await refusal(call());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'UPGRADE_REQUIRED', upgradeRequired: true });
    }
    expect(sleeper.count()).toBe(before);
    expect((await client.leagues.list()).leagues).toHaveLength(1);
    expect((await client.leagues.sync(league.id)).league.id).toBe(league.id);
  });

  it('holds the free limit of one league under parallel imports', async () => {
    const { client, email } = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        client.leagues.sleeper.import({
          leagueId: index % 2 ? PPR_ID : SUPERFLEX_ID,
          rosterId: 1,
          teamName: `Try ${index}`,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const user = await storedUser(server.store, email);
    expect(user.leaguesImported).toBe(1);
    expect(user.teamCount).toBe(1);
    expect(await COLLECTIONS.teams.of(server.store).find({ ownerId: user._id })).toHaveLength(1);
    expect(await COLLECTIONS.leagues.of(server.store).find({ ownerId: user._id })).toHaveLength(1);
  });

  it('lets a Pro user import many leagues but each league once, and a taken team name is 409', async () => {
    const { client, email } = await newUser(true);
    await client.teams.create({ teamName: 'Two QBs' });
    const first = await client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 });
    expect(first.team.teamName).toBe('Two QBs (2)');
    const again = await refusal(client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 }));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.message).toBe(IMPORT_MESSAGES.alreadyImported);
    const taken = await refusal(
      client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 2, teamName: 'two qbs' }),
    );
    expect(taken).toBeInstanceOf(ConflictError);
    clock.set(new Date(Date.parse(WEEK6_FRIDAY) + 60_000));
    await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 2 });
    const { leagues } = await client.leagues.list();
    expect(leagues.map((league) => league.name)).toEqual(['Sunday Funday PPR', 'Superflex Dynasty']);
    expect((await storedUser(server.store, email)).leaguesImported).toBe(2);
    const marked = await client.leagues.sleeper.leagues({ username: 'superflex_sam' });
    expect(marked.leagues.every((league) => league.alreadyImported)).toBe(true);
  });

  it('gives the league back when its team is deleted, so a free user may import again', async () => {
    const { client, email } = await newUser();
    const { league, team } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    await client.teams.delete(team.teamName);
    expect((await client.leagues.list()).leagues).toEqual([]);
    expect((await storedUser(server.store, email)).leaguesImported).toBe(0);
    const sync = await refusal(client.leagues.sync(league.id));
    expect(sync).toBeInstanceOf(NotFoundError);
    await client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 });
  });
});

describe("projections in the league's scoring", () => {
  /** Gives a week-6 prediction the expected stat line and model scoring a trained model stores. */
  async function expect6(playerId: string, expectedLine: Record<string, number>) {
    await COLLECTIONS.modelPredictions
      .of(server.store)
      .updateOne(
        { _id: `${SEASON}:6:${playerId}` },
        { $set: { expected_line: expectedLine, scoring: 'half-ppr' } },
      );
  }

  it('shows a PPR league team and a custom-scoring team their own points, checked by hand', async () => {
    // Ja'Marr Chase, week 6 half-PPR (the model's): 15.1 / 19.8 / 25.5; expected 6 catches, 80 yards, 0.5 TD.
    await expect6('p-chase', { receptions: 6, receivingYards: 80, receivingTouchdowns: 0.5 });
    // Patrick Mahomes, week 6 half-PPR: 18.7 / 22.9 / 27.6; expected 280 yards, 2 TD, 1 INT, 20 rushing yards.
    await expect6('p-mahomes', {
      passingYards: 280,
      passingTouchdowns: 2,
      passingInterceptions: 1,
      rushingYards: 20,
    });

    const { client } = await newUser(true);
    await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const ppr = await client.teams.week('Pat’s Pickers', 6);
    const chase = ppr.slots.find(({ slot }) => slot === 'WR2')?.player;
    expect(chase?.player.playerName).toBe("Ja'Marr Chase");
    // PPR adds 0.5 a catch: median 19.8 + 6 × 0.5 = 22.8. The band scales by the line's points,
    // (17 / 14) ^ 0.75 = 1.15676 (half-PPR 3 + 8 + 3 = 14, PPR 6 + 8 + 3 = 17):
    // 22.8 − 4.7 × 1.15676 = 17.36, 22.8 + 5.7 × 1.15676 = 29.39.
    expect(chase?.projections.median).toBeCloseTo(22.8, 2);
    expect(chase?.projections.conservative).toBeCloseTo(17.36, 2);
    expect(chase?.projections.aggressive).toBeCloseTo(29.39, 2);

    await client.leagues.sleeper.import({ leagueId: SUPERFLEX_ID, rosterId: 1 });
    const custom = await client.teams.week('Two QBs', 6);
    expect(custom.team.scoring?.format).toBe('custom');
    const mahomes = custom.slots.find(({ slot }) => slot === 'QB')?.player;
    // 6 points a passing TD (half-PPR 4): 22.9 + 2 × 2 = 26.9; the line scores 19.2 then 23.2,
    // (23.2 / 19.2) ^ 0.75 = 1.15250: 26.9 − 4.2 × 1.15250 = 22.06, 26.9 + 4.7 × 1.15250 = 32.32.
    expect(mahomes?.projections.median).toBeCloseTo(26.9, 2);
    expect(mahomes?.projections.conservative).toBeCloseTo(22.06, 2);
    expect(mahomes?.projections.aggressive).toBeCloseTo(32.32, 2);
    expect(mahomes?.points.median).toBeCloseTo(26.9, 2);

    // A team typed in by hand keeps the model's half-PPR numbers.
    await client.teams.create({ teamName: 'By hand' });
    await client.lineups.addPlayer({ teamName: 'By hand', playerId: 'p-chase' });
    const byHand = await client.teams.week('By hand', 6);
    expect(byHand.team.scoring).toEqual({ format: 'half-ppr', league: null, chosen: false });
    expect(byHand.bench[0]?.projections).toEqual({ conservative: 15.1, median: 19.8, aggressive: 25.5 });

    // Its owner switches it to PPR: the same hand-computed numbers as the PPR league's team, the
    // lineup and its version untouched; back to half-PPR, the model's numbers again.
    expect(await client.teams.setScoring('By hand', { format: 'ppr' })).toEqual({
      teamName: 'By hand',
      scoring: { format: 'ppr', league: null, chosen: true },
    });
    const inPpr = await client.teams.week('By hand', 6);
    expect(inPpr.team).toMatchObject({
      version: byHand.team.version,
      scoring: { format: 'ppr', league: null },
    });
    expect(inPpr.bench[0]?.projections.median).toBeCloseTo(22.8, 2);
    expect(inPpr.bench[0]?.projections.conservative).toBeCloseTo(17.36, 2);
    expect(inPpr.bench[0]?.projections.aggressive).toBeCloseTo(29.39, 2);
    await client.teams.setScoring('By hand', { format: 'half-ppr' });
    expect((await client.teams.week('By hand', 6)).bench[0]?.projections.median).toBe(19.8);
  });

  it('creates teams in the scoring and mode asked for: a receiver counts his catches × 1 more in PPR than in standard', async () => {
    await expect6('p-chase', { receptions: 6, receivingYards: 80, receivingTouchdowns: 0.5 });
    const { client } = await newUser(true);
    const created = await client.teams.create({ teamName: 'Catches count', scoring: { format: 'ppr' } });
    await client.teams.create({
      teamName: 'Yards only',
      scoring: { format: 'standard' },
      mode: 'aggressive',
    });
    expect(created.team.teamName).toBe('Catches count');
    for (const teamName of ['Catches count', 'Yards only']) {
      await client.lineups.addPlayer({ teamName, playerId: 'p-chase' });
      await client.lineups.moveToSlot({ teamName, playerId: 'p-chase', positionType: 'wideReceivers' });
    }
    const ppr = await client.teams.week('Catches count', 6);
    const standard = await client.teams.week('Yards only', 6);
    expect(ppr.team).toMatchObject({
      scoring: { format: 'ppr', league: null, chosen: true },
      mode: 'median',
    });
    expect(standard.team).toMatchObject({
      scoring: { format: 'standard', chosen: true },
      mode: 'aggressive',
    });
    expect(standard.mode).toBe('aggressive');
    const chaseIn = (week: typeof ppr) => week.slots.find(({ slot }) => slot === 'WR1')?.player;
    // Half-PPR 19.8 with 6 expected catches: PPR 19.8 + 6 × 0.5 = 22.8, standard 19.8 − 6 × 0.5 = 16.8.
    expect(chaseIn(ppr)?.projections.median).toBeCloseTo(22.8, 2);
    expect(chaseIn(standard)?.projections.median).toBeCloseTo(16.8, 2);
    expect((chaseIn(ppr)?.points.median ?? 0) - (chaseIn(standard)?.points.median ?? 0)).toBeCloseTo(6, 6);
    expect(ppr.totals.current.median - standard.totals.current.median).toBeCloseTo(6, 6);
    // The dashboard's card says the same, in each team's own mode and scoring.
    const { teams } = await client.user.teams();
    expect(teams.map((team) => [team.teamName, team.planning?.mode, team.planning?.format])).toEqual([
      ['Catches count', 'median', 'ppr'],
      ['Yards only', 'aggressive', 'standard'],
    ]);
    expect(teams[0]?.planning?.total).toBe(ppr.totals.current.median);
    expect(teams[1]?.planning?.total).toBe(standard.totals.current.aggressive);
    // Custom settings at creation: 1.5 a catch is 6 × (1.5 − 0.5) = 6 points over half-PPR's 19.8.
    const halfPpr = SCORING_PRESETS['half-ppr'];
    await client.teams.create({
      teamName: 'Catch and a half',
      scoring: {
        format: 'custom',
        settings: { ...halfPpr, receiving: { ...halfPpr.receiving, receptions: 1.5 } },
      },
    });
    await client.lineups.addPlayer({ teamName: 'Catch and a half', playerId: 'p-chase' });
    const custom = await client.teams.week('Catch and a half', 6);
    expect(custom.team.scoring?.format).toBe('custom');
    expect(custom.bench[0]?.projections.median).toBeCloseTo(25.8, 2);
    await client.teams.delete('Catch and a half');
    // A bad scoring at creation is 400, and no team is made.
    expect(
      await refusal(client.teams.create({ teamName: 'Bad', scoring: { format: 'custom' } } as never)),
    ).toBeInstanceOf(ValidationError);
    expect((await client.user.teams()).teams).toHaveLength(2);
  });

  it("counts a league's team in the scoring its owner chose, says it differs from the league's, and keeps it through syncs", async () => {
    const { client } = await newUser(true);
    const { league, team } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const leagueOf = { id: league.id, name: 'Sunday Funday PPR', format: 'ppr' };
    expect((await client.teams.week(team.teamName, 6)).team.scoring).toEqual({
      format: 'ppr',
      league: leagueOf,
      chosen: false,
    });
    expect(await client.teams.setScoring(team.teamName, { format: 'half-ppr' })).toEqual({
      teamName: team.teamName,
      scoring: { format: 'half-ppr', league: leagueOf, chosen: true },
    });
    // A trade and a sync: the roster follows the league, the scoring stays the owner's.
    const rosters = structuredClone(SLEEPER_ROSTERS);
    const mine = rosters[PPR_ID]?.[0] as { starters: string[]; players: string[] };
    mine.starters = mine.starters.map((id) => (id === '9509' ? '8155' : id));
    mine.players = mine.players.map((id) => (id === '9509' ? '8155' : id));
    sleeper.update({ rosters });
    const synced = await client.leagues.sync(league.id);
    expect(synced.added).toEqual(['Breece Hall']);
    const after = await client.teams.week(team.teamName, 6);
    expect(after.team.scoring).toEqual({ format: 'half-ppr', league: leagueOf, chosen: true });
    expect((await client.user.teams()).teams[0]?.planning?.format).toBe('half-ppr');
  });

  it('refuses a scoring change the contract does not allow, and on a team that is not the caller’s', async () => {
    const { client } = await newUser(true);
    await client.teams.create({ teamName: 'Custom by hand' });
    // custom needs its settings; a preset takes none.
    expect(
      await refusal(client.teams.setScoring('Custom by hand', { format: 'custom' } as never)),
    ).toBeInstanceOf(ValidationError);
    expect(
      await refusal(client.teams.setScoring('Custom by hand', { format: 'ppr', settings: {} } as never)),
    ).toBeInstanceOf(ValidationError);
    expect(await refusal(client.teams.setScoring('Nobody’s team', { format: 'ppr' }))).toBeInstanceOf(
      NotFoundError,
    );
    // Another user naming this user's team finds no such team of theirs, and changes nothing.
    const { client: other } = await newUser();
    expect(await refusal(other.teams.setScoring('Custom by hand', { format: 'ppr' }))).toBeInstanceOf(
      NotFoundError,
    );
    expect((await client.teams.week('Custom by hand', 6)).team.scoring?.format).toBe('half-ppr');
  });
});

describe('sync', () => {
  it('after a trade: the new player takes the traded one’s slot, the user’s own choices are kept', async () => {
    const { client } = await newUser();
    const { league, team } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    // The user starts Lamar Jackson over Josh Allen.
    const lamar = team.bench[0]?._id ?? never();
    await client.lineups.moveToSlot({
      teamName: team.teamName,
      playerId: lamar,
      positionType: 'quarterback',
    });

    // Trade: Bijan Robinson (RB2) for Breece Hall.
    const rosters = structuredClone(SLEEPER_ROSTERS);
    const mine = rosters[PPR_ID]?.[0] as { starters: string[]; players: string[] };
    mine.starters = mine.starters.map((id) => (id === '9509' ? '8155' : id));
    mine.players = mine.players.map((id) => (id === '9509' ? '8155' : id));
    sleeper.update({ rosters });

    const synced = await client.leagues.sync(league.id);
    expect(synced.added).toEqual(['Breece Hall']);
    expect(synced.dropped).toEqual(['Bijan Robinson']);
    expect(synced.notes).toContain('Breece Hall joined your roster in Sleeper; placed at RB2.');
    expect(slotsOf(synced.team)).toMatchObject({ QB: 'Lamar Jackson', RB2: 'Breece Hall' });
    expect(synced.team.bench.map((player) => player.playerName)).toEqual(['Josh Allen']);
    expect(
      rosterPlayers({ lineup: synced.team.lineups[0] ?? never(), bench: synced.team.bench }),
    ).toHaveLength(9);
    expect(synced.league.lastSyncedAt).toBe(new Date(WEEK6_FRIDAY).toISOString());

    // Nothing changed since: no new version.
    const again = await client.leagues.sync(league.id);
    expect(again.team.version).toBe(synced.team.version);
    expect(again.added).toEqual([]);
  });

  it("keeps the imported version and the one a sync replaced in the team's history (Pro)", async () => {
    const { client } = await newUser(true);
    const { league, team } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const rosters = structuredClone(SLEEPER_ROSTERS);
    const mine = rosters[PPR_ID]?.[0] as { starters: string[]; players: string[] };
    mine.starters = mine.starters.map((id) => (id === '9509' ? '8155' : id));
    mine.players = mine.players.map((id) => (id === '9509' ? '8155' : id));
    sleeper.update({ rosters });
    const synced = await client.leagues.sync(league.id);

    const { versions } = await client.teams.history(team.teamName);
    expect(versions.map((v) => [v.version, v.action, v.current])).toEqual([
      [1, 'sync', true],
      [0, 'import', false],
    ]);
    expect(versions[0]?.changes).toBe('Breece Hall added at RB2; Bijan Robinson dropped');
    const restored = await client.teams.restore(team.teamName, 0, { expectedVersion: synced.team.version });
    expect(slotsOf(restored.team)).toEqual(slotsOf(team));
    expect((await client.teams.history(team.teamName)).versions[0]).toMatchObject({
      version: 2,
      action: 'restore',
      changes: 'Bijan Robinson added at RB2; Breece Hall dropped',
    });
  });

  it("refuses another user's league (404)", async () => {
    const { client } = await newUser();
    const { client: other } = await newUser();
    const { league } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    expect(await refusal(other.leagues.sync(league.id))).toBeInstanceOf(NotFoundError);
  });
});

describe("search with the week's facts, in the team's scoring and mode (GET /api/players/enhanced-search)", () => {
  const TEAM = 'Pat’s Pickers';

  it("answers each result's facts in the team's scoring and mode (median half-PPR without a team), on the team or rostered in its league", async () => {
    // Ja'Marr Chase, week 6 half-PPR (the model's): 15.1 / 19.8 / 25.5; expected 6 catches, 80 yards, 0.5 TD.
    await COLLECTIONS.modelPredictions.of(server.store).updateOne(
      { _id: `${SEASON}:6:p-chase` },
      {
        $set: {
          expected_line: { receptions: 6, receivingYards: 80, receivingTouchdowns: 0.5 },
          scoring: 'half-ppr',
        },
      },
    );
    const { client } = await newUser(true);
    await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    await client.teams.setMode(TEAM, { mode: 'aggressive' });

    const inTeam = await client.players.search({ q: 'chase', teamName: TEAM });
    expect(inTeam).toMatchObject({ total: 1, week: 6 });
    const facts = inTeam.players[0]?.facts;
    // PPR, as the team week shows him (median 19.8 + 6 × 0.5 = 22.8, band × 1.15676), counted aggressive.
    expect(facts).toMatchObject({
      week: 6,
      mode: 'aggressive',
      isByeWeek: false,
      byeWeek: 10,
      opponent: 'NYJ',
      injuryStatus: null,
      onTeam: true,
      rostered: true,
    });
    expect(facts?.projections.median).toBeCloseTo(22.8, 2);
    expect(facts?.points).toBeCloseTo(29.39, 2);
    const week = await client.teams.week(TEAM, 6);
    const chase = week.slots.find(({ slot }) => slot === 'WR2')?.player;
    expect(facts?.projections).toEqual(chase?.projections);
    expect(facts?.points).toBe(chase?.points.aggressive);
    expect(facts?.gameTime).toBe(chase?.gameTime);

    // Without a team: the model's half-PPR, median; not on a team, nothing said of a league.
    const plain = (await client.players.search({ q: 'chase' })).players[0]?.facts;
    expect(plain).toMatchObject({
      mode: 'median',
      points: 19.8,
      projections: { conservative: 15.1, median: 19.8, aggressive: 25.5 },
      onTeam: false,
    });
    expect(plain).not.toHaveProperty('rostered');
    // Justin Jefferson's bye is week 6: 0 points, no game.
    expect((await client.players.search({ q: 'jefferson' })).players[0]?.facts).toMatchObject({
      isByeWeek: true,
      byeWeek: 6,
      points: 0,
      opponent: null,
    });

    // Another user's team is not found, as every team call answers.
    const { client: rival } = await newUser();
    const refused = await refusal(rival.players.search({ q: 'chase', teamName: TEAM }));
    expect(refused).toBeInstanceOf(NotFoundError);
    expect(refused.message).toBe(`Team '${TEAM}' not found`);
  });

  it('browses a position by the week’s points, highest first, and leaves out players rostered in the league at its last sync', async () => {
    const { client } = await newUser(true);
    const { league } = await client.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const qbs = await client.players.search({ position: 'QB', teamName: TEAM });
    const points = qbs.players.map((p) => p.facts?.points ?? Number.NaN);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(qbs.total).toBe(4);
    // Allen and Lamar are Pat's, Hurts is on Sam's roster: only Mahomes is free.
    expect(Object.fromEntries(qbs.players.map((p) => [p.playerName, p.facts?.rostered]))).toEqual({
      'Lamar Jackson': true,
      'Josh Allen': true,
      'Patrick Mahomes': false,
      'Jalen Hurts': true,
    });
    const free = await client.players.search({ position: 'QB', teamName: TEAM, available: true });
    expect(free.players.map((p) => p.playerName)).toEqual(['Patrick Mahomes']);
    expect(free.total).toBe(1);

    // Breece Hall is free until Pat trades Bijan Robinson for him; after the sync, Bijan is.
    const freeBacks = async () =>
      (await client.players.search({ position: 'RB', teamName: TEAM, available: true })).players.map(
        (p) => p.playerName,
      );
    expect(await freeBacks()).toEqual(['Derrick Henry', 'Breece Hall']);
    const rosters = structuredClone(SLEEPER_ROSTERS);
    const mine = rosters[PPR_ID]?.[0] as { starters: string[]; players: string[] };
    mine.starters = mine.starters.map((id) => (id === '9509' ? '8155' : id));
    mine.players = mine.players.map((id) => (id === '9509' ? '8155' : id));
    sleeper.update({ rosters });
    await client.leagues.sync(league.id);
    expect(await freeBacks()).toEqual(['Bijan Robinson', 'Derrick Henry']);
  });

  it('refuses available for a team not imported from a league (400, said plainly)', async () => {
    const { client } = await newUser();
    await client.teams.create({ teamName: 'By hand' });
    const refused = await refusal(
      client.players.search({ position: 'QB', teamName: 'By hand', available: true }),
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.message).toBe(
      "'By hand' is not imported from a league, so there is no league to be available in",
    );
    // Without available, the team's facts come with no league's say.
    const { players } = await client.players.search({ position: 'QB', teamName: 'By hand' });
    expect(players[0]?.facts).not.toHaveProperty('rostered');
  });
});

describe('Sleeper failures and limits', () => {
  it('answers 503 with a clear message when Sleeper keeps failing, after retrying', async () => {
    const { client } = await newUser();
    sleeper.failNext({ kind: 'status', status: 500 }, { times: 4, prefix: '/v1/user/' });
    const before = sleeper.count('/v1/user/');
    const failure = await refusal(client.leagues.sleeper.leagues({ username: 'ppr_pat' }));
    expect(failure.status).toBe(503);
    expect(failure.message).toBe('Sleeper cannot be reached right now. Try again in a few minutes.');
    expect(sleeper.count('/v1/user/') - before).toBe(4);
  }, 20_000);

  it('does not wait out a long Retry-After from Sleeper: 503 at once', async () => {
    const { client } = await newUser();
    sleeper.failNext({ kind: 'status', status: 429, retryAfter: '600' }, { times: 1, prefix: '/v1/user/' });
    const started = Date.now();
    const failure = await refusal(client.leagues.sleeper.leagues({ username: 'ppr_pat' }));
    expect(failure.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(`limits each user to ${IMPORT_RATE.limit} import calls in ${IMPORT_RATE.windowMs / 60_000} minutes (429 with the wait)`, async () => {
    const { client } = await newUser();
    const { client: other } = await newUser();
    // An unknown username costs one Sleeper request: the flood stays quick under the client's own rate limit.
    for (let call = 0; call < IMPORT_RATE.limit; call++) {
      expect((await refusal(client.leagues.sleeper.leagues({ username: 'nobody_here' }))).status).toBe(404);
    }
    const before = sleeper.count();
    const flooded = await refusal(client.leagues.sleeper.leagues({ username: 'ppr_pat' }));
    expect(flooded.status).toBe(429);
    expect((flooded.body as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
    expect(sleeper.count()).toBe(before);
    await other.leagues.sleeper.leagues({ username: 'ppr_pat' });
  }, 30_000);
});

/** Pat's PPR roster after trading Bijan Robinson (RB2) for Breece Hall. */
function tradedRosters() {
  const rosters = structuredClone(SLEEPER_ROSTERS);
  const mine = rosters[PPR_ID]?.[0] as { starters: string[]; players: string[] };
  mine.starters = mine.starters.map((id) => (id === '9509' ? '8155' : id));
  mine.players = mine.players.map((id) => (id === '9509' ? '8155' : id));
  return rosters;
}

const GUID = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';

describe('the calls every host shares, with provider sleeper', () => {
  const REQUEST = { provider: 'sleeper', leagueId: PPR_ID, rosterId: 1 } as const;

  it("lists a league's rosters and previews a roster exactly as the Sleeper routes do, with the provider and the host's ids", async () => {
    const { client } = await newUser();
    const rosters = await client.leagues.rosters({ provider: 'sleeper', leagueId: PPR_ID });
    expect(rosters).toEqual(await client.leagues.sleeper.rosters(PPR_ID));
    expect(rosters.league).toMatchObject({
      provider: 'sleeper',
      leagueId: PPR_ID,
      scoringType: 'ppr',
      alreadyImported: false,
    });
    expect(rosters.rosters.map((roster) => roster.ownerName)).toEqual([
      'PPR Pat',
      'Superflex Sam',
      'Chris',
      null,
    ]);

    const preview = await client.leagues.preview(REQUEST);
    expect(preview).toEqual(await client.leagues.sleeper.preview({ leagueId: PPR_ID, rosterId: 1 }));
    // Every unmatched player carries the host's id, and on Sleeper's leagues the old field too.
    expect(preview.unmatched.map(({ hostPlayerId, sleeperId }) => [hostPlayerId, sleeperId])).toEqual([
      ['8151', '8151'],
      ['11999', '11999'],
      ['4993', '4993'],
    ]);
    const missing = await refusal(
      client.leagues.rosters({ provider: 'sleeper', leagueId: '1999999999999999999' }),
    );
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe('Sleeper has no league with the id 1999999999999999999.');
    const noTeam = await refusal(client.leagues.preview({ ...REQUEST, rosterId: 9 }));
    expect(noTeam).toBeInstanceOf(NotFoundError);
    expect(noTeam.message).toBe('The league Sunday Funday PPR has no team 9.');
  });

  it('imports as the Sleeper route does, and a league imported by one is imported for the other', async () => {
    // Pro: the free plan's one league would refuse a second import before it is found to be the same.
    const { client: viaOld } = await newUser(true);
    const { client: viaNew } = await newUser(true);
    const old = await viaOld.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 });
    const imported = await viaNew.leagues.import(REQUEST);
    const { id: _oldId, ...oldLeague } = old.league;
    const { id: _newId, ...newLeague } = imported.league;
    expect(newLeague).toEqual(oldLeague);
    expect(newLeague).toMatchObject({
      provider: 'sleeper',
      providerLeagueId: PPR_ID,
      teamName: 'Pat’s Pickers',
    });
    expect(slotsOf(imported.team)).toEqual(slotsOf(old.team));
    expect(imported.team.bench.map((player) => player.playerName)).toEqual(['Lamar Jackson']);
    expect(imported.unmatched).toEqual(old.unmatched);
    expect(imported.notes).toEqual(old.notes);

    expect(
      (await viaNew.leagues.rosters({ provider: 'sleeper', leagueId: PPR_ID })).league.alreadyImported,
    ).toBe(true);
    const twice = await refusal(viaNew.leagues.sleeper.import({ leagueId: PPR_ID, rosterId: 1 }));
    expect(twice).toBeInstanceOf(ConflictError);
    expect(twice.message).toBe(IMPORT_MESSAGES.alreadyImported);
    expect(await refusal(viaOld.leagues.import(REQUEST))).toBeInstanceOf(ConflictError);
  });

  it('syncs a league after a trade, naming the host in its notes', async () => {
    const { client } = await newUser();
    const { league } = await client.leagues.import(REQUEST);
    sleeper.update({ rosters: tradedRosters() });
    const synced = await client.leagues.sync(league.id);
    expect(synced.added).toEqual(['Breece Hall']);
    expect(synced.dropped).toEqual(['Bijan Robinson']);
    expect(synced.notes).toContain('Breece Hall joined your roster in Sleeper; placed at RB2.');
    expect(slotsOf(synced.team)).toMatchObject({ RB2: 'Breece Hall' });
    expect(synced.league).toMatchObject({ id: league.id, provider: 'sleeper' });
  });

  it("refuses new cookies for a league that is not ESPN's (400), and for another user's or no league (404)", async () => {
    const { client } = await newUser();
    const { client: other } = await newUser();
    const { league } = await client.leagues.import(REQUEST);
    const cookies = { espnS2: 'AEBabc%2Bdef%3D', swid: `{${GUID}}` };
    const sleepers = await refusal(client.leagues.setCredentials(league.id, cookies));
    expect(sleepers).toBeInstanceOf(ValidationError);
    expect(sleepers.message).toBe('Only an ESPN league has cookies to replace; this league is from Sleeper.');
    expect(await refusal(other.leagues.setCredentials(league.id, cookies))).toBeInstanceOf(NotFoundError);
    expect(await refusal(client.leagues.setCredentials('no-such-league', cookies))).toBeInstanceOf(
      NotFoundError,
    );
    const stored = await COLLECTIONS.leagues.of(server.store).findOne({ _id: league.id });
    expect(stored).not.toHaveProperty('credentials');
  });

  it('refuses a league that names no league at its host before calling any host (400, said plainly)', async () => {
    const { token } = await server.signUpWithToken(`importer-raw-${Date.now()}@example.com`);
    const before = sleeper.count();
    const ask = (body: unknown) =>
      rawRequest(server.url, { method: 'POST', path: '/api/import/rosters', token, body });
    const cases: Array<[unknown, string]> = [
      [{ provider: 'espn', league: 'https://example.com/league?leagueId=1' }, IMPORT_MESSAGES.espnLeague],
      [{ provider: 'espn', league: '336358', espnS2: 'AEBabc' }, IMPORT_MESSAGES.espnCookiesTogether],
      [{ provider: 'espn', league: '336358', espnS2: 'AEBabc', swid: 'not-a-guid' }, IMPORT_MESSAGES.swid],
      [{ provider: 'yahoo', leagueId: '123456' }, IMPORT_MESSAGES.yahooLeagueKey],
      [{ provider: 'sleeper', leagueId: '../players' }, IMPORT_MESSAGES.leagueId],
    ];
    for (const [body, message] of cases) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
    expect((await ask({ provider: 'myfantasyleague', leagueId: '1' })).status).toBe(400);
    expect(sleeper.count()).toBe(before);
  });
});

describe("an imported league's credentials", () => {
  it('are never answered, and are deleted with the team', async () => {
    emails += 1;
    const email = `importer-${emails}@example.com`;
    const { client, token } = await server.signUpWithToken(email);
    const { league, team } = await client.leagues.import({
      provider: 'sleeper',
      leagueId: PPR_ID,
      rosterId: 1,
    });
    // As an ESPN import keeps a private league's cookies: sealed, in the league's record.
    const sealed = {
      v: 'aes-256-gcm:1',
      iv: 'aXYtaXYtaXYt',
      data: 'c2VhbGVkLWNvb2tpZXM=',
      tag: 'dGFnLXRhZy10YWctdGFn',
    };
    await COLLECTIONS.leagues
      .of(server.store)
      .updateOne({ _id: league.id }, { $set: { credentials: sealed } });
    // What the server itself sends (the SDK's parsing could hide an extra field).
    const raw = await rawRequest(server.url, { path: '/api/import/leagues', token });
    const listed = (raw.body as { leagues: Array<Record<string, unknown>> }).leagues;
    expect(listed).toHaveLength(1);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(
      [
        'id',
        'importedAt',
        'lastSyncedAt',
        'name',
        'provider',
        'providerLeagueId',
        'scoringFormat',
        'season',
        'teamCount',
        'teamName',
      ].sort(),
    );
    const synced = await rawRequest(server.url, {
      method: 'POST',
      path: `/api/import/leagues/${league.id}/sync`,
      token,
    });
    expect(synced.status).toBe(200);
    expect(JSON.stringify(synced.body)).not.toContain(sealed.data);
    expect(JSON.stringify(synced.body)).not.toContain('credentials');
    expect(JSON.stringify(listed)).not.toContain(sealed.data);

    await client.teams.delete(team.teamName);
    const ownerId = (await storedUser(server.store, email))._id;
    expect(await COLLECTIONS.leagues.of(server.store).find({ ownerId })).toEqual([]);
    expect(JSON.stringify(await COLLECTIONS.leagues.of(server.store).find({}))).not.toContain(sealed.data);
  });
});

describe('Yahoo on a server without a Yahoo app', () => {
  it('says it is not set up: not configured, and every Yahoo call refused (503) without asking anyone', async () => {
    const { client } = await newUser();
    expect(await client.leagues.yahoo.connection()).toEqual({
      configured: false,
      connected: false,
      connectedAt: null,
    });
    for (const call of [
      () => client.leagues.yahoo.connect(),
      () => client.leagues.yahoo.disconnect(),
      () => client.leagues.yahoo.leagues(),
      () => client.leagues.rosters({ provider: 'yahoo', leagueId: '449.l.123456' }),
      () => client.leagues.preview({ provider: 'yahoo', leagueId: '449.l.123456', rosterId: 1 }),
      () => client.leagues.import({ provider: 'yahoo', leagueId: '449.l.123456', rosterId: 1 }),
    ]) {
      const refused = await refusal(call());
      expect(refused).toBeInstanceOf(ServerError);
      expect(refused.status).toBe(503);
      expect(refused.message).toBe(IMPORT_MESSAGES.yahooNotConfigured);
    }
    expect((await client.leagues.list()).leagues).toEqual([]);
    // A browser back from Yahoo (its app removed meanwhile) is told so on the import page.
    const back = await fetch(`${server.url}/api/import/yahoo/callback?code=c&state=s`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/import?yahoo=error&reason=not_configured');
  });
});
