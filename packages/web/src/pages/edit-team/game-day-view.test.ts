import { describe, expect, it } from 'vitest';
import {
  actualTotalText,
  keptText,
  matchupRankText,
  NO_WEEK_PLAYED,
  ordinal,
  recordView,
  standingNotice,
} from './game-day-view.js';

describe('game-day texts (the shared UI vocabulary of issue 27)', () => {
  it('names ranks as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 32].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
      '32nd',
    ]);
  });

  it('reads the matchup as rank vs position and favourable / neutral / tough', () => {
    expect(matchupRankText('QB', 28, 'favorable')).toBe('28th vs QB · favourable');
    expect(matchupRankText('RB', 3, 'unfavorable')).toBe('3rd vs RB · tough');
    expect(matchupRankText('WR', null, 'neutral')).toBe('neutral');
    expect(matchupRankText('TE', 15, null)).toBe('15th vs TE');
    expect(matchupRankText('K', null, null)).toBeNull();
  });

  it('shows the actual total, "(in progress)" until every starter’s game is done', () => {
    const actual = { points: 98.44, final: 9, starters: 9, complete: true, band: 'within' as const };
    expect(actualTotalText(actual)).toBe('Actual 98.4 pts');
    expect(actualTotalText({ ...actual, final: 4, complete: false, band: null })).toBe(
      'Actual 98.4 pts (in progress)',
    );
    expect(actualTotalText(null)).toBeNull();
    expect(actualTotalText(undefined)).toBeNull();
  });

  it('says which lineup a past week shows', () => {
    expect(standingNotice('at-kickoff', 3)).toBe('Week 3 is over: the lineup that stood at kickoff');
    expect(standingNotice('not-kept', 1)).toBe('This lineup was not kept for week 1');
    expect(standingNotice('current', 12)).toBeNull();
    expect(standingNotice(undefined, 12)).toBeNull();
  });

  it('lists the players kept by their kickoff', () => {
    const kickoff = '2026-11-22T18:00:00Z';
    expect(
      keptText([
        { playerId: 'a', playerName: 'Isaiah Lockett II', place: 'QB', kickoff },
        { playerId: 'b', playerName: 'Benny Bench', place: 'BENCH', kickoff },
      ]),
    ).toBe('Kept where they are, their games have started: Isaiah Lockett II (QB), Benny Bench (Bench).');
    expect(keptText([])).toBeNull();
    expect(keptText(undefined)).toBeNull();
  });

  it('sums up the season record, and nothing before a week is played', () => {
    const record = {
      teamName: 'Sharks',
      season: 2026,
      format: 'half-ppr' as const,
      weeks: [],
      summary: { weeksPlayed: 3, projected: 330.04, actual: 312.46, withinBand: 2, benchLeft: 21.25 },
    };
    expect(recordView(record)).toEqual({
      weeksPlayed: '3',
      actual: '312.5 pts',
      projected: '330.0 pts',
      withinBand: '2 of 3',
      benchLeft: '21.3 pts',
    });
    expect(recordView({ ...record, summary: { ...record.summary, weeksPlayed: 0 } })).toBeNull();
    expect(NO_WEEK_PLAYED).toBe('No week played yet this season');
  });
});
