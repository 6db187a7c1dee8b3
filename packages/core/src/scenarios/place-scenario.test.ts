import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_MAX } from '../constants.js';
import { emptyLineup, type LineupOf } from '../contract/entities.js';
import { replaceLineup } from '../lineup/replace-lineup.js';
import { getSlot, type Roster, rosterPlayers, setSlot, startersOf } from '../lineup/roster.js';
import type { Position } from '../positions.js';
import { arbRoster } from '../test-support/arbitraries.js';
import { type NamedPlayer, placeScenario } from './place-scenario.js';

let counter = 0;
const player = (position: Position, playerName = `Player ${++counter}`): NamedPlayer => ({
  _id: `id-${playerName}`,
  playerName,
  position,
});

const qb = player('QB', 'Jalen Hurts');
const rb = player('RB', 'Bijan Robinson');
const wr = player('WR', 'Puka Nacua');
const te = player('TE', 'Sam LaPorta');
const flexRb = player('RB', 'Kyren Williams');

/** The saved scenario: Hurts at QB, Robinson at RB1, Nacua at WR1, LaPorta on the bench. */
function saved(): Roster<NamedPlayer> {
  let lineup = setSlot(emptyLineup<NamedPlayer>(), 'QB', qb);
  lineup = setSlot(lineup, 'RB1', rb);
  lineup = setSlot(lineup, 'WR1', wr);
  return { lineup, bench: [te] };
}

describe('placeScenario', () => {
  it('puts every saved player back where he was when the team still has them all', () => {
    const team: Roster<NamedPlayer> = { lineup: emptyLineup(), bench: [te, wr, rb, qb] };
    const result = placeScenario(team, saved());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.notes).toEqual([]);
    const applied = replaceLineup(team, result.value.placement);
    if (!applied.ok) throw new Error(applied.error.message);
    expect(getSlot(applied.value.lineup, 'QB')).toBe(qb);
    expect(getSlot(applied.value.lineup, 'RB1')).toBe(rb);
    expect(getSlot(applied.value.lineup, 'WR1')).toBe(wr);
    expect(applied.value.bench).toEqual([te]);
  });

  it('reports a dropped player and leaves his slot empty, and benches a player gained since', () => {
    const team: Roster<NamedPlayer> = { lineup: setSlot(emptyLineup(), 'QB', qb), bench: [rb, te, flexRb] };
    const result = placeScenario(team, saved());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.notes).toEqual([
      {
        playerId: wr._id,
        playerName: 'Puka Nacua',
        reason: 'notOnTeam',
        placedAt: null,
        message: 'Puka Nacua is no longer on the team; WR1 is left empty.',
      },
      {
        playerId: flexRb._id,
        playerName: 'Kyren Williams',
        reason: 'newOnTeam',
        placedAt: 'BENCH',
        message: 'Kyren Williams joined the team after this scenario was saved; placed on the bench.',
      },
    ]);
    expect(getSlot(result.value.placement.lineup, 'WR1')).toBeNull();
    expect(result.value.placement.bench).toEqual([te, flexRb]);
  });

  it('benches a starter whose position the slot no longer accepts, and says so', () => {
    const moved = { ...wr, position: 'TE' as const };
    const team: Roster<NamedPlayer> = { lineup: emptyLineup(), bench: [qb, rb, moved, te] };
    const result = placeScenario(team, saved());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.notes).toEqual([
      expect.objectContaining({
        playerId: wr._id,
        reason: 'positionChanged',
        placedAt: 'BENCH',
        message: 'Puka Nacua is now a TE, which WR1 does not accept; placed on the bench.',
      }),
    ]);
  });

  it('uses an empty slot a waiting player fits when the bench is full, and refuses when none fits', () => {
    const kickers = Array.from({ length: BENCH_MAX }, () => player('K'));
    const newcomer = player('TE', 'Trey McBride');
    const fits = placeScenario(
      { lineup: setSlot(emptyLineup<NamedPlayer>(), 'TE', newcomer), bench: kickers },
      { lineup: emptyLineup(), bench: kickers },
    );
    if (!fits.ok) throw new Error(fits.error.message);
    expect(fits.value.notes).toEqual([expect.objectContaining({ reason: 'newOnTeam', placedAt: 'TE' })]);

    // A full team whose WR1 of the save is now a D/ST: D/ST is taken and the bench is full.
    const [q, a, b, c, t, w2, d, k] = [
      player('QB'),
      player('RB'),
      player('RB'),
      player('RB'),
      player('TE'),
      player('WR'),
      player('D/ST'),
      player('K'),
    ] as const;
    const wide = player('WR', 'Wide Out');
    const nowDst = { ...player('D/ST', 'Turned Defense') };
    const starters = (wr1: NamedPlayer, dst: NamedPlayer) => {
      let lineup = emptyLineup<NamedPlayer>();
      for (const [slot, p] of [
        ['QB', q],
        ['RB1', a],
        ['RB2', b],
        ['WR1', wr1],
        ['WR2', w2],
        ['TE', t],
        ['FLEX', c],
        ['D/ST', dst],
        ['K', k],
      ] as const) {
        lineup = setSlot(lineup, slot, p);
      }
      return lineup;
    };
    const six = kickers.slice(0, BENCH_MAX - 1);
    const team = { lineup: starters(wide, nowDst), bench: [d, ...six] };
    const scenario = { lineup: starters({ ...nowDst, position: 'WR' }, d), bench: [wide, ...six] };
    const refused = placeScenario(team, scenario);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toMatchObject({ code: 'BENCH_FULL' });
      expect(refused.error.message).toContain('no empty slot fits Turned Defense');
    }
  });

  it('always names every player of the team once, in a placement replaceLineup accepts', () => {
    const named = (roster: Roster<{ _id: string; position: Position }>): Roster<NamedPlayer> => {
      let lineup = emptyLineup<NamedPlayer>();
      for (const { slot, player: p } of startersOf(roster.lineup)) {
        lineup = setSlot(lineup, slot, p ? { ...p, playerName: p._id } : null);
      }
      return { lineup, bench: roster.bench.map((p) => ({ ...p, playerName: p._id })) };
    };
    fc.assert(
      fc.property(arbRoster(), arbRoster(), fc.nat(), fc.nat(), (team, saved, seed, shift) => {
        const current = named(team);
        // The save: another arrangement that shares some of the team's players and has others.
        const players = rosterPlayers(current);
        const kept = players.filter((_, i) => (i + seed) % 3 !== 0);
        const old = named(saved);
        const scenario: Roster<NamedPlayer> = {
          lineup: old.lineup,
          bench: [...kept.slice(shift % (kept.length + 1)), ...old.bench].slice(0, BENCH_MAX),
        };
        const result = placeScenario(current, scenario);
        if (!result.ok) return;
        const applied = replaceLineup(current, result.value.placement);
        expect(applied.ok).toBe(true);
        const noted = new Set(result.value.notes.map((note) => note.playerId));
        for (const note of result.value.notes) expect(note.message).toContain(note.playerName);
        for (const p of players) {
          if (noted.has(p._id)) continue;
          // Not noted: he stands where the save put him.
          expect(placeOf(result.value.placement, p._id)).toBe(placeOf(scenario, p._id));
        }
      }),
    );
  });
});

function placeOf(
  roster: { lineup: LineupOf<{ _id: string }>; bench: readonly { _id: string }[] },
  id: string,
) {
  const slot = startersOf(roster.lineup).find(({ player: p }) => p?._id === id)?.slot;
  return slot ?? (roster.bench.some((p) => p._id === id) ? 'bench' : null);
}
