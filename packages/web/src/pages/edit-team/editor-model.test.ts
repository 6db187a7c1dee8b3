import { BENCH_MAX, formatGameTime, type GameTimeOptions, STARTING_SLOTS } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import {
  buildEditorView,
  lockedIn,
  matchupText,
  optimizePlanOf,
  placeLabel,
  playerLine,
  pointsIn,
} from './editor-model.js';
import { PACIFIC, weekAnswer, weekPlayer } from './test-fixtures.js';

const qb = player('QB', 'Quinn Arrow');
const rb1 = player('RB', 'Rex Runner');
const rb2 = player('RB', 'Ray Rusher');
const wr1 = player('WR', 'Will Catch');

describe('buildEditorView: slot rows from the week answer', () => {
  it('lists the nine slots in order with each player, the projections, matchup and game time', () => {
    const roster = team({ QB: qb, RB1: rb1 });
    const week = weekAnswer(roster, [
      weekPlayer(qb, 20.04),
      weekPlayer(rb1, 12, { opponent: 'MIA', isHomeGame: true }),
    ]);
    const view = buildEditorView(roster, { week, timeDisplay: PACIFIC });
    expect(view.slots.map((row) => row.slot)).toEqual([...STARTING_SLOTS]);
    const [qbRow, rbRow, rb2Row] = view.slots;
    expect(qbRow?.line?.player).toBe(qb);
    expect(qbRow?.line?.projections).toEqual({ conservative: 16.04, median: 20.04, aggressive: 25.04 });
    expect(qbRow?.line?.matchup).toEqual({
      kind: 'game',
      opponent: 'BUF',
      home: false,
      kickoff: { iso: '2025-10-06T00:15:00Z', text: 'Sun, 10/05/2025, 5:15 PM PDT' },
    });
    expect(matchupText(qbRow?.line?.matchup ?? { kind: 'unknown' })).toBe('@ BUF');
    expect(matchupText(rbRow?.line?.matchup ?? { kind: 'unknown' })).toBe('vs MIA');
    expect(rb2Row?.line).toBeNull();
    expect(view.total).toBeCloseTo(32.04);
  });

  it('shows a kickoff in the viewer’s time zone and locale, with the zone’s abbreviation for that date', () => {
    const timeOf = (gameTime: string, timeDisplay?: GameTimeOptions) => {
      const { matchup } = playerLine(qb, weekPlayer(qb, 10, { gameTime }), { timeDisplay });
      return matchup.kind === 'game' ? matchup.kickoff?.text : undefined;
    };
    // Week 3 of 2025 (daylight time) and week 15 (standard time) seen from California.
    expect(timeOf('2025-09-19T00:15:00Z', PACIFIC)).toBe('Thu, 09/18/2025, 5:15 PM PDT');
    expect(timeOf('2025-12-12T01:15:00Z', PACIFIC)).toBe('Thu, 12/11/2025, 5:15 PM PST');
    expect(timeOf('2025-12-12T01:15:00Z', { timeZone: 'Europe/London', locale: 'en-GB' })).toBe(
      'Fri, 12/12/2025, 01:15 GMT',
    );
    // Without a zone and locale given, the runtime's (the browser's) are used.
    expect(timeOf('2025-12-12T01:15:00Z')).toBe(formatGameTime('2025-12-12T01:15:00Z'));
  });

  it('shows a bye week as BYE, and a player without an entry as unknown (N/A), or loading while updating', () => {
    const bye = playerLine(qb, weekPlayer(qb, 18, { isByeWeek: true, opponent: null, gameTime: null }));
    expect(matchupText(bye.matchup)).toBe('BYE');
    expect(bye.points).toBe(0);
    const unknown = playerLine(rb1, undefined);
    expect(unknown).toMatchObject({
      projections: null,
      points: null,
      loading: false,
      matchup: { kind: 'unknown' },
    });
    expect(matchupText(unknown.matchup)).toBeNull();
    expect(playerLine(rb1, undefined, { loading: true }).loading).toBe(true);
    // A player the answer knows keeps his numbers while a newer answer is on its way.
    expect(playerLine(qb, weekPlayer(qb, 20), { loading: true }).loading).toBe(false);
  });

  it('takes the designation and whether the player counts 0 from the answer', () => {
    const line = playerLine(qb, weekPlayer(qb, 20, { injuryStatus: 'IR', out: true }));
    expect(line).toMatchObject({ status: 'IR', out: true, points: 0 });
    expect(playerLine(rb1, weekPlayer(rb1, 9, { injuryStatus: 'Questionable' }))).toMatchObject({
      status: 'Questionable',
      out: false,
      points: 9,
    });
  });

  it('always lists seven bench places, open ones empty; a player added since the answer is loading', () => {
    const before = team({}, [rb2]);
    const after = team({}, [rb2, wr1], { version: 2 });
    const view = buildEditorView(after, { week: weekAnswer(before, [weekPlayer(rb2, 8)]), updating: true });
    expect(view.bench).toHaveLength(BENCH_MAX);
    expect(view.bench.map((row) => row.line?.player.playerName ?? null)).toEqual([
      'Ray Rusher',
      'Will Catch',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(view.bench[0]?.line).toMatchObject({ points: 8, loading: false });
    expect(view.bench[1]?.line).toMatchObject({ points: null, loading: true });
    expect(view.benchFull).toBe(false);
    expect([...view.playerIds].sort()).toEqual([rb2._id, wr1._id].sort());
  });

  it('has no total and no numbers without an answer', () => {
    const view = buildEditorView(team({ QB: qb }));
    expect(view.total).toBeNull();
    expect(view.slots[0]?.line).toMatchObject({ projections: null, loading: false });
  });
});

describe('buildEditorView: better options', () => {
  const slow = player('RB', 'Slow Starter');
  const big = player('RB', 'Big Upgrade');
  const small = player('RB', 'Small Upgrade');
  const receiver = player('WR', 'Wide Star');
  const roster = team({ RB1: slow }, [big, small, receiver]);
  const option = (p: typeof big, points: number, improvement: number) => ({
    playerId: p._id,
    playerName: p.playerName,
    points,
    improvement,
  });
  const week = weekAnswer(roster, [weekPlayer(slow, 10), weekPlayer(big, 15), weekPlayer(small, 11.4)], {
    options: { RB1: [option(big, 15, 5), option(small, 11.4, 1.4)], WR1: [option(receiver, 30, 30)] },
  });

  it('shows the answer’s options for each slot, best first, naming the slot', () => {
    const view = buildEditorView(roster, { week });
    expect(view.slots.find((row) => row.slot === 'RB1')?.options).toEqual([
      { slot: 'RB1', playerId: big._id, playerName: 'Big Upgrade', points: 15, improvement: 5 },
      { slot: 'RB1', playerId: small._id, playerName: 'Small Upgrade', points: 11.4, improvement: 1.4 },
    ]);
    expect(view.slots.find((row) => row.slot === 'QB')?.options).toEqual([]);
  });

  it('drops options the current team no longer allows while a newer answer is on its way', () => {
    const swapped = team({ RB1: big }, [slow, small, receiver], { version: 2 });
    const view = buildEditorView(swapped, { week, updating: true });
    expect(view.slots.find((row) => row.slot === 'RB1')?.options).toEqual([]);
    expect(view.slots.find((row) => row.slot === 'WR1')?.options.map((o) => o.playerName)).toEqual([
      'Wide Star',
    ]);
    const dropped = team({ RB1: slow }, [small, receiver], { version: 2 });
    expect(
      buildEditorView(dropped, { week })
        .slots.find((row) => row.slot === 'RB1')
        ?.options.map((o) => o.playerName),
    ).toEqual(['Small Upgrade']);
  });
});

describe('optimizePlanOf', () => {
  it('takes the moves and gain of the answer’s optimal lineup, and the median totals', () => {
    const backup = player('QB', 'Better Backup');
    const roster = team({ QB: qb }, [backup]);
    const moves = [
      { playerId: qb._id, playerName: qb.playerName, from: 'QB', to: 'BENCH' },
      { playerId: backup._id, playerName: backup.playerName, from: 'BENCH', to: 'QB' },
    ] as const;
    const week = weekAnswer(roster, [weekPlayer(qb, 12), weekPlayer(backup, 18.5)], {
      optimal: { moves: [...moves], gain: 6.5 },
      totals: {
        current: { conservative: 8, median: 12, aggressive: 17 },
        optimal: { conservative: 14.5, median: 18.5, aggressive: 23.5 },
      },
    });
    expect(optimizePlanOf(week)).toEqual({
      mode: 'median',
      moves: [...moves],
      currentTotal: 12,
      total: 18.5,
      gain: 6.5,
    });
    expect(optimizePlanOf({ ...week, mode: 'aggressive' })).toMatchObject({
      mode: 'aggressive',
      currentTotal: 17,
      total: 23.5,
    });
    expect(pointsIn(week)(backup)).toBe(18.5);
    expect(pointsIn(week)(rb1)).toBeNull();
    expect(pointsIn(undefined)(qb)).toBeNull();
  });

  it('names the bench as Bench', () => {
    expect(placeLabel('BENCH')).toBe('Bench');
    expect(placeLabel('FLEX')).toBe('FLEX');
  });
});

describe('buildEditorView: game day (the team’s mode, kickoff locks, final scores, past weeks)', () => {
  it('counts in the answer’s mode: the total, each line’s points and the bench points', () => {
    const roster = team({ QB: qb, RB1: rb1 }, [wr1]);
    const lines = [weekPlayer(qb, 20), weekPlayer(rb1, 10), weekPlayer(wr1, 7)];
    const week = weekAnswer(roster, lines, {
      mode: 'conservative',
      totals: {
        current: { conservative: 22, median: 30, aggressive: 40 },
        optimal: { conservative: 22, median: 30, aggressive: 40 },
      },
    });
    const view = buildEditorView(roster, { week });
    expect(view.mode).toBe('conservative');
    expect(view.total).toBe(22);
    expect(view.slots[0]?.line?.points).toBe(16);
    expect(view.bench[0]?.line?.points).toBe(3);
    expect(pointsIn(week)(wr1)).toBe(3);
    // Before any answer: the median, no total.
    expect(buildEditorView(roster).mode).toBe('median');
  });

  it('shows OUT and bye players’ figures as the 0 they count', () => {
    const line = playerLine(qb, weekPlayer(qb, 16.2, { isByeWeek: true, opponent: null, gameTime: null }));
    expect(line.projections).toEqual({ conservative: 0, median: 0, aggressive: 0 });
    expect(line.points).toBe(0);
    expect(playerLine(rb1, weekPlayer(rb1, 12, { out: true })).projections?.median).toBe(0);
  });

  it('offers no swap for a locked starter, nor a locked bench player, and says who is locked', () => {
    const roster = team({ QB: qb, RB1: rb1 }, [rb2, wr1]);
    const option = (p: typeof rb2, improvement: number) => ({
      playerId: p._id,
      playerName: p.playerName,
      points: 20,
      improvement,
    });
    const week = weekAnswer(
      roster,
      [
        weekPlayer(qb, 10, { locked: true }),
        weekPlayer(rb1, 5),
        weekPlayer(rb2, 15, { locked: true }),
        weekPlayer(wr1, 20),
      ],
      { options: { QB: [option(wr1, 3)], RB1: [option(rb2, 10)], FLEX: [option(wr1, 20)] } },
    );
    const view = buildEditorView(roster, { week });
    expect(view.slots.find((row) => row.slot === 'QB')?.line?.locked).toBe(true);
    expect(view.slots.find((row) => row.slot === 'QB')?.options).toEqual([]);
    expect(view.slots.find((row) => row.slot === 'RB1')?.options).toEqual([]);
    expect(view.slots.find((row) => row.slot === 'FLEX')?.options.map((o) => o.playerName)).toEqual([
      wr1.playerName,
    ]);
    expect(lockedIn(week)(rb2._id)).toBe(true);
    expect(lockedIn(week)(wr1._id)).toBe(false);
    expect(lockedIn(undefined)(qb._id)).toBe(false);
  });

  it('reads a final game with its band, a game in progress, and nothing from older servers', () => {
    const final = playerLine(
      qb,
      weekPlayer(qb, 20, { game: { state: 'final', actual: 23.44, band: 'above' } }),
    );
    expect(final.game).toEqual({ kind: 'final', text: 'Final: 23.4 pts', band: 'above' });
    const live = playerLine(
      qb,
      weekPlayer(qb, 20, { game: { state: 'in-progress', actual: null, band: null } }),
    );
    expect(live.game).toEqual({ kind: 'in-progress', text: 'In progress — scores after the next data sync' });
    expect(playerLine(qb, weekPlayer(qb, 20)).game).toBeNull();
    expect(playerLine(qb, weekPlayer(qb, 20)).locked).toBe(false);
  });

  it('shows the matchup rank and label against the player’s position', () => {
    const line = playerLine(
      qb,
      weekPlayer(qb, 20, { opponent: 'NYJ', defenseRanking: 28, matchupFavorability: 'favorable' }),
    );
    expect(`${matchupText(line.matchup)} · ${line.rank}`).toBe('@ NYJ · 28th vs QB · favourable');
    expect(playerLine(qb, weekPlayer(qb, 20)).rank).toBeNull();
  });

  it('shows a past week as it stood at kickoff, read-only, with its actual total', () => {
    const then = team({ QB: qb, RB1: rb1 }, [wr1]);
    const now = team({ QB: qb, RB1: rb2 }, [], { version: 4 });
    const actual = { points: 31.5, final: 2, starters: 2, complete: true, band: 'within' as const };
    const week = weekAnswer(then, [weekPlayer(qb, 20), weekPlayer(rb1, 10), weekPlayer(wr1, 5)], {
      standing: 'at-kickoff',
      totals: {
        current: { conservative: 22, median: 30, aggressive: 40 },
        optimal: { conservative: 22, median: 30, aggressive: 40 },
        actual,
      },
    });
    const view = buildEditorView(now, { week });
    expect(view.readOnly).toBe(true);
    expect(view.standing).toBe('at-kickoff');
    expect(view.slots.find((row) => row.slot === 'RB1')?.line?.player._id).toBe(rb1._id);
    expect(view.bench[0]?.line?.player._id).toBe(wr1._id);
    expect(view.actual).toEqual(actual);
    expect(buildEditorView(now, { week: { ...week, standing: 'current' } }).readOnly).toBe(false);
  });
});
