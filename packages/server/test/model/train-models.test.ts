import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PPR, STANDARD, ZMlStatusResponse, ZStatLine, ZWeeklyPrediction } from '@lineup-lab/core';
import type { Game, NflPlayer, WeeklyStat } from '@lineup-lab/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { trainModels } from '../../src/jobs/model/train-models.js';
import { ensureIndexes, modelCollections, nflCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { getMlStatus } from '../../src/use-cases/model/get-ml-status.js';
import { predictionInScoring } from '../../src/use-cases/model/prediction-in-scoring.js';
import { runLineupServer } from '../support/run-command.js';

const TEAMS = ['BUF', 'MIA', 'NE', 'NYJ', 'KC', 'LV', 'DEN', 'LAC'];

/** Two synthetic seasons of 14 weeks: 4 games a week, per team a WR with a steady line and a QB. */
function league() {
  const games: Game[] = [];
  const stats: WeeklyStat[] = [];
  const players: NflPlayer[] = TEAMS.flatMap((team, t) => [
    { _id: `wr-${team}`, name: `Receiver ${team}`, position: 'WR', team, status: 'active', ids: {} },
    { _id: `qb-${team}`, name: `Passer ${team}`, position: 'QB', team, status: 'active', ids: {} },
    ...(t === 0
      ? [
          {
            _id: 'fa-1',
            name: 'Free Agent',
            position: 'RB' as const,
            team: null,
            status: 'free_agent' as const,
            ids: {},
          },
        ]
      : []),
  ]);
  for (const season of [2022, 2023]) {
    for (let week = 1; week <= 14; week += 1) {
      for (let g = 0; g < 4; g += 1) {
        const home = TEAMS[(g + week) % 8] as string;
        const away = TEAMS[(7 - g + week) % 8] as string;
        games.push({
          _id: `${season}_${week}_${away}_${home}`,
          season,
          week,
          gameType: 'REG',
          kickoff: new Date(Date.UTC(season, 8, 7 * week, 17)).toISOString(),
          homeTeam: home,
          awayTeam: away,
          spreadLine: 1.5,
          totalLine: 45,
          homeScore: 24,
          awayScore: 20,
        });
        for (const team of [home, away]) {
          const t = TEAMS.indexOf(team);
          for (const [position, yards] of [
            ['wr', 60 + 5 * t + ((week * 37) % 40)],
            ['qb', 220 + 10 * t + ((week * 53) % 90)],
          ] as const) {
            const line =
              position === 'wr'
                ? { receptions: 5, receivingYards: yards, receivingTouchdowns: week % 3 === 0 ? 1 : 0 }
                : { passingYards: yards, passingTouchdowns: 1 + (week % 2) };
            stats.push({
              _id: `synthetic:${season}:${week}:${position}-${team}`,
              source: 'nflcom-actuals',
              playerId: `${position}-${team}`,
              season,
              week,
              team,
              opponent: team === home ? away : home,
              isHome: team === home,
              stats: ZStatLine.parse(line),
              reportedPoints: null,
              usage: position === 'wr' ? { targets: 7 } : {},
            });
          }
        }
      }
    }
  }
  return { games, stats, players };
}

describe('trainModels on the embedded store', () => {
  let dataDir = '';
  let store: Store;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-model-'));
    store = await openEmbeddedStore({ dataDir });
    await ensureIndexes(store);
    const nfl = nflCollections(store);
    const { games, stats, players } = league();
    for (const game of games) await nfl.games.insertOne(game);
    for (const stat of stats) await nfl.weeklyStats.insertOne(stat);
    for (const player of players) await nfl.players.insertOne(player);
  });
  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has no active model before training', async () => {
    expect(ZMlStatusResponse.parse(await getMlStatus(store))).toEqual({
      best_model_name: null,
      loaded_models: [],
      feature_columns: [],
      has_scaler: false,
      metadata: null,
    });
  });

  it('stores the candidates with the best by back-test active, and predictions for every rostered player', async () => {
    const result = await trainModels(store, {
      scoring: 'half-ppr',
      now: new Date('2024-02-01T12:00:00.000Z'),
      season: 2023,
      weeks: [14],
      retrainEvery: 4,
    });
    expect(result.validationSeason).toBe(2023);
    const maes = result.models.map((model) => model.backtest?.mae ?? Number.POSITIVE_INFINITY);
    const active = result.models.find((model) => model.active);
    expect(result.models.filter((model) => model.active)).toHaveLength(1);
    expect(active?.backtest?.mae).toBe(Math.min(...maes));

    const { models, predictions } = modelCollections(store);
    const stored = await models.find({});
    expect(stored.map((doc) => doc.name).sort()).toEqual(result.models.map((model) => model.name).sort());
    expect(stored.find((doc) => doc.active)?.featureColumns.length).toBeGreaterThan(10);
    // The active model's record keeps its back-test in full (what /accuracy shows): no peer in the store.
    const backtests = stored.find((doc) => doc.active)?.backtestSeasons ?? [];
    expect(backtests).toHaveLength(1);
    expect(backtests[0]).toMatchObject({
      season: 2023,
      scoring: { league: 'half-ppr', model: 'half-ppr' },
      overall: { mae: active?.backtest?.mae, peerMae: null },
      fromWeek: 4,
      retrainEvery: 4,
      peer: null,
      source: 'model train',
      storedAt: '2024-02-01T12:00:00.000Z',
    });
    expect(Object.keys(backtests[0]?.byPosition ?? {}).sort()).toEqual(['QB', 'WR']);

    const rows = await predictions.find({ season: 2023, week: 14 });
    expect(rows).toHaveLength(16); // 8 WRs and 8 QBs; the free agent is not predicted
    for (const row of rows) {
      ZWeeklyPrediction.parse(row);
      expect(row.model_id).toBe(result.activeModel);
      expect(row.conservative ?? 0).toBeLessThanOrEqual(row.median ?? 0);
      expect(row.median ?? 0).toBeLessThanOrEqual(row.aggressive ?? 0);
    }
    // QBs throw for 220+ yards and 1–2 TDs a week (≥ 12.8 half-PPR points): the median knows it.
    const qb = rows.find((row) => row.player_id === 'qb-KC');
    expect(qb?.median).toBeGreaterThan(12);
    expect(qb?.opponent_team).not.toBeNull();

    // Every prediction says its scoring and carries the expected stat line other scorings are served from.
    expect(new Set(rows.map((row) => row.scoring))).toEqual(new Set(['half-ppr']));
    // WRs catch 5 balls every week: a PPR league sees the median 2.5 up and a wider band, a standard
    // one the median 2.5 down and a narrower band.
    const wr = rows.find((row) => row.player_id === 'wr-KC');
    if (!wr) throw new Error('no prediction for wr-KC');
    expect(wr.expected_line?.receptions).toBe(5);
    const width = (p: { conservative: number | null; aggressive: number | null }) =>
      (p.aggressive ?? 0) - (p.conservative ?? 0);
    const ppr = predictionInScoring(wr, PPR);
    const standard = predictionInScoring(wr, STANDARD);
    expect(ppr.median).toBeCloseTo(wr.raw.median + 2.5, 2);
    expect(standard.median).toBeCloseTo(wr.raw.median - 2.5, 2);
    expect(width(ppr)).toBeGreaterThan(width(wr.raw));
    expect(width(standard)).toBeLessThan(width(wr.raw));
    // A QB's expected line has no catches: the presets put him at the same points.
    expect(qb?.expected_line?.passingYards).toBeGreaterThan(220);
    if (qb) expect(predictionInScoring(qb, PPR)).toBe(qb.raw);

    const status = ZMlStatusResponse.parse(await getMlStatus(store));
    expect(status.best_model_name).toBe(active?.name);
    expect(status.metadata?.trained_at).toBe('2024-02-01T12:00:00.000Z');
    expect(status.has_scaler).toBe(true);
  });

  it('refuses to train on an empty store', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'lineup-model-empty-'));
    const empty = await openEmbeddedStore({ dataDir: emptyDir });
    try {
      await expect(
        trainModels(empty, { scoring: 'ppr', now: new Date('2025-10-08T12:00:00Z') }),
      ).rejects.toThrow(/No weekly stats/);
    } finally {
      await empty.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});

describe('lineup-server model commands', () => {
  it('backtest: bad arguments print the usage and exit 2', async () => {
    const missing = await runLineupServer(['model', 'backtest', '--season', '2024'], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /required option '--actuals <file>' not specified[\s\S]*Usage: lineup-server model backtest/,
    );
    const bad = await runLineupServer(['model', 'backtest', '--season', 'soon'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("argument 'soon' is invalid. It must be a whole number from 1990 to 2100.");
  });

  it('backtest: a missing file is a failure (exit 1) with its message', async () => {
    const result = await runLineupServer(
      [
        'model',
        'backtest',
        '--season',
        '2024',
        '--actuals',
        '/nonexistent.csv',
        '--peer',
        '/x.csv',
        '--schedule',
        '/y.csv',
      ],
      {},
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no such file/);
  });

  it('backtest: an unknown --scoring exits 2 with the presets allowed', async () => {
    const bad = await runLineupServer(['model', 'backtest', '--season', '2024', '--scoring', 'custom'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "argument 'custom' is invalid. Allowed choices are standard, half-ppr, ppr.",
    );
  });

  it('train: --help prints the usage; an unknown scoring exits 2', async () => {
    const help = await runLineupServer(['model', 'train', '--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: lineup-server model train/);
    const bad = await runLineupServer(['model', 'train', '--scoring', 'tenpoint'], {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "argument 'tenpoint' is invalid. Allowed choices are standard, half-ppr, ppr, reported.",
    );
  });
});
