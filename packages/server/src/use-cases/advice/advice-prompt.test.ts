import { adviseLineup, type TeamWeekResponse, weekFacts } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { ADVISOR_RULES, advicePrompt } from './advice-prompt.js';

const player = {
  player: { _id: 'p-hurts', playerName: 'Jalen Hurts', teamName: 'PHI', position: 'QB' as const },
  projections: { conservative: 18, median: 22.4, aggressive: 27.3 },
  points: { conservative: 18, median: 22.4, aggressive: 27.3 },
  isByeWeek: false,
  opponent: 'NYJ',
  isHomeGame: true,
  gameTime: '2025-10-12T17:00:00.000Z',
  injuryStatus: null,
  injury: null,
  out: false,
  confidence: null,
  archetype: null,
  matchupFavorability: null,
  defenseRanking: null,
};
const SLOTS = ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'TE', 'FLEX', 'D/ST', 'K'] as const;
const totals = { conservative: 18, median: 22.4, aggressive: 27.3 };
const week: TeamWeekResponse = {
  team: { teamName: 'Solo', version: 1 },
  season: 2025,
  week: 6,
  predicted: true,
  mode: 'median',
  slots: SLOTS.map((slot) => ({ slot, player: slot === 'QB' ? player : null, betterOptions: [] })),
  bench: [],
  optimal: {
    lineup: SLOTS.map((slot) => ({ slot, playerId: slot === 'QB' ? 'p-hurts' : null })),
    moves: [],
    gain: 0,
  },
  totals: { current: totals, optimal: totals },
};

describe('advicePrompt', () => {
  it('gives the rules as the system message, and the facts, the analyst’s reading and the question as the user’s', () => {
    const question = 'Is my lineup optimal?';
    const analyst = adviseLineup(question, week);
    const prompt = advicePrompt({ question, week, facts: weekFacts(week), analyst });
    expect(prompt.system).toBe(ADVISOR_RULES);
    expect(prompt.system).toContain('State only numbers that appear in the facts');
    expect(prompt.user.split('\n')).toEqual([
      'Team "Solo", week 6; the optimal lineup and better options are on the median.',
      'Facts:',
      "- Starters' total in week 6: floor 18.0, median 22.4, ceiling 27.3",
      '- Optimal lineup (median): your starters, 22.4',
      '- QB Jalen Hurts (PHI QB) vs NYJ: floor 18.0, median 22.4, ceiling 27.3',
      '- RB1: empty',
      '- RB2: empty',
      '- WR1: empty',
      '- WR2: empty',
      '- TE: empty',
      '- FLEX: empty',
      '- D/ST: empty',
      '- K: empty',
      '',
      "The built-in analyst's reading (optimal):",
      'Yes: no legal lineup of your players projects more on the median than yours, 22.4.',
      '',
      'Question: Is my lineup optimal?',
    ]);
  });
});
