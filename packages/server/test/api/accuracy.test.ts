/**
 * Our accuracy in public (`GET /api/accuracy`, issue 30): the active model's stored back-tests,
 * through the SDK against a real server. The store is written first by `lineup-server model
 * backtest --json --store` (a child process, on a small made-up league: test/support/backtest-files.ts)
 * onto an active model whose record already holds another season; the server then answers exactly
 * the figures the command printed, and the other season as it was stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccuracySeason } from '@lineup-lab/core';
import { DEFAULT_HYPERPARAMETERS } from '@lineup-lab/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { ensureIndexes, modelCollections } from '../../src/ports/collections.js';
import type { ModelDoc, SeasonBacktestRecord } from '../../src/records/model-record.js';
import { type BacktestFiles, writeBacktestFiles } from '../support/backtest-files.js';
import { runLineupServer } from '../support/run-command.js';
import { startTestServer, type TestServer } from '../support/server.js';

const NOW = '2026-11-28T03:00:00.000Z';

/** A model record with no trees (nothing here projects with it): what `model backtest --store` reads and writes. */
function modelDoc(name: string, fields: Partial<ModelDoc> = {}): ModelDoc {
  const version = '20261101T000000Z';
  return {
    _id: `${name}@${version}`,
    name,
    version,
    trainedAt: '2026-11-01T00:00:00.000Z',
    active: true,
    target: 'half-ppr',
    featureColumns: [],
    scaling: { mean: [], std: [] },
    backtest: null,
    model: {
      name,
      version,
      trainedAt: '2026-11-01T00:00:00.000Z',
      trainedThrough: null,
      featureColumns: [],
      scaling: { mean: [], std: [] },
      bandScale: 1.12,
      groups: {},
      // Small settings: the command back-tests with the active model's, so the run stays short.
      hyperparameters: { ...DEFAULT_HYPERPARAMETERS, trees: 30, medianSeeds: 1 },
    },
    ...fields,
  };
}

const metrics = (mae: number, n: number) => ({
  n,
  mae,
  peerMae: null,
  seasonAvgMae: mae + 0.75,
  coverage: 0.78125,
  pinball: { p10: 0.5, p50: mae / 2, p90: 0.625 },
});

/** A season the record held before the command ran (the selection back-test `model train` stores). */
const STORED_2022: SeasonBacktestRecord = {
  season: 2022,
  scoring: { league: 'half-ppr', model: 'half-ppr' },
  cohort: { n: 240 },
  overall: (({ n: _n, ...figures }) => figures)(metrics(4.5, 240)),
  byPosition: { QB: metrics(5.25, 80), RB: metrics(4, 80), WR: metrics(4.25, 80) },
  fromWeek: 4,
  retrainEvery: 3,
  peer: null,
  source: 'model train',
  storedAt: '2026-11-01T00:00:00.000Z',
};

/** The figures of an answered season that `model backtest --json` prints, by the same names. */
const figuresOf = ({ season, scoring, cohort, overall, byPosition }: AccuracySeason) => ({
  season,
  ...(scoring && { scoring }),
  cohort,
  overall,
  byPosition,
});

describe('GET /api/accuracy', () => {
  let files: BacktestFiles;
  let dataDir = '';
  let server: TestServer;
  let printed: Record<string, unknown>;
  const active = modelDoc('quantile-gbm', { backtestSeasons: [STORED_2022] });

  beforeAll(async () => {
    files = await writeBacktestFiles();
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-accuracy-'));
    const store = await openEmbeddedStore({ dataDir });
    await ensureIndexes(store);
    await modelCollections(store).models.insertOne(active);
    await store.close();
    const run = await runLineupServer(
      [
        'model',
        'backtest',
        '--season',
        '2023',
        '--actuals',
        files.actuals,
        '--peer',
        files.peer,
        '--schedule',
        files.schedule,
        '--retrain-every',
        '3',
        '--json',
        '--store',
      ],
      { DATA_DIR: dataDir, LINEUP_NOW: NOW },
    );
    if (run.code !== 0) throw new Error(`model backtest --store exited ${run.code}: ${run.stderr}`);
    printed = JSON.parse(run.stdout) as Record<string, unknown>;
    server = await startTestServer({ DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await files?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers anyone exactly the figures model backtest --json printed, beside the season stored before', async () => {
    const { stored, ...figures } = printed;
    expect(stored).toEqual({ model: active._id, seasons: [2022, 2023] });

    const accuracy = await server.anonymous().ml.accuracy();
    expect(accuracy.model).toEqual({
      name: 'quantile-gbm',
      version: active.version,
      trainedAt: active.trainedAt,
      target: 'half-ppr',
    });
    expect(accuracy.demo).toBe(false);
    expect(accuracy.seasons.map((season) => season.season)).toEqual([2023, 2022]);
    const [latest, earlier] = accuracy.seasons;
    if (!latest || !earlier) throw new Error('two seasons expected');

    // The command's JSON, number for number: per position and overall, NFL.com's MAE included.
    expect(figuresOf(latest)).toEqual(figures);
    expect(Object.keys(latest.byPosition).sort()).toEqual(['QB', 'RB', 'WR']);
    expect(latest.overall.peerMae).toEqual(expect.any(Number));
    expect(latest).toMatchObject({
      overallOnly: false,
      fromWeek: 4,
      retrainEvery: 3,
      peer: 'nflcom',
      source: 'model backtest',
    });
    const storedAt = Date.parse(latest.storedAt);
    expect(storedAt).toBeGreaterThanOrEqual(Date.parse(NOW));
    expect(storedAt).toBeLessThan(Date.parse(NOW) + 10 * 60_000);

    // The season already on the record is kept, and answered as it was stored.
    const { scoring, cohort, overall, byPosition, ...facts } = STORED_2022;
    expect(figuresOf(earlier)).toEqual({ season: 2022, scoring, cohort, overall, byPosition });
    expect(earlier).toMatchObject({ ...facts, overallOnly: false });
  });

  it('answers a record stored before full back-tests were kept with its overall figures only, and no model as empty', async () => {
    const { models } = modelCollections(server.store);
    const legacy = modelDoc('quantile-gbm-deep', {
      _id: 'quantile-gbm-deep@legacy',
      active: false,
      target: 'reported',
      backtest: { season: 2021, fromWeek: 4, overall: metrics(5.125, 300) },
    });
    await models.insertOne(legacy);
    try {
      await models.updateOne({ _id: active._id }, { $set: { active: false } });
      const none = await server.anonymous().ml.accuracy();
      expect(none).toMatchObject({ model: null, seasons: [] });

      await models.updateOne({ _id: legacy._id }, { $set: { active: true } });
      const old = await server.anonymous().ml.accuracy();
      expect(old.model?.name).toBe('quantile-gbm-deep');
      const { n, ...overall } = metrics(5.125, 300);
      expect(old.seasons).toEqual([
        {
          season: 2021,
          cohort: { n },
          overall,
          byPosition: {},
          overallOnly: true,
          fromWeek: 4,
          retrainEvery: null,
          peer: null,
          source: 'model train',
          storedAt: legacy.trainedAt,
        },
      ]);
    } finally {
      await models.deleteOne({ _id: legacy._id });
      await models.updateOne({ _id: active._id }, { $set: { active: true } });
    }
  });
});

describe('lineup-server model backtest --store', () => {
  it('refuses, before running anything, when the store has no active model', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'lineup-accuracy-empty-'));
    try {
      const run = await runLineupServer(
        [
          ...['model', 'backtest', '--season', '2023', '--store'],
          ...['--actuals', 'a.csv', '--peer', 'p.csv', '--schedule', 's.csv'],
        ],
        { DATA_DIR: emptyDir },
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No active model in the store to store the back-test on');
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});
