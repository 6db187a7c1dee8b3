import { emptyLineup, type LineupOf, type Position, type StartingSlot, setSlot } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import {
  type AlertFacts,
  type AlertPlayer,
  alertStatusOf,
  chooseReplacements,
  lineupAlertItems,
} from './lineup-alert-items.js';

const player = (_id: string, position: Position): AlertPlayer => ({
  _id,
  playerName: _id.toUpperCase(),
  teamName: 'KC',
  position,
});
const healthy = (points: number | null): AlertFacts => ({
  status: null,
  bye: false,
  bodyPart: null,
  points,
  locked: false,
});

const lineupOf = (starters: ReadonlyArray<[StartingSlot, AlertPlayer]>): LineupOf<AlertPlayer> =>
  starters.reduce((lineup, [slot, p]) => setSlot(lineup, slot, p), emptyLineup<AlertPlayer>());

describe('alertStatusOf', () => {
  it('names a bye before any designation, any designation, and nothing for an active player', () => {
    expect(alertStatusOf({ bye: true, status: 'Questionable' })).toBe('bye');
    expect(alertStatusOf({ bye: false, status: 'Doubtful' })).toBe('Doubtful');
    expect(alertStatusOf({ bye: false, status: 'IR' })).toBe('IR');
    expect(alertStatusOf({ bye: false, status: null })).toBeNull();
  });
});

describe('chooseReplacements', () => {
  const wrA = player('wr-a', 'WR');
  const wrB = player('wr-b', 'WR');
  const rb = player('rb', 'RB');
  const te = player('te', 'TE');

  it('takes the eligible bench player with the most points, never one injured, on a bye, locked or without a number', () => {
    const bench = [
      { player: player('wr-q', 'WR'), facts: { ...healthy(30), status: 'Questionable' as const } },
      { player: player('wr-bye', 'WR'), facts: { ...healthy(0), bye: true } },
      { player: player('wr-locked', 'WR'), facts: { ...healthy(25), locked: true } },
      { player: player('wr-na', 'WR'), facts: healthy(null) },
      { player: player('qb', 'QB'), facts: healthy(40) },
      { player: wrB, facts: healthy(12) },
      { player: wrA, facts: healthy(14.5) },
    ];
    expect(chooseReplacements(['WR1'], bench).get('WR1')).toEqual({ player: wrA, points: 14.5 });
    expect(chooseReplacements(['K'], bench).get('K')).toBeNull();
  });

  it('never names one player twice: dedicated slots choose first, FLEX takes the best RB, WR or TE left', () => {
    const bench = [
      { player: wrA, facts: healthy(15) },
      { player: rb, facts: healthy(11) },
      { player: te, facts: healthy(9) },
    ];
    const chosen = chooseReplacements(['FLEX', 'WR1', 'TE'], bench);
    expect(chosen.get('WR1')).toEqual({ player: wrA, points: 15 });
    expect(chosen.get('TE')).toEqual({ player: te, points: 9 });
    expect(chosen.get('FLEX')).toEqual({ player: rb, points: 11 });
  });

  it('breaks a tie in points by the lower id', () => {
    const bench = [
      { player: wrB, facts: healthy(10) },
      { player: wrA, facts: healthy(10) },
    ];
    expect(chooseReplacements(['WR2'], bench).get('WR2')?.player).toBe(wrA);
  });
});

describe('lineupAlertItems', () => {
  const qb = player('qb', 'QB');
  const out = player('wr-out', 'WR');
  const onBye = player('te-bye', 'TE');
  const locked = player('rb-locked', 'RB');
  const fine = player('rb-fine', 'RB');
  const benchWr = player('wr-bench', 'WR');
  const facts: Record<string, AlertFacts> = {
    qb: healthy(20),
    'wr-out': { ...healthy(0), status: 'Out', bodyPart: 'Hamstring' },
    'te-bye': { ...healthy(0), bye: true, status: 'Questionable', bodyPart: 'Knee' },
    'rb-locked': { ...healthy(0), status: 'Out', locked: true },
    'rb-fine': healthy(11),
    'wr-bench': healthy(13.25),
  };
  const factsOf = (p: AlertPlayer) => facts[p._id] ?? healthy(null);

  it('names every starter with a designation or a bye, in slot order, but not one whose game has kicked off', () => {
    const roster = {
      lineup: lineupOf([
        ['QB', qb],
        ['RB1', locked],
        ['RB2', fine],
        ['WR1', out],
        ['TE', onBye],
      ]),
      bench: [benchWr],
    };
    expect(lineupAlertItems(roster, factsOf)).toEqual([
      {
        slot: 'WR1',
        player: out,
        status: 'Out',
        bodyPart: 'Hamstring',
        replacement: { player: benchWr, points: 13.25 },
      },
      { slot: 'TE', player: onBye, status: 'bye', bodyPart: null, replacement: null },
    ]);
  });

  it('names nobody when every starter is fine', () => {
    expect(lineupAlertItems({ lineup: lineupOf([['QB', qb]]), bench: [benchWr] }, factsOf)).toEqual([]);
  });
});
