import { describe, expect, it } from 'vitest';
import { scenarioInWeek } from './pro-test-fixtures.js';
import {
  atScenarioLimit,
  compareScenario,
  formatSavedDay,
  savedAsText,
  scenarioCountText,
} from './scenario-view.js';
import { PACIFIC } from './test-fixtures.js';

const median = (points: number) =>
  scenarioInWeek({ weekTotals: { conservative: 0, median: points, aggressive: 0 } });
const inMedian = (current: number | null, predicted = true) => ({
  current,
  predicted,
  mode: 'median' as const,
});

describe('compareScenario', () => {
  it('puts the scenario’s week points next to the current lineup’s with a signed difference', () => {
    expect(compareScenario(median(118.24), inMedian(112))).toEqual({
      pointsText: '118.2',
      currentText: '112.0',
      differenceText: '+6.2',
      verdict: 'better',
    });
    expect(compareScenario(median(100.5), inMedian(102))).toEqual({
      pointsText: '100.5',
      currentText: '102.0',
      differenceText: '−1.5',
      verdict: 'worse',
    });
  });

  it('compares the figures shown, so equal figures never read +0.0 or −0.0', () => {
    expect(compareScenario(median(112.04), inMedian(111.96))).toMatchObject({
      pointsText: '112.0',
      currentText: '112.0',
      differenceText: '±0.0',
      verdict: 'same',
    });
    expect(compareScenario(median(0.3 + 0.6), inMedian(0.9)).differenceText).toBe('±0.0');
  });

  it('reads the mode asked for', () => {
    const scenario = scenarioInWeek({ weekTotals: { conservative: 80, median: 100, aggressive: 130 } });
    expect(compareScenario(scenario, { current: 120, predicted: true, mode: 'aggressive' })).toMatchObject({
      pointsText: '130.0',
      differenceText: '+10.0',
    });
    expect(compareScenario(scenario, { current: 90, predicted: true, mode: 'conservative' }).verdict).toBe(
      'worse',
    );
  });

  it('waits for the current total, and shows N/A for a week without projections', () => {
    expect(compareScenario(median(100), inMedian(null))).toEqual({
      pointsText: '100.0',
      currentText: '…',
      differenceText: '…',
      verdict: 'unknown',
    });
    expect(compareScenario(median(0), inMedian(0, false))).toEqual({
      pointsText: 'N/A',
      currentText: 'N/A',
      differenceText: 'N/A',
      verdict: 'unknown',
    });
  });
});

describe('the count and the limit', () => {
  it('says how many of the 10 are saved and stops at 10', () => {
    expect(scenarioCountText(0)).toBe('0 of 10 saved');
    expect(scenarioCountText(10)).toBe('10 of 10 saved');
    expect([9, 10, 11].map(atScenarioLimit)).toEqual([false, true, true]);
  });
});

describe('what a scenario was saved as', () => {
  it('names the week, mode and points it was saved with', () => {
    expect(savedAsText({ week: 3, projectionMode: 'median', projectedPoints: 112.36 })).toBe(
      'Saved for week 3 · Median · 112.4 points',
    );
  });

  it('shows the day it was saved in the viewer’s zone', () => {
    // 02:30 UTC on 18 September is still the 17th in California.
    expect(formatSavedDay('2025-09-18T02:30:00.000Z', PACIFIC)).toBe('Sep 17, 2025');
    expect(formatSavedDay('2025-09-18T02:30:00.000Z', { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toBe(
      'Sep 18, 2025',
    );
  });
});
