import { type Game, generateDemoSeason } from '@lineup-lab/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLineupServer } from '../../../test/support/run-command.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { openEmbeddedStore } from '../../adapters/store/embedded-store.js';
import { COLLECTIONS, nflCollections } from '../../ports/collections.js';
import type { Doc, Store } from '../../ports/store.js';
import { catchUpDemoSeason } from './catch-up-demo-season.js';
import { importNflData } from './import-nfl-data.js';
import { loadDemoSeason } from './load-demo-season.js';
import { parseNflFile } from './nfl-formats.js';
import { catchUpDemoStore } from './start-demo-season.js';

/** Saturday before week 6 of 2025, and the Monday after its Sunday games (noon Eastern). */
const SATURDAY = '2025-10-11T16:00:00.000Z';
const MONDAY = '2025-10-13T16:00:00.000Z';
const SEASON = 2025;

/** The whole demo season as `loadDemoSeason` draws it (seed 1, no history), every game played. */
const whole = generateDemoSeason({ season: SEASON, seed: 1 });
const kickedOffBetween = (game: Game, from: string, to: string) =>
  game.kickoff >= from && game.kickoff < to && game.gameType === 'REG';

/** Every document of the NFL collections, by collection and `_id`. */
async function nflRows(store: Store): Promise<Map<string, Map<string, Doc>>> {
  const rows = new Map<string, Map<string, Doc>>();
  const { nflTeams, nflPlayers, nflGames, nflWeeklyStats, nflPeerProjections, nflInjuries, nflDemo } =
    COLLECTIONS;
  for (const { name } of [
    nflTeams,
    nflPlayers,
    nflGames,
    nflWeeklyStats,
    nflPeerProjections,
    nflInjuries,
    nflDemo,
  ]) {
    const docs = await store.collection<Doc>(name).find({});
    rows.set(name, new Map(docs.map((doc) => [String(doc._id), doc])));
  }
  return rows;
}

describe('catchUpDemoSeason', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  beforeEach(async () => {
    temp = await openTempStore();
  });
  afterEach(async () => {
    await temp.remove();
  });

  it('writes the scores and stat lines of the games played since it was written, nothing else, and only once', async () => {
    await loadDemoSeason(temp.store, { season: SEASON, asOf: SATURDAY });
    const before = await nflRows(temp.store);
    const played = whole.games.filter((game) => kickedOffBetween(game, SATURDAY, MONDAY));
    // Week 6's Sunday games (and none of Monday night's).
    expect(played.length).toBeGreaterThanOrEqual(12);
    expect(new Set(played.map((game) => game.week))).toEqual(new Set([6]));
    const teams = new Set(played.flatMap((game) => [game.homeTeam, game.awayTeam]));
    const newStats = whole.stats.filter((stat) => stat.week === 6 && teams.has(stat.team ?? ''));
    const storedGames = before.get('nfl_games') ?? new Map<string, Doc>();
    expect(played.map((game) => (storedGames.get(game._id) as Game | undefined)?.homeScore)).toEqual(
      played.map(() => null),
    );

    const caught = await catchUpDemoStore(temp.store, { now: new Date(MONDAY) });
    expect(caught).toEqual({
      caughtUp: true,
      season: SEASON,
      from: SATURDAY,
      asOf: MONDAY,
      games: played.length,
      stats: newStats.length,
      ms: expect.any(Number),
    });
    const after = await nflRows(temp.store);
    // The games between have their final scores, their teams' players their week-6 stat lines.
    for (const game of played) expect(after.get('nfl_games')?.get(game._id)).toEqual(game);
    for (const stat of newStats) expect(after.get('nfl_weekly_stats')?.get(stat._id)).toEqual(stat);
    // Nothing else changed: the other games (Monday night's still without a score), stat lines, players.
    const changed = new Set([...played, ...newStats].map((row) => row._id));
    for (const [name, rows] of before) {
      if (name === 'nfl_demo') continue;
      const unchanged = (of: Map<string, Doc>) => [...of.entries()].filter(([id]) => !changed.has(id));
      expect(unchanged(after.get(name) ?? new Map()), name).toEqual(unchanged(rows));
    }
    expect(after.get('nfl_demo')?.get('demo')).toEqual({
      _id: 'demo',
      demo: true,
      season: SEASON,
      history: 0,
      seed: 1,
      asOf: MONDAY,
    });
    // The catalogue was published for the week users plan for (the demo season alone publishes none).
    expect(await COLLECTIONS.players.of(temp.store).countDocuments({})).toBe(whole.players.length);

    // A second catch-up at the same moment, or an earlier one, writes nothing.
    expect(await catchUpDemoSeason(temp.store, { now: new Date(MONDAY) })).toEqual({
      caughtUp: false,
      reason: 'up-to-date',
      asOf: MONDAY,
    });
    expect(await catchUpDemoSeason(temp.store, { now: new Date(SATURDAY) })).toMatchObject({
      reason: 'up-to-date',
    });
    expect(await nflRows(temp.store)).toEqual(after);
  }, 60_000);

  it('catches up a demo store written before the record was kept; leaves real data and empty stores alone', async () => {
    expect(await catchUpDemoSeason(temp.store, { now: new Date(MONDAY) })).toEqual({
      caughtUp: false,
      reason: 'no-demo',
    });
    await loadDemoSeason(temp.store, { season: SEASON, asOf: SATURDAY });
    await nflCollections(temp.store).demo.deleteMany({});
    const caught = await catchUpDemoSeason(temp.store, { now: new Date(MONDAY) });
    expect(caught).toMatchObject({ caughtUp: true, from: null, asOf: MONDAY });
    const played = whole.games.filter((game) => kickedOffBetween(game, SATURDAY, MONDAY));
    expect(caught.caughtUp && caught.games).toBe(played.length);

    // A real game in the store: the demo is no longer caught up (real data is never touched).
    const text =
      'game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,spread_line,total_line\n2025_01_BAL_KC,2025,REG,1,2025-09-05,20:20,BAL,20,KC,27,3,46\n';
    await loadDemoSeason(temp.store, { season: SEASON, asOf: SATURDAY });
    await nflCollections(temp.store).games.insertOne({ ...played[0], _id: 'real', demo: undefined } as Game);
    expect(await catchUpDemoSeason(temp.store, { now: new Date('2025-10-20T16:00:00.000Z') })).toEqual({
      caughtUp: false,
      reason: 'real-data',
    });
    // An import of real data removes the demo rows and the record of the demo with them.
    await importNflData(temp.store, parseNflFile('nflverse-schedules', text));
    expect(await nflCollections(temp.store).demo.countDocuments({})).toBe(0);
  }, 60_000);

  it('lineup-server data sync on a demo store catches it up to the clock and downloads nothing', async () => {
    await loadDemoSeason(temp.store, { season: SEASON, asOf: SATURDAY });
    await temp.store.close();
    const result = await runLineupServer(['data', 'sync', '--season', String(SEASON)], {
      DATA_DIR: temp.dataDir,
      LINEUP_NOW: MONDAY,
      // Nothing answers there: a download would fail the command.
      NFL_SCHEDULES_URL: 'http://127.0.0.1:9/games.csv',
      NFL_PLAYER_STATS_URL: 'http://127.0.0.1:9/stats.csv',
      NFL_INJURIES_URL: 'http://127.0.0.1:9/injuries.csv',
    });
    const played = whole.games.filter((game) => kickedOffBetween(game, SATURDAY, MONDAY));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    // The command's clock starts at LINEUP_NOW and runs on from there.
    expect(result.stdout).toMatch(
      new RegExp(
        `^The store holds the generated DEMO season ${SEASON}: caught up to 2025-10-13T16:00:\\d\\d\\.\\d{3}Z, ${played.length} games and \\d+ stat lines written \\(nothing downloaded; --replace-demo imports real data instead\\)\\.$`,
        'm',
      ),
    );
    const store = await openEmbeddedStore({ dataDir: temp.dataDir });
    try {
      expect(await nflCollections(store).games.findOne({ _id: played[0]?._id ?? '' })).toEqual(played[0]);
    } finally {
      await store.close();
    }
  }, 60_000);
});
