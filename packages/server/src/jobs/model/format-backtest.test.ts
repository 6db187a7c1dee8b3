import { backtestReport } from '@lineup-lab/engine';
import { describe, expect, it } from 'vitest';
import { backtestJson, formatBacktest, seasonBacktestRecord } from './format-backtest.js';

const report = backtestReport(2024, [
  {
    playerId: 'wr-1',
    position: 'WR',
    season: 2024,
    week: 5,
    truth: 14,
    peer: 11,
    seasonAverage: 12,
    conservative: 6,
    median: 13,
    aggressive: 20,
  },
]);

describe('formatBacktest in a league scoring', () => {
  it('says which scoring the truth is in and how ours was made', () => {
    const text = formatBacktest(report, { league: 'ppr', model: 'half-ppr' });
    expect(text).toContain(
      'Truth and season average: ppr points of the stat line; ours: the half-ppr model moved by the expected stat line',
    );
    expect(formatBacktest(report, { league: 'ppr', model: 'ppr' })).toContain('ours: a model trained in ppr');
    expect(formatBacktest(report)).not.toContain('Truth and season average');
  });

  it('puts the scorings in the JSON only when the back-test was in one', () => {
    expect(backtestJson(report, undefined, { league: 'standard', model: 'half-ppr' })).toMatchObject({
      season: 2024,
      scoring: { league: 'standard', model: 'half-ppr' },
    });
    expect(backtestJson(report)).not.toHaveProperty('scoring');
  });
});

describe('seasonBacktestRecord', () => {
  it('keeps the figures backtestJson prints, number for number, and how the back-test was run', () => {
    const facts = {
      fromWeek: 4,
      retrainEvery: 2,
      peer: 'nflcom' as const,
      source: 'model backtest' as const,
      storedAt: '2026-11-28T03:00:00.000Z',
    };
    const scoring = { league: 'ppr', model: 'half-ppr' };
    expect(seasonBacktestRecord(report, facts, scoring)).toEqual({
      ...backtestJson(report, undefined, scoring),
      ...facts,
    });
    expect(seasonBacktestRecord(report, facts)).not.toHaveProperty('scoring');
    expect(seasonBacktestRecord(report, facts).byPosition.WR).toEqual(report.byPosition.WR);
  });
});
