import type { AccuracyResponse, AccuracySeason } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { bandTarget, formatMae, seasonFacts, seasonRows, seasonSummary, truthText } from './accuracy-view.js';

const METHOD: AccuracyResponse['method'] = {
  minEarlierWeeks: 2,
  minPeerPoints: 5,
  bandQuantiles: { low: 0.1, high: 0.9 },
};

const figures = (mae: number, peerMae: number | null, n: number) => ({
  n,
  mae,
  peerMae,
  seasonAvgMae: mae + 0.4,
  coverage: 0.8134,
  pinball: { p10: 1, p50: 2, p90: 1.5 },
});

function season(overrides: Partial<AccuracySeason> = {}): AccuracySeason {
  const { n: _n, ...overall } = figures(5.274, 5.318, 2351);
  return {
    season: 2023,
    cohort: { n: 2351 },
    overall,
    byPosition: {
      WR: figures(5.5, 5.6, 900),
      K: figures(3.25, null, 100),
      QB: figures(6.12, 6.2, 400),
      TE: figures(4.1, 4.2, 300),
      RB: figures(5.01, 5.0, 651),
    },
    overallOnly: false,
    fromWeek: 4,
    retrainEvery: 2,
    peer: 'nflcom',
    source: 'model backtest',
    storedAt: '2026-11-28T03:00:00.000Z',
    ...overrides,
  };
}

describe('the accuracy tables', () => {
  it('lists the positions in fantasy order, then every position together, figures as the API gave them', () => {
    const rows = seasonRows(season());
    expect(rows.map((row) => row.label)).toEqual(['QB', 'RB', 'WR', 'TE', 'K', 'All positions']);
    expect(rows[0]).toEqual({
      key: 'QB',
      label: 'QB',
      n: '400',
      ours: '6.12',
      peer: '6.20',
      seasonAverage: '6.52',
      coverage: '81.3%',
    });
    // No NFL.com number for kickers here: a dash, not a zero.
    expect(rows[4]?.peer).toBe('—');
    expect(rows[5]).toMatchObject({ n: '2,351', ours: '5.27', peer: '5.32', seasonAverage: '5.67' });
  });

  it('shows a season kept with its overall figures only as one row', () => {
    const rows = seasonRows(season({ byPosition: {}, overallOnly: true }));
    expect(rows.map((row) => row.key)).toEqual(['overall']);
  });

  it('says how the season was run and what its figures mean, in words built from them', () => {
    expect(seasonFacts(season())).toBe(
      '2,351 player-weeks from week 4 on, each projected by a model trained only on the weeks before it, ' +
        'retrained every 2 weeks. Measured against the points NFL.com reported for each player-week. ' +
        'Compared with NFL.com’s weekly projections.',
    );
    expect(seasonSummary(season(), METHOD)).toBe(
      'Our median missed by 5.27 points on average, NFL.com’s by 5.32, and the season-to-date average by 5.67. ' +
        '81.3% of the outcomes fell inside our floor–ceiling band (a calibrated band holds about 80.0%).',
    );
    const demo = season({
      peer: null,
      retrainEvery: null,
      scoring: { league: 'half-ppr', model: 'half-ppr' },
    });
    expect(seasonFacts(demo)).toContain('NFL.com’s projections are not part of this data');
    expect(seasonFacts(demo)).not.toContain('retrained');
    expect(truthText(demo)).toBe("the Half-PPR points of each player's actual stat line");
    expect(seasonSummary({ ...demo, overall: { ...demo.overall, peerMae: null } }, METHOD)).not.toContain(
      'NFL.com',
    );
    expect(bandTarget({ ...METHOD, bandQuantiles: { low: 0.2, high: 0.8 } })).toBe('60.0%');
    expect(formatMae(null)).toBe('—');
  });
});
