import { BENCH_MAX, formatGameTime, type GameTimeOptions, STARTING_SLOTS } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { buildEditorView, matchupText, playerLine } from './editor-model.js';
import { answer, facts, PACIFIC } from './test-fixtures.js';

const qb = player('QB', 'Quinn Arrow');
const rb1 = player('RB', 'Rex Runner');
const rb2 = player('RB', 'Ray Rusher');
const wr1 = player('WR', 'Will Catch');
const k = player('PK', 'Kip Boot');

describe('buildEditorView: slot rows', () => {
  it('lists the nine slots in order with each player, the projections, matchup and game time', () => {
    const view = buildEditorView(
      team({ QB: qb, RB1: rb1 }),
      facts([answer(qb, 20.04), answer(rb1, 12, { opponent: 'MIA', isHomeGame: true })]),
      { timeDisplay: PACIFIC },
    );
    expect(view.slots.map((row) => row.slot)).toEqual([...STARTING_SLOTS]);
    const [qbRow, rbRow, rb2Row] = view.slots;
    expect(qbRow?.line?.player.playerName).toBe('Quinn Arrow');
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
  });

  it('shows a kickoff in the viewer’s time zone and locale, with the zone’s abbreviation for that date', () => {
    const timeOf = (gameTime: string, timeDisplay?: GameTimeOptions) => {
      const { matchup } = playerLine(qb, facts([answer(qb, 10, { gameTime })]), timeDisplay);
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

  it('shows a bye week as BYE, and a player without an answer as unknown (N/A, not loading)', () => {
    const line = playerLine(qb, facts([answer(qb, 18, { isByeWeek: true, opponent: null, gameTime: null })]));
    expect(matchupText(line.matchup)).toBe('BYE');
    const unknown = playerLine(rb1, facts([]));
    expect(unknown).toMatchObject({
      projections: null,
      points: null,
      loading: false,
      matchup: { kind: 'unknown' },
    });
    expect(matchupText(unknown.matchup)).toBeNull();
  });

  it('marks a player whose projection is still being fetched as loading', () => {
    const week = { ...facts([]), loading: new Set([qb.playerName]) };
    expect(playerLine(qb, week).loading).toBe(true);
  });

  it('takes the status from the injury map first, else from the projection answer', () => {
    const week = facts(
      [answer(qb, 20, { injuryStatus: 'Questionable' }), answer(rb1, 10, { injuryStatus: 'IR' })],
      {
        'Quinn Arrow': 'Out',
      },
    );
    expect(playerLine(qb, week)).toMatchObject({ status: 'Out', out: true, points: 0 });
    expect(playerLine(rb1, week)).toMatchObject({ status: 'IR', out: true, points: 0 });
  });

  it('always lists seven bench places, open ones empty', () => {
    const view = buildEditorView(team({}, [rb2, wr1]), facts([]));
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
    expect(view.benchFull).toBe(false);
    expect([...view.playerIds].sort()).toEqual([rb2._id, wr1._id].sort());
  });
});

describe('buildEditorView: total projected median points', () => {
  it('adds the starters’ medians; OUT and bye players count 0; bench and unknown add nothing', () => {
    const view = buildEditorView(
      team({ QB: qb, RB1: rb1, RB2: rb2, K: k }, [wr1]),
      facts(
        [
          answer(qb, 20.5),
          answer(rb1, 14, { isByeWeek: true }),
          answer(rb2, 9.25),
          answer(wr1, 30),
          answer(k, null),
        ],
        { 'Ray Rusher': 'Out' },
      ),
    );
    expect(view.total).toBeCloseTo(20.5);
    expect(view.slots.find((row) => row.slot === 'RB1')?.line?.points).toBe(0);
    expect(view.slots.find((row) => row.slot === 'RB2')?.line).toMatchObject({ out: true, points: 0 });
  });

  it('recomputes the total from the settled team, not the one that just changed', () => {
    const before = team({ QB: qb }, [player('QB', 'Backup Bob')]);
    const after = team({}, [qb, ...before.bench]);
    const week = facts([answer(qb, 20)]);
    expect(buildEditorView(after, week, { settled: before }).total).toBe(20);
    expect(buildEditorView(after, week).total).toBe(0);
  });
});

describe('buildEditorView: better options', () => {
  const slow = player('RB', 'Slow Starter');
  const big = player('RB', 'Big Upgrade');
  const small = player('RB', 'Small Upgrade');
  const tiny = player('RB', 'Tiny Upgrade');
  const hurt = player('RB', 'Hurt Star');
  const fourth = player('RB', 'Fourth Best');
  const receiver = player('WR', 'Wide Star');

  const week = facts(
    [
      answer(slow, 10),
      answer(big, 15),
      answer(small, 11.4),
      answer(tiny, 10.5),
      answer(hurt, 25),
      answer(fourth, 11),
      answer(receiver, 30),
    ],
    { 'Hurt Star': 'Questionable' },
  );
  const roster = team({ RB1: slow }, [big, small, tiny, hurt, fourth, receiver]);

  it('offers up to 3 healthy bench players of the slot’s position, more than 0.5 points better, best first', () => {
    const rb1Row = buildEditorView(roster, week).slots.find((row) => row.slot === 'RB1');
    expect(rb1Row?.options.map((o) => [o.candidate.playerName, Number(o.improvement.toFixed(1))])).toEqual([
      ['Big Upgrade', 5],
      ['Small Upgrade', 1.4],
      ['Fourth Best', 1],
    ]);
  });

  it('offers nothing for a slot no bench player fits or beats', () => {
    const view = buildEditorView(roster, week);
    expect(view.slots.find((row) => row.slot === 'QB')?.options).toEqual([]);
    expect(view.slots.find((row) => row.slot === 'WR1')?.options.map((o) => o.candidate.playerName)).toEqual([
      'Wide Star',
    ]);
  });

  it('drops options the current team no longer allows while the recalculation waits', () => {
    const swapped = team({ RB1: big }, [slow, small, tiny, hurt, fourth, receiver], { version: 2 });
    const view = buildEditorView(swapped, week, { settled: roster });
    expect(view.slots.find((row) => row.slot === 'RB1')?.options).toEqual([]);
    expect(view.slots.find((row) => row.slot === 'WR1')?.options.map((o) => o.candidate.playerName)).toEqual([
      'Wide Star',
    ]);
  });
});
