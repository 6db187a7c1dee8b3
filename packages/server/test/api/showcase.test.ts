import { type Archetype, type ShowcaseResponse, willNotPlay } from '@lineup-lab/core';
import type { NflPosition } from '@lineup-lab/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS, modelCollections, nflCollections } from '../../src/ports/collections.js';
import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';
import { SHOWCASE_ANSWER_TTL_MS } from '../../src/use-cases/players/get-showcase.js';
import { bandOf, pickShowcase, SHOWCASE_RANKING } from '../../src/use-cases/players/pick-showcase.js';
import { handClock } from '../support/hand-clock.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The demo starts' back-test trained once (`quick-demo-backtest.ts`): no test here reads it. */
vi.mock('../../src/jobs/model/train-models.js', async (importOriginal) =>
  (await import('../support/quick-demo-backtest.js')).quickDemoBacktest(importOriginal),
);

/** Saturday of week 11 of the 2026 season: weeks 1–10 and week 11's Thursday game are played. */
const NOW = new Date('2026-11-21T12:00:00.000Z');

const EMPTY: ShowcaseResponse = {
  season: null,
  week: null,
  demo: false,
  cards: [
    { archetype: 'conservative', ranking: SHOWCASE_RANKING.conservative, players: [] },
    { archetype: 'balanced', ranking: SHOWCASE_RANKING.balanced, players: [] },
    { archetype: 'aggressive', ranking: SHOWCASE_RANKING.aggressive, players: [] },
  ],
};

describe('GET /api/players/showcase with nothing loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { clock: handClock(NOW) });
  });
  afterAll(() => server.close());

  it('answers, without a token, three empty cards and no season or week', async () => {
    expect(await server.anonymous().players.showcase()).toEqual(EMPTY);
  });
});

describe('GET /api/players/showcase with the demo season loaded at start', () => {
  const clock = handClock(NOW);
  let server: TestServer;
  let predictions: ModelPredictionDoc[];
  beforeAll(async () => {
    // As a fresh machine starts (DEMO_SEASON=auto), seen from NOW.
    server = await startTestServer({ DEMO_SEASON: 'auto' }, { clock });
    predictions = await modelCollections(server.store).predictions.find({ season: 2026, week: 11 });
  }, 60_000);
  afterAll(() => server.close());

  it('answers, without a token, four players on each of the three cards from this week’s predictions, marked demo', async () => {
    const answer = await server.anonymous().players.showcase();

    expect(answer).toMatchObject({ season: 2026, week: 11, demo: true });
    expect(answer.cards.map((card) => card.archetype)).toEqual(['conservative', 'balanced', 'aggressive']);
    const spreads: number[][] = [];
    for (const card of answer.cards) {
      expect(card.players).toHaveLength(4);
      expect(card.ranking).toBe(SHOWCASE_RANKING[card.archetype]);
      expect(new Set(card.players.map((player) => player.teamName)).size).toBe(4);
      const cardSpreads: number[] = [];
      for (const player of card.players) {
        const prediction = predictions.find((p) => p.player_name === player.playerName);
        expect(prediction).toMatchObject({
          is_bye: false,
          position: player.position,
          team: player.teamName,
          conservative: player.projections.conservative,
          median: player.projections.median,
          aggressive: player.projections.aggressive,
        });
        expect(willNotPlay(prediction?.injury)).toBe(false);
        expect(player.reason).toMatch(/^(Floor |Ceiling )[\d.]+/);
        cardSpreads.push(prediction ? (bandOf(prediction)?.spread ?? Number.NaN) : Number.NaN);
      }
      spreads.push(cardSpreads);
    }
    // Conservative: narrowest bands first; aggressive: widest first; and every conservative band is
    // narrower than every aggressive one.
    const [conservative = [], , aggressive = []] = spreads;
    expect(conservative).toEqual([...conservative].sort((a, b) => a - b));
    expect(aggressive).toEqual([...aggressive].sort((a, b) => b - a));
    expect(Math.max(...conservative)).toBeLessThan(Math.min(...aggressive));
    // The cards are the picking rule's, applied to the stored week.
    expect(answer.cards).toEqual(pickShowcase(predictions).cards);
  });

  it('answers from memory while the prediction set is the same, and at once when it changes', async () => {
    const first = await server.anonymous().players.showcase();
    expect(await server.anonymous().players.showcase()).toEqual(first);

    // A new training run replaces the week's predictions: here, without the best conservative player.
    const best = first.cards[0]?.players[0];
    const gone = predictions.find((p) => p.player_name === best?.playerName);
    if (!gone) throw new Error('no conservative player shown');
    await modelCollections(server.store).predictions.deleteOne({ _id: gone._id });

    const after = await server.anonymous().players.showcase();
    expect(after.cards[0]?.players.map((player) => player.playerName)).not.toContain(gone.player_name);
    expect(after.cards[0]?.players).toHaveLength(4);
  });

  it('leaves out a player the administrator reports out, within five minutes', async () => {
    const before = await server.anonymous().players.showcase();
    const shown = before.cards[2]?.players[0];
    const record = await COLLECTIONS.players
      .of(server.store)
      .findOne({ playerName: shown?.playerName ?? '' });
    if (!record) throw new Error('the aggressive card’s first player is not in the catalogue');
    await COLLECTIONS.players.of(server.store).updateOne(
      { _id: record._id },
      {
        $set: {
          injury: { status: 'Out', bodyPart: 'Knee', description: null, practice: 'DNP' },
          injuryUpdatedAt: clock.now().toISOString(),
        },
      },
    );

    // The same prediction set: the cached answer still stands for a while.
    expect(await server.anonymous().players.showcase()).toEqual(before);
    clock.advance(SHOWCASE_ANSWER_TTL_MS + 1);
    const after = await server.anonymous().players.showcase();
    expect(after).toMatchObject({ season: 2026, week: 11 });
    expect(after.cards[2]?.players.map((player) => player.playerName)).not.toContain(shown?.playerName);
    expect(after.cards[2]?.players).toHaveLength(4);
  });

  it('still says demo after an import of real data removed the demo rows, until the model is trained again', async () => {
    const nfl = nflCollections(server.store);
    await nfl.players.deleteMany({ demo: true });
    await nfl.games.deleteMany({ demo: true });
    clock.advance(SHOWCASE_ANSWER_TTL_MS + 1);

    // No schedule now: the week the catalogue was published for, still the demo season's predictions.
    expect(await server.anonymous().players.showcase()).toMatchObject({ season: 2026, week: 11, demo: true });
  });
});

/** TEST DATA: a made-up prediction for 2025 week 3 by model `m@1`. */
function prediction(
  id: string,
  team: string,
  position: NflPosition,
  [conservative, median, aggressive]: [number, number, number],
  archetype: Archetype,
  extra: Omit<Partial<ModelPredictionDoc>, 'position'> = {},
): ModelPredictionDoc & { position: NflPosition } {
  return {
    _id: `2025:3:${id}`,
    player_id: id,
    player_name: `Player ${id}`,
    position,
    team,
    opponent_team: 'NYJ',
    archetype,
    matchup_favorability: 'favorable',
    defense_ranking: 30,
    conservative,
    median,
    aggressive,
    confidence: 0.7,
    model_used: 'm',
    injury: null,
    week: 3,
    season: 2025,
    model_id: 'm@1',
    raw: { conservative, median, aggressive },
    is_home: true,
    kickoff: '2025-09-21T17:00:00.000Z',
    bye_week: 9,
    is_bye: false,
    ...extra,
  };
}

describe('GET /api/players/showcase in the off-season, with real predictions', () => {
  let server: TestServer;
  beforeAll(async () => {
    // NOW's season (2026) has no schedule here: the week the catalogue was published for is shown.
    server = await startTestServer({}, { clock: { now: () => NOW } });
    const rows = [
      prediction('qb', 'KC', 'QB', [20, 23, 26], 'conservative'),
      prediction('qb-out', 'BUF', 'QB', [21, 24, 27], 'conservative'),
      prediction('rb', 'SF', 'RB', [12, 14, 16], 'conservative'),
      prediction('wr-bye', 'MIA', 'WR', [12, 15, 18], 'conservative', { is_bye: true }),
      prediction('wr', 'DAL', 'WR', [10, 12, 14], 'conservative', { matchup_favorability: 'unfavorable' }),
      prediction('qb-2', 'PHI', 'QB', [18, 21, 24], 'conservative'),
      prediction('boom', 'DET', 'WR', [2, 10, 26], 'aggressive'),
    ];
    const { predictions } = modelCollections(server.store);
    const nfl = nflCollections(server.store);
    for (const row of rows) {
      await predictions.insertOne(row);
      await nfl.players.insertOne({
        _id: row.player_id,
        name: row.player_name,
        position: row.position,
        team: row.team,
        status: 'active',
        ids: {},
      });
      await COLLECTIONS.players.of(server.store).insertOne({
        _id: row.player_id,
        playerName: row.player_name,
        teamName: row.team,
        position: row.position,
        projections: { conservative: row.conservative, median: row.median, aggressive: row.aggressive },
        points: null,
        published: { season: 2025, week: 3, demo: false },
        ...(row.player_id === 'qb-out' && {
          injury: { status: 'Out', bodyPart: 'Hand', description: null, practice: 'DNP' },
        }),
      });
    }
  });
  afterAll(() => server.close());

  it('answers that week, not demo, without the player the administrator reports out or the one on a bye', async () => {
    const reason = (floor: number, ceiling: number, median: number, matchup = 'favorable matchup') =>
      `Floor ${floor.toFixed(1)}, ceiling ${ceiling.toFixed(1)}: a range ${Math.round(((ceiling - floor) / median) * 100)}% of the ${median.toFixed(1)} median; ${matchup} vs NYJ`;
    expect(await server.anonymous().players.showcase()).toEqual({
      season: 2025,
      week: 3,
      demo: false,
      cards: [
        {
          archetype: 'conservative',
          ranking: SHOWCASE_RANKING.conservative,
          // Narrowest bands for the median first (26%, 29%, 29%, 33%); two quarterbacks only once
          // every other position and team has had its place.
          players: [
            {
              playerName: 'Player qb',
              position: 'QB',
              teamName: 'KC',
              projections: { conservative: 20, median: 23, aggressive: 26 },
              reason: reason(20, 26, 23),
            },
            {
              playerName: 'Player qb-2',
              position: 'QB',
              teamName: 'PHI',
              projections: { conservative: 18, median: 21, aggressive: 24 },
              reason: reason(18, 24, 21),
            },
            {
              playerName: 'Player rb',
              position: 'RB',
              teamName: 'SF',
              projections: { conservative: 12, median: 14, aggressive: 16 },
              reason: reason(12, 16, 14),
            },
            {
              playerName: 'Player wr',
              position: 'WR',
              teamName: 'DAL',
              projections: { conservative: 10, median: 12, aggressive: 14 },
              reason: reason(10, 14, 12, 'tough matchup'),
            },
          ],
        },
        { archetype: 'balanced', ranking: SHOWCASE_RANKING.balanced, players: [] },
        {
          archetype: 'aggressive',
          ranking: SHOWCASE_RANKING.aggressive,
          players: [
            {
              playerName: 'Player boom',
              position: 'WR',
              teamName: 'DET',
              projections: { conservative: 2, median: 10, aggressive: 26 },
              reason: 'Ceiling 26.0 vs floor 2.0: a range 240% of the 10.0 median; favorable matchup vs NYJ',
            },
          ],
        },
      ],
    });
  });
});
