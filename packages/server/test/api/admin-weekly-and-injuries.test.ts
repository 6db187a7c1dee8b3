/**
 * The admin dashboard's weekly predictions and injury edit (issue 14, second part), through the SDK
 * against a real server under a hand clock: a small seeded store (the test catalogue, a three-week
 * 2025 schedule, an active and an inactive model, seven predictions of week 2 and twelve of week 1),
 * every answer compared with figures worked out here from that seed; then the administrator's injury
 * edit, stored per player and week with its audit trail, and what it changes for users at once.
 */
import type { WeeklyPredictionsQueryInput, WeeklySortColumn } from '@lineup-lab/core';
import { AuthenticationError, type LineupLabClient, NotFoundError, PermissionError } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, modelCollections } from '../../src/ports/collections.js';
import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';
import type { ModelDoc } from '../../src/records/model-record.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import {
  INJURY_UPDATED_AT,
  seedPlayers,
  seedSchedule,
  TEST_PLAYERS,
  testPlayer,
} from '../support/players.js';
import { refusal } from '../support/requests.js';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/server.js';

/** Week 1 of 2025 is over, week 2 kicks off on the 14th: on the 12th users plan week 2. */
const IN_WEEK_2 = '2025-09-12T12:00:00.000Z';
/** Week 2's game is over (four hours after kickoff), week 3's ahead: users plan week 3. */
const IN_WEEK_3 = '2025-09-16T12:00:00.000Z';
const MINUTE_MS = 60_000;
const ACTIVE = 'gbm-quantile@v2';

let server: TestServer;
let clock: HandClock;
let admin: LineupLabClient;
let fan: LineupLabClient;

/** A model document with the fields these calls read (the model itself is never run here). */
function modelDoc(_id: string, name: string, active: boolean): ModelDoc {
  return {
    _id,
    name,
    version: _id.split('@')[1] ?? '',
    trainedAt: '2025-09-10T00:00:00.000Z',
    active,
    target: 'half-ppr',
    featureColumns: [],
    scaling: {},
    backtest: null,
    model: {},
  } as unknown as ModelDoc;
}

type Row = [
  playerId: string,
  opponent: string | null,
  archetype: ModelPredictionDoc['archetype'],
  matchup: ModelPredictionDoc['matchup_favorability'],
  defenseRanking: number | null,
  quantiles: [number, number, number],
  confidence: number | null,
  fallback?: boolean,
  injury?: ModelPredictionDoc['injury'],
];

/** A stored prediction of a test catalogue player. */
function prediction(week: number, modelId: string, row: Row): ModelPredictionDoc {
  const [playerId, opponent, archetype, matchup, defenseRanking, quantiles, confidence, fallback, injury] =
    row;
  const [conservative, median, aggressive] = quantiles;
  const player = testPlayer(playerId);
  return {
    _id: `2025:${week}:${playerId}`,
    player_id: playerId,
    player_name: player.playerName,
    position: player.position,
    team: player.teamName,
    opponent_team: opponent,
    archetype,
    matchup_favorability: matchup,
    defense_ranking: defenseRanking,
    conservative,
    median,
    aggressive,
    confidence,
    model_used: fallback ? 'gbm-quantile (fallback)' : 'gbm-quantile',
    injury: injury ?? null,
    week,
    season: 2025,
    model_id: modelId,
    raw: { conservative, median, aggressive },
    is_home: true,
    kickoff: `2025-09-${week === 1 ? '07' : '14'}T17:00:00.000Z`,
    bye_week: 10,
    is_bye: false,
  };
}

/**
 * Week 2 of the active model, by short name. Catalogue: McCaffrey has an IR report; the model was
 * given Kelce as Questionable; Tucker's is a fallback row without archetype, matchup, ranking or
 * confidence.
 */
const WEEK_2: Record<string, Row> = {
  mahomes: ['p-mahomes', 'BUF', 'balanced', 'neutral', 12, [18.2, 22.4, 27.1], 0.8],
  allen: ['p-allen', 'KC', 'aggressive', 'favorable', 20, [19.0, 23.8, 30.5], 0.75],
  barkley: ['p-barkley', 'DAL', 'aggressive', 'unfavorable', 5, [15.2, 24.0, 26.3], 0.7],
  cmc: ['p-cmc', 'LAR', 'conservative', 'favorable', 28, [14.1, 18.6, 21.0], 0.6],
  kelce: ['p-kelce', 'BUF', 'conservative', 'neutral', 12, [8.9, 11.8, 13.2], 0.9, false, 'Questionable'],
  tucker: ['p-tucker', 'CLE', null, null, null, [6.5, 8.4, 10.9], null, true],
  dst: ['p-sf-dst', 'LAR', 'balanced', 'favorable', 30, [4.1, 7.2, 11.0], 0.5],
};
const ID_OF = Object.fromEntries(Object.entries(WEEK_2).map(([name, row]) => [`2025:2:${row[0]}`, name]));

/**
 * Every sortable column's order of week 2, worked out by hand: ascending, then descending. Rows
 * without the value come last either way; ties go by player name ("49ers D/ST" first), then id.
 */
const ORDERS: Record<WeeklySortColumn, [asc: string, desc: string]> = {
  player_name: ['dst cmc allen tucker mahomes barkley kelce', 'kelce barkley mahomes tucker allen cmc dst'],
  position: ['dst tucker allen mahomes cmc barkley kelce', 'kelce cmc barkley allen mahomes tucker dst'],
  team: ['tucker allen mahomes kelce barkley dst cmc', 'dst cmc barkley mahomes kelce allen tucker'],
  archetype: ['allen barkley dst mahomes cmc kelce tucker', 'cmc kelce dst mahomes allen barkley tucker'],
  matchup_favorability: [
    'dst cmc allen mahomes kelce barkley tucker',
    'barkley mahomes kelce dst cmc allen tucker',
  ],
  defense_ranking: [
    'barkley mahomes kelce allen cmc dst tucker',
    'dst cmc allen mahomes kelce barkley tucker',
  ],
  conservative: ['dst tucker kelce cmc barkley mahomes allen', 'allen mahomes barkley cmc kelce tucker dst'],
  median: ['dst tucker kelce cmc mahomes allen barkley', 'barkley allen mahomes cmc kelce tucker dst'],
  aggressive: ['tucker dst kelce cmc barkley mahomes allen', 'allen mahomes barkley cmc kelce dst tucker'],
  confidence: ['dst cmc barkley allen mahomes kelce tucker', 'kelce mahomes allen barkley cmc dst tucker'],
  model_used: ['dst cmc allen mahomes barkley kelce tucker', 'tucker dst cmc allen mahomes barkley kelce'],
};

/** The later of two ISO times. */
function latest(a: string, b: string): string {
  return a > b ? a : b;
}

/** The short names of an answer's rows, in order. */
async function order(query: WeeklyPredictionsQueryInput): Promise<string> {
  const { predictions } = await admin.admin.weeklyPredictions(query);
  return predictions.map((row) => ID_OF[row._id] ?? row._id).join(' ');
}

beforeAll(async () => {
  clock = handClock(IN_WEEK_2);
  server = await startTestServer({}, { clock });
  await seedPlayers(server.store);
  await seedSchedule(server.store, [
    [1, '2025-09-07T17:00:00Z', 24],
    [2, '2025-09-14T17:00:00Z', null],
    [3, '2025-09-21T17:00:00Z', null],
  ]);
  const { models, predictions } = modelCollections(server.store);
  await models.insertOne(modelDoc(ACTIVE, 'gbm-quantile', true));
  await models.insertOne(modelDoc('old-model@v1', 'old-model', false));
  for (const row of Object.values(WEEK_2)) await predictions.insertOne(prediction(2, ACTIVE, row));
  // The inactive model's prediction of week 2 is not the active model's: never shown.
  await predictions.insertOne(
    prediction(2, 'old-model@v1', ['p-hurts', 'NYG', 'balanced', 'neutral', 16, [1, 2, 3], 0.5]),
  );
  // Week 1: twelve players with medians 1 to 12, for the pages.
  for (const [index, player] of TEST_PLAYERS.slice(0, 12).entries()) {
    const median = index + 1;
    await predictions.insertOne(
      prediction(1, ACTIVE, [
        player._id,
        'NYJ',
        'balanced',
        'neutral',
        10,
        [median - 1, median, median + 1],
        0.5,
      ]),
    );
  }
  admin = await server.signInAdmin();
  fan = await server.signUp('fan@example.com');
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('who may call them', () => {
  it('refuses both calls to a signed-in user (403) and to nobody (401)', async () => {
    const anonymous = server.anonymous();
    expect(await refusal(fan.admin.weeklyPredictions())).toBeInstanceOf(PermissionError);
    expect(await refusal(fan.admin.updateInjury('p-mahomes', { status: 'Out' }))).toBeInstanceOf(
      PermissionError,
    );
    expect(await refusal(anonymous.admin.weeklyPredictions())).toBeInstanceOf(AuthenticationError);
    expect(await refusal(anonymous.admin.updateInjury('p-mahomes', { status: 'Out' }))).toBeInstanceOf(
      AuthenticationError,
    );
    expect(await COLLECTIONS.injuryReports.of(server.store).countDocuments({})).toBe(0);
  });
});

describe('GET /api/admin/weekly-predictions', () => {
  it('answers the week users plan for by default, sorted by ceiling, with summary and statistics', async () => {
    const answer = await admin.admin.weeklyPredictions();
    expect(answer.predictions.map((row) => ID_OF[row._id])).toEqual(ORDERS.aggressive[1].split(' '));
    expect(answer.predictions[0]).toEqual({
      _id: '2025:2:p-allen',
      player_id: 'p-allen',
      player_name: 'Josh Allen',
      position: 'QB',
      team: 'BUF',
      opponent_team: 'KC',
      archetype: 'aggressive',
      matchup_favorability: 'favorable',
      defense_ranking: 20,
      conservative: 19,
      median: 23.8,
      aggressive: 30.5,
      confidence: 0.75,
      model_used: 'gbm-quantile',
      injury: null,
      week: 2,
      season: 2025,
    });
    expect(answer.summary).toEqual({
      weeklyPredictionsCount: 7,
      totalPlayers: 24,
      coveragePercent: 29.2, // 7 of 24
      totalPredictions: 7,
      model_used: 'gbm-quantile',
      pagination: { current_page: 1, total_pages: 1 },
    });
    expect(answer.statistics).toEqual({
      archetype_distribution: [
        { _id: 'aggressive', count: 2 },
        { _id: 'balanced', count: 2 },
        { _id: 'conservative', count: 2 },
        { _id: null, count: 1 },
      ],
      matchup_distribution: [
        { _id: 'favorable', count: 3 },
        { _id: 'neutral', count: 2 },
        { _id: 'unfavorable', count: 1 },
        { _id: null, count: 1 },
      ],
    });
    // The injury that counts: the catalogue's report (IR), else the model's (Questionable).
    const injuries = Object.fromEntries(answer.predictions.map((row) => [ID_OF[row._id], row.injury]));
    expect(injuries).toMatchObject({ cmc: 'IR', kelce: 'Questionable', mahomes: null, tucker: null });
    expect(answer.predictions.find((row) => row.player_id === 'p-tucker')?.model_used).toBe(
      'gbm-quantile (fallback)',
    );
  });

  it('sorts by every column of the spec in both orders', async () => {
    for (const [column, [asc, desc]] of Object.entries(ORDERS) as [WeeklySortColumn, [string, string]][]) {
      expect({ column, asc: await order({ week: 2, sort: column, order: 'asc' }) }).toEqual({ column, asc });
      expect({ column, desc: await order({ week: 2, sort: column, order: 'desc' }) }).toEqual({
        column,
        desc,
      });
    }
  });

  it('filters by position and archetype; the summary counts what the filters keep, the statistics the week', async () => {
    const qbs = await admin.admin.weeklyPredictions({ position: 'QB' });
    expect(qbs.predictions.map((row) => ID_OF[row._id])).toEqual(['allen', 'mahomes']);
    expect(qbs.summary).toMatchObject({ weeklyPredictionsCount: 7, totalPredictions: 2 });
    expect(qbs.statistics.archetype_distribution).toHaveLength(4);
    expect(await order({ position: 'K' })).toBe('tucker');
    expect(await order({ position: 'D/ST' })).toBe('dst');
    expect(await order({ archetype: 'aggressive' })).toBe('allen barkley');
    expect(await order({ archetype: 'conservative', sort: 'player_name', order: 'asc' })).toBe('cmc kelce');
    expect(await order({ position: 'RB', archetype: 'conservative' })).toBe('cmc');
    const none = await admin.admin.weeklyPredictions({ position: 'WR', archetype: 'balanced' });
    expect(none.predictions).toEqual([]);
    expect(none.summary).toMatchObject({
      totalPredictions: 0,
      pagination: { current_page: 1, total_pages: 1 },
    });
  });

  it('pages on the server: week 1’s twelve predictions in pages of 10', async () => {
    const byMedian = TEST_PLAYERS.slice(0, 12).map((player) => `2025:1:${player._id}`);
    const first = await admin.admin.weeklyPredictions({ week: 1, sort: 'median', order: 'asc', limit: 10 });
    expect(first.predictions.map((row) => row._id)).toEqual(byMedian.slice(0, 10));
    expect(first.summary).toEqual({
      weeklyPredictionsCount: 12,
      totalPlayers: 24,
      coveragePercent: 50,
      totalPredictions: 12,
      model_used: 'gbm-quantile',
      pagination: { current_page: 1, total_pages: 2 },
    });
    expect(first.statistics).toEqual({
      archetype_distribution: [{ _id: 'balanced', count: 12 }],
      matchup_distribution: [{ _id: 'neutral', count: 12 }],
    });
    const second = await admin.admin.weeklyPredictions({
      week: 1,
      sort: 'median',
      order: 'asc',
      limit: 10,
      page: 2,
    });
    expect(second.predictions.map((row) => row._id)).toEqual(byMedian.slice(10));
    expect(second.summary.pagination).toEqual({ current_page: 2, total_pages: 2 });
    const descending = await admin.admin.weeklyPredictions({ week: 1, sort: 'median', limit: 10, page: 2 });
    expect(descending.predictions.map((row) => row._id)).toEqual(byMedian.slice(0, 2).reverse());
    const past = await admin.admin.weeklyPredictions({ week: 1, limit: 10, page: 3 });
    expect(past.predictions).toEqual([]);
    expect(past.summary.pagination).toEqual({ current_page: 3, total_pages: 2 });
    const whole = await admin.admin.weeklyPredictions({ week: 1, limit: 20 });
    expect(whole.predictions).toHaveLength(12);
    expect(whole.summary.pagination).toEqual({ current_page: 1, total_pages: 1 });
  });

  it('answers a week or season without predictions with an empty table', async () => {
    for (const query of [{ week: 5 }, { season: 2024, week: 2 }]) {
      const answer = await admin.admin.weeklyPredictions(query);
      expect(answer).toEqual({
        predictions: [],
        summary: {
          weeklyPredictionsCount: 0,
          totalPlayers: 24,
          coveragePercent: 0,
          totalPredictions: 0,
          model_used: null,
          pagination: { current_page: 1, total_pages: 1 },
        },
        statistics: { archetype_distribution: [], matchup_distribution: [] },
      });
    }
    expect((await admin.admin.weeklyPredictions({ season: 2025, week: 2 })).summary.totalPredictions).toBe(7);
  });
});

describe('PUT /api/admin/players/:playerId/injury', () => {
  it('answers 404 for a player not in the catalogue, and stores nothing', async () => {
    const refused = await refusal(admin.admin.updateInjury('p-nobody', { status: 'Out' }));
    expect(refused).toBeInstanceOf(NotFoundError);
    expect(refused).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await COLLECTIONS.injuryReports.of(server.store).countDocuments({})).toBe(0);
  });

  it('stores the report for the week users plan for, audited, and users count an OUT player 0 at once', async () => {
    const before = await fan.players.projections('Patrick Mahomes', { mode: 'median' });
    expect(before).toMatchObject({ week: 2, points: 22.4, injuryStatus: null });

    clock.advance(MINUTE_MS);
    const outAt = clock.now().toISOString();
    const out = {
      status: 'Out',
      bodyPart: 'Knee',
      description: 'Sprained in practice',
      practice: 'DNP',
    } as const;
    const answer = await admin.admin.updateInjury('p-mahomes', { ...out, practice: 'dnp' });
    expect(answer).toEqual({
      player: {
        id: 'p-mahomes',
        name: 'Patrick Mahomes',
        position: 'QB',
        team: 'KC',
        seasonProjections: { conservative: 18.2, normal: 22.4, aggressive: 27.1 },
        points: 361.2,
        hasMLData: false,
        injury: out,
      },
    });

    const stored = await COLLECTIONS.injuryReports.of(server.store).findOne({ _id: '2025:2:p-mahomes' });
    const version = { report: out, updatedAt: outAt, updatedBy: ADMIN_EMAIL, source: 'admin' };
    expect(stored).toMatchObject({
      playerId: 'p-mahomes',
      playerName: 'Patrick Mahomes',
      season: 2025,
      week: 2,
      ...version,
      history: [version],
    });
    expect(stored?.updatedBySub).toEqual(expect.any(String));

    expect(await fan.players.projections('Patrick Mahomes', { mode: 'median' })).toMatchObject({
      points: 0,
      injuryStatus: 'Out',
      projections: { conservative: 18.2, median: 22.4, aggressive: 27.1 },
    });
    expect(await fan.players.projections('Patrick Mahomes', { mode: 'aggressive', week: 2 })).toMatchObject({
      points: 0,
    });
    const injuries = await fan.players.injuries();
    expect(injuries).toEqual({
      injuries: {
        'Christian McCaffrey': 'IR',
        'Tyreek Hill': 'Questionable',
        'Mark Andrews': 'Out',
        'Patrick Mahomes': 'Out',
      },
      // The latest report's time: the fixture's catalogue reports are dated after the clock.
      updatedAt: latest(INJURY_UPDATED_AT, outAt),
    });
    const row = (await admin.admin.players({ search: 'mahomes' })).players[0];
    expect(row?.injury).toEqual(out);
    expect((await admin.admin.weeklyPredictions({ position: 'QB' })).predictions[1]).toMatchObject({
      player_id: 'p-mahomes',
      injury: 'Out',
    });
  });

  it('keeps every version when the report changes, and a cleared report counts as active', async () => {
    clock.advance(MINUTE_MS);
    const clearedAt = clock.now().toISOString();
    const cleared = { status: null, bodyPart: null, description: null, practice: null };
    expect(
      (await admin.admin.updateInjury('p-mahomes', { status: '', bodyPart: ' ' })).player.injury,
    ).toEqual(cleared);
    const stored = await COLLECTIONS.injuryReports.of(server.store).findOne({ _id: '2025:2:p-mahomes' });
    expect(stored).toMatchObject({ report: cleared, updatedAt: clearedAt, updatedBy: ADMIN_EMAIL });
    expect(stored?.history.map((version) => [version.report.status, version.updatedBy])).toEqual([
      ['Out', ADMIN_EMAIL],
      [null, ADMIN_EMAIL],
    ]);
    expect(await fan.players.projections('Patrick Mahomes', { mode: 'median' })).toMatchObject({
      points: 22.4,
      injuryStatus: null,
    });
    const injuries = await fan.players.injuries();
    expect(injuries.injuries).not.toHaveProperty('Patrick Mahomes');
    expect(injuries.updatedAt).toBe(latest(INJURY_UPDATED_AT, clearedAt));
    expect((await admin.admin.players({ search: 'mahomes' })).players[0]?.injury).toEqual(cleared);
  });

  it('counts the week’s report before the catalogue’s: clearing an IR player brings his points back', async () => {
    expect(await fan.players.projections('Christian McCaffrey', { mode: 'median' })).toMatchObject({
      points: 0,
    });
    clock.advance(MINUTE_MS);
    await admin.admin.updateInjury('p-cmc', { status: 'Questionable', practice: 'Limited' });
    expect(await fan.players.projections('Christian McCaffrey', { mode: 'median' })).toMatchObject({
      points: 18.6,
      injuryStatus: 'Questionable',
    });
    expect((await fan.players.injuries()).injuries['Christian McCaffrey']).toBe('Questionable');
    const rows = (await admin.admin.weeklyPredictions({ position: 'RB' })).predictions;
    expect(rows.find((row) => row.player_id === 'p-cmc')?.injury).toBe('Questionable');
  });

  it('takes an OUT player off the showcase on the next call (its answer is not reused)', async () => {
    const shown = async () =>
      (await server.anonymous().players.showcase()).cards.flatMap((card) =>
        card.players.map((p) => p.playerName),
      );
    const before = await shown();
    const [first] = before;
    if (!first) throw new Error('the showcase shows nobody');
    const player = TEST_PLAYERS.find((record) => record.playerName === first);
    if (!player) throw new Error(`${first} is not a test player`);
    clock.advance(MINUTE_MS);
    await admin.admin.updateInjury(player._id, { status: 'Suspended' });
    expect(await shown()).not.toContain(first);
    clock.advance(MINUTE_MS);
    await admin.admin.updateInjury(player._id, {});
    expect(await shown()).toContain(first);
  });

  it('holds for its week only: once users plan week 3, the week-2 report no longer counts by default', async () => {
    clock.advance(MINUTE_MS);
    await admin.admin.updateInjury('p-allen', { status: 'IR' });
    expect(await fan.players.projections('Josh Allen', { mode: 'median' })).toMatchObject({ points: 0 });

    clock.set(IN_WEEK_3);
    expect(await fan.players.projections('Josh Allen', { mode: 'median' })).toMatchObject({
      week: 3,
      points: 23.8,
      injuryStatus: null,
    });
    expect(await fan.players.projections('Josh Allen', { mode: 'median', week: 2 })).toMatchObject({
      points: 0,
      injuryStatus: 'IR',
    });
    expect((await fan.players.injuries()).injuries).not.toHaveProperty('Josh Allen');

    await admin.admin.updateInjury('p-allen', { status: 'Doubtful' });
    const week3 = await COLLECTIONS.injuryReports.of(server.store).findOne({ _id: '2025:3:p-allen' });
    expect(week3).toMatchObject({ season: 2025, week: 3, report: { status: 'Doubtful' }, history: [{}] });
    expect((await fan.players.injuries()).injuries['Josh Allen']).toBe('Doubtful');
  });
});
