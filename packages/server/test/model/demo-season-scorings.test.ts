import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PPR, STANDARD } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { startDemoSeason } from '../../src/jobs/nfl-data/start-demo-season.js';
import { silentLogger } from '../../src/logger.js';
import { ensureIndexes, modelCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';
import { predictionInScoring } from '../../src/use-cases/model/prediction-in-scoring.js';
import { handClock } from '../support/hand-clock.js';

/** The demo start's back-test trained once (`quick-demo-backtest.ts`): no test here reads it. */
vi.mock('../../src/jobs/model/train-models.js', async (importOriginal) =>
  (await import('../support/quick-demo-backtest.js')).quickDemoBacktest(importOriginal),
);

/** Saturday of week 11 of the 2026 season (a fixed date: nothing here reads today's). */
const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('a fresh start (the demo season) serves every scoring', () => {
  let dataDir = '';
  let store: Store;
  let rows: ModelPredictionDoc[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-demo-scorings-'));
    store = await openEmbeddedStore({ dataDir });
    await ensureIndexes(store);
    await startDemoSeason(store, { clock: handClock(NOW), logger: silentLogger });
    rows = await modelCollections(store).predictions.find({ season: 2026, week: 11 });
  }, 90_000);
  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores half-PPR predictions, each made by the model with the expected stat line it stands on', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((row) => row.scoring))).toEqual(new Set(['half-ppr']));
    // The model projects players with earlier weeks; each of those has a line (the others, by the
    // fallback with no earlier week, have none and are served as stored).
    const modelled = rows.filter((row) => !row.model_used.endsWith('(fallback)'));
    expect(modelled.length).toBeGreaterThan(100);
    for (const row of modelled) expect(row.expected_line, row.player_id).toBeTruthy();
  });

  it('moves a receiver by half his expected catches: up in PPR, down in standard', () => {
    const receiver = rows.find((row) => row.position === 'WR' && (row.expected_line?.receptions ?? 0) >= 3);
    if (!receiver) throw new Error('no WR with 3+ expected catches');
    const half = (receiver.expected_line?.receptions ?? 0) / 2;
    const ppr = predictionInScoring(receiver, PPR);
    expect(ppr.median).toBeCloseTo(receiver.raw.median + half, 1);
    expect(predictionInScoring(receiver, STANDARD).median).toBeLessThan(receiver.raw.median);
  });
});
