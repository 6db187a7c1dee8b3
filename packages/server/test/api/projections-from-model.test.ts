import type { LineupLabClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoSeason } from '../../src/jobs/nfl-data/start-demo-season.js';
import { silentLogger } from '../../src/logger.js';
import { COLLECTIONS, modelCollections, nflCollections } from '../../src/ports/collections.js';
import { handClock } from '../support/hand-clock.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The demo start's back-test trained once (`quick-demo-backtest.ts`): no test here reads it. */
vi.mock('../../src/jobs/model/train-models.js', async (importOriginal) =>
  (await import('../support/quick-demo-backtest.js')).quickDemoBacktest(importOriginal),
);

/** Saturday of week 11 of the 2026 season: weeks 1–10 and week 11's Thursday game are played. */
const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('a fresh server with the demo season: projections from the trained model', () => {
  let server: TestServer;
  let user: LineupLabClient;
  beforeAll(async () => {
    // What a fresh start does, seen from NOW (the server's clock says NOW too).
    const clock = handClock(NOW);
    server = await startTestServer({}, { clock });
    await startDemoSeason(server.store, { clock, logger: silentLogger });
    user = await server.signUp('demo-fan@lineup-lab.test');
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('publishes every NFL player in the catalogue, with this week projected for rostered players', async () => {
    const players = await nflCollections(server.store).players.find({});
    const catalogue = await COLLECTIONS.players.of(server.store).find({});
    expect(catalogue.map((player) => player._id).sort()).toEqual(players.map((player) => player._id).sort());
    expect(
      catalogue.every((player) => player.published?.demo === true && player.published.season === 2026),
    ).toBe(true);
    expect(new Set(catalogue.map((player) => player.published?.week))).toEqual(new Set([11]));
    const rostered = catalogue.filter((player) => player.teamName !== 'FA');
    const projected = rostered.filter((player) => player.projections?.median !== null);
    expect(projected.length).toBeGreaterThan(rostered.length * 0.9);
    // The season's points so far come from the weeks played.
    expect(Math.max(...catalogue.map((player) => player.points ?? 0))).toBeGreaterThan(50);
  });

  it('answers a week’s raw prediction with its game, matchup and bye (0 points), through the SDK', async () => {
    const { predictions } = modelCollections(server.store);
    const [starter] = await predictions.find(
      { season: 2026, week: 11, position: 'QB', is_bye: false },
      { limit: 1 },
    );
    if (!starter) throw new Error('no QB prediction for week 11');
    const answer = await user.players.projections(starter.player_name, { week: 11, mode: 'median' });
    expect(answer).toMatchObject({
      week: 11,
      projections: starter.raw,
      points: starter.median,
      isByeWeek: false,
      opponent: starter.opponent_team,
      gameTime: starter.kickoff,
      isHomeGame: starter.is_home,
      archetype: starter.archetype,
      matchupFavorability: starter.matchup_favorability,
      defenseRanking: starter.defense_ranking,
    });
    expect(answer.opponent).toMatch(/^[A-Z]{2,3}$/);
    expect(answer.confidence).toBeGreaterThan(0);

    const bye = await predictions.findOne({ player_id: starter.player_id, is_bye: true });
    if (!bye) throw new Error('the QB has no bye week');
    const byeWeek = await user.players.projections(starter.player_name, {
      week: bye.week,
      mode: 'aggressive',
    });
    // The raw quantiles show; the bye shows in the points.
    expect(byeWeek).toMatchObject({ isByeWeek: true, points: 0, opponent: null, projections: bye.raw });
    expect(bye.aggressive).toBe(0);
    expect(bye.raw.aggressive).toBeGreaterThan(0);
  });

  it('answers no numbers for a week the model has no prediction for, never another week’s', async () => {
    const { predictions } = modelCollections(server.store);
    const [player] = await predictions.find(
      { season: 2026, week: 14, position: 'WR', is_bye: false },
      { limit: 1 },
    );
    if (!player) throw new Error('no WR prediction for week 14');
    await predictions.deleteOne({ _id: player._id });
    const answer = await user.players.projections(player.player_name, { week: 14, mode: 'median' });
    expect(answer).toMatchObject({
      projections: { conservative: null, median: null, aggressive: null },
      points: null,
      opponent: null,
    });
  });
});
