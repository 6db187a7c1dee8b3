import type { Player } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import {
  adviceParagraphs,
  answeredByText,
  FIXED_QUESTIONS,
  formatAnsweredAt,
  startOrSitPair,
  suggestedQuestions,
} from './advisor-view.js';
import { PACIFIC } from './test-fixtures.js';

const qb = player('QB', 'Quinn Arrow');
const rb = player('RB', 'Rex Runner');
const wr = player('WR', 'Wes Wideout');
const benchWr = player('WR', 'Bench Wideout');
const benchWr2 = player('WR', 'Backup Wideout');
const benchRb = player('RB', 'Bench Back');
const kicker = player('K', 'Kip Kicker');
const placeKicker = player('PK', 'Pat Kicker');

describe('startOrSitPair', () => {
  it('pairs the first starter, in slot order, who has a bench player at his position', () => {
    const roster = team({ QB: qb, RB1: rb, WR1: wr }, [benchWr, benchRb]);
    expect(startOrSitPair(roster)).toEqual([rb, benchRb]);
  });

  it('picks the bench player with the most points of that position', () => {
    const roster = team({ WR1: wr }, [benchWr, benchWr2]);
    const points = new Map<Player, number>([
      [benchWr, 8],
      [benchWr2, 11],
    ]);
    expect(startOrSitPair(roster, (p) => points.get(p) ?? null)).toEqual([wr, benchWr2]);
    expect(startOrSitPair(roster)).toEqual([wr, benchWr]);
  });

  it('counts a PK as a kicker, and a FLEX starter by his own position', () => {
    expect(startOrSitPair(team({ K: kicker }, [placeKicker]))).toEqual([kicker, placeKicker]);
    expect(startOrSitPair(team({ FLEX: rb }, [benchRb]))).toEqual([rb, benchRb]);
  });

  it('falls back to two bench players of one position, and to none', () => {
    expect(startOrSitPair(team({ QB: qb }, [benchRb, benchWr, benchWr2]))).toEqual([benchWr, benchWr2]);
    expect(startOrSitPair(team({ QB: qb, RB1: rb }, [benchWr]))).toBeNull();
    expect(startOrSitPair(team({}))).toBeNull();
  });
});

describe('suggestedQuestions', () => {
  it('asks "Start X or Y?" first when the team has such a pair, then the fixed questions', () => {
    expect(suggestedQuestions(team({ WR1: wr }, [benchWr]))).toEqual([
      'Start Wes Wideout or Bench Wideout?',
      'Is my lineup optimal?',
      'Who should I start at FLEX?',
      'I’m the underdog this week — who has the biggest ceiling?',
      'Any injuries or byes I should worry about?',
    ]);
    expect(suggestedQuestions(team({}))).toEqual([...FIXED_QUESTIONS]);
  });
});

describe('the answer', () => {
  it('shows one paragraph per line of advice', () => {
    expect(adviceParagraphs('Start Rex.\r\n\r\n  He projects 14.2.  \nSit Bench Back.\n')).toEqual([
      'Start Rex.',
      'He projects 14.2.',
      'Sit Bench Back.',
    ]);
  });

  it('says who answered: the analyst (and why it stood in for the model) or the model by name', () => {
    expect(answeredByText({ source: 'analyst' })).toBe(
      'Answered by the Lineup Lab analyst, from our projections and the optimizer',
    );
    expect(answeredByText({ source: 'analyst', fallbackReason: 'timeout' })).toBe(
      'Answered by the Lineup Lab analyst, from our projections and the optimizer (the AI model did not answer in time)',
    );
    expect(answeredByText({ source: 'llm', model: 'gpt-4o-mini' })).toBe(
      'Answered by the AI model gpt-4o-mini',
    );
    expect(answeredByText({ source: 'llm' })).toBe('Answered by the AI model');
  });

  it('shows when it was answered in the viewer’s zone', () => {
    expect(formatAnsweredAt('2025-09-17T19:00:00.000Z', PACIFIC)).toBe('12:00 PM');
  });
});
