import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { testPlayer } from '../test-support/arbitraries.js';
import { weekKickoffs } from './kickoff-locks.js';
import { placeAroundLocks } from './place-around-locks.js';
import { type Roster, setSlot } from './roster.js';

/** Week 12: KC and BUF kicked off Sunday 1 pm ET; DAL plays Monday night. */
const WEEK = weekKickoffs(12, [
  { homeTeam: 'KC', awayTeam: 'BUF', kickoff: '2026-11-29T18:00:00.000Z' },
  { homeTeam: 'DAL', awayTeam: 'NYG', kickoff: '2026-12-01T01:15:00.000Z' },
]);
const SUNDAY_AFTERNOON = new Date('2026-11-29T20:30:00.000Z');

type Named = ReturnType<typeof testPlayer> & { playerName: string; teamName: string };
const named = (position: Parameters<typeof testPlayer>[0], id: string, teamName: string): Named => ({
  ...testPlayer(position, 10, { _id: id }),
  playerName: id,
  teamName,
});
const mahomes = named('QB', 'Mahomes', 'KC'); // locked
const allen = named('QB', 'Allen', 'BUF'); // locked
const dak = named('QB', 'Dak', 'DAL');
const lamb = named('WR', 'Lamb', 'DAL');
const kelce = named('TE', 'Kelce', 'KC'); // locked

const roster = (starters: Array<[Parameters<typeof setSlot>[1], Named]>, bench: Named[]): Roster<Named> => ({
  lineup: starters.reduce((lineup, [slot, player]) => setSlot(lineup, slot, player), emptyLineup<Named>()),
  bench,
});
const ids = (r: Roster<Named>) => ({
  QB: r.lineup.quarterback?._id ?? null,
  TE: r.lineup.tightEnd?._id ?? null,
  FLEX: r.lineup.flex?._id ?? null,
  bench: r.bench.map((p) => p._id),
});

describe('placeAroundLocks (scenario load and restore under the kickoff locks)', () => {
  it('keeps a started starter in his slot; the player wanted there goes to the bench; the rest as wanted', () => {
    const current = roster([['QB', mahomes]], [dak, lamb]);
    const wanted = roster(
      [
        ['QB', dak],
        ['FLEX', lamb],
      ],
      [mahomes],
    );
    const placed = placeAroundLocks(current, wanted, WEEK, SUNDAY_AFTERNOON);
    expect(placed.ok && ids(placed.value.roster)).toEqual({
      QB: 'Mahomes',
      TE: null,
      FLEX: 'Lamb',
      bench: ['Dak'],
    });
    expect(placed.ok && placed.value.kept).toEqual([
      { player: mahomes, place: 'QB', kickoff: '2026-11-29T18:00:00.000Z', week: 12 },
    ]);
  });

  it('keeps a started bench player on the bench, and a started player off the team stays off', () => {
    const current = roster([['QB', dak]], [allen]);
    const wanted = roster(
      [
        ['QB', allen],
        ['TE', kelce],
      ],
      [dak],
    );
    const placed = placeAroundLocks(current, wanted, WEEK, SUNDAY_AFTERNOON);
    expect(placed.ok && ids(placed.value.roster)).toEqual({
      QB: null,
      TE: null,
      FLEX: null,
      bench: ['Allen', 'Dak'],
    });
    expect(placed.ok && placed.value.kept.map((k) => [k.player._id, k.place])).toEqual([['Allen', 'BENCH']]);
  });

  it('answers what was wanted, the same object, when no locked player would move or no week is under way', () => {
    const current = roster([['QB', mahomes]], [dak]);
    const wanted = roster(
      [
        ['QB', mahomes],
        ['FLEX', lamb],
      ],
      [dak],
    );
    const placed = placeAroundLocks(current, wanted, WEEK, SUNDAY_AFTERNOON);
    expect(placed.ok && placed.value.roster).toBe(wanted);
    const noWeek = placeAroundLocks(current, roster([['QB', dak]], [mahomes]), null, SUNDAY_AFTERNOON);
    expect(noWeek.ok && ids(noWeek.value.roster)).toEqual({
      QB: 'Dak',
      TE: null,
      FLEX: null,
      bench: ['Mahomes'],
    });
  });

  it('puts a player moved aside in an empty slot he fits when the bench is full, else refuses', () => {
    const kickers = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'].map((id) => named('K', id, 'DAL'));
    const [k7] = kickers.slice(6);
    if (!k7) throw new Error('seven kickers');
    const kittle = named('TE', 'Kittle', 'DAL');
    // A version from before Kelce (locked at TE) joined: Kittle at TE, seven kickers on the bench.
    const current = roster(
      [
        ['TE', kelce],
        ['K', k7],
      ],
      [kittle, ...kickers.slice(0, 6)],
    );
    const placed = placeAroundLocks(current, roster([['TE', kittle]], kickers), WEEK, SUNDAY_AFTERNOON);
    expect(placed.ok && ids(placed.value.roster)).toMatchObject({ TE: 'Kelce', FLEX: 'Kittle' });
    expect(placed.ok && placed.value.roster.bench).toHaveLength(7);
    expect(placed.ok && placed.value.kept.map((k) => [k.player._id, k.place])).toEqual([['Kelce', 'TE']]);
    // A quarterback moved aside fits no empty slot (FLEX takes no QB): refused.
    const withQb = roster(
      [
        ['QB', mahomes],
        ['K', k7],
      ],
      [dak, ...kickers.slice(0, 6)],
    );
    const refused = placeAroundLocks(withQb, roster([['QB', dak]], kickers), WEEK, SUNDAY_AFTERNOON);
    expect(refused.ok || refused.error.code).toBe('BENCH_FULL');
  });
});
