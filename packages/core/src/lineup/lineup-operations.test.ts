import { describe, expect, it } from 'vitest';
import { emptyLineup } from '../contract/entities.js';
import { testPlayer } from '../test-support/arbitraries.js';
import { addPlayer, addPlayerWhereFits, bestEmptySlot } from './add-player.js';
import { dropPlayer } from './drop-player.js';
import { movePlayer } from './move-player.js';
import { getSlot, locatePlayer, type Roster, setSlot, slotFromPositionType } from './roster.js';
import { swapPlayers } from './swap-players.js';
import { applyToTeam } from './team-roster.js';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

const qb = testPlayer('QB');
const rb1 = testPlayer('RB');
const rb2 = testPlayer('RB');
const wr = testPlayer('WR');
const te = testPlayer('TE');
const k = testPlayer('PK');

function rosterWith(): Roster<typeof qb> {
  let lineup = emptyLineup<typeof qb>();
  lineup = setSlot(lineup, 'QB', qb);
  lineup = setSlot(lineup, 'RB1', rb1);
  return { lineup, bench: [rb2, wr, te, k] };
}

describe('addPlayer', () => {
  it('puts a new player at the end of the bench', () => {
    const newcomer = testPlayer('WR');
    const roster = unwrap(addPlayer(rosterWith(), newcomer));
    expect(roster.bench.at(-1)).toBe(newcomer);
    expect(roster.bench).toHaveLength(5);
  });

  it('refuses a player already on the team, starter or bench', () => {
    expect(addPlayer(rosterWith(), qb)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_ALREADY_ON_TEAM' },
    });
    expect(addPlayer(rosterWith(), wr)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_ALREADY_ON_TEAM' },
    });
  });

  it('refuses an eighth bench player', () => {
    let roster: Roster<typeof qb> = { lineup: emptyLineup(), bench: [] };
    for (let i = 0; i < 7; i++) roster = unwrap(addPlayer(roster, testPlayer('WR')));
    const refused = addPlayer(roster, testPlayer('WR'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'BENCH_FULL' } });
    expect(refused.ok ? '' : refused.error.message).toBe(
      'The bench is full (7 players). Move or drop a bench player first.',
    );
  });
});

describe('addPlayerWhereFits (placement fit)', () => {
  const empty = (): Roster<typeof qb> => ({ lineup: emptyLineup(), bench: [] });

  it('puts each player in his own slot first (RB1 before RB2, WR1 before WR2), then FLEX, then the bench', () => {
    let roster = empty();
    const placed: string[] = [];
    for (const position of ['RB', 'RB', 'RB', 'RB', 'WR', 'WR', 'TE', 'QB', 'PK', 'D/ST', 'QB'] as const) {
      const result = unwrap(addPlayerWhereFits(roster, testPlayer(position)));
      roster = result.roster;
      placed.push(result.placed);
    }
    expect(placed).toEqual(['RB1', 'RB2', 'FLEX', 'BENCH', 'WR1', 'WR2', 'TE', 'QB', 'K', 'D/ST', 'BENCH']);
    expect(roster.bench).toHaveLength(2);
  });

  it('fills nine starters with nine adds, one a player', () => {
    let roster = empty();
    for (const position of ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'TE', 'D/ST', 'K'] as const) {
      roster = unwrap(addPlayerWhereFits(roster, testPlayer(position))).roster;
    }
    expect(bestEmptySlot(roster.lineup, 'WR')).toBeUndefined();
    expect(roster.bench).toEqual([]);
  });

  it('keeps an own slot before FLEX even when FLEX is empty', () => {
    expect(bestEmptySlot(rosterWith().lineup, 'RB')).toBe('RB2');
    expect(bestEmptySlot(rosterWith().lineup, 'TE')).toBe('TE');
    expect(bestEmptySlot(rosterWith().lineup, 'QB')).toBeUndefined();
  });

  it('sends a player who may not start (his game has kicked off) to the bench', () => {
    const newcomer = testPlayer('WR');
    const result = unwrap(addPlayerWhereFits(rosterWith(), newcomer, { canStart: false }));
    expect(result.placed).toBe('BENCH');
    expect(result.roster.bench.at(-1)).toBe(newcomer);
  });

  it('takes a slot with a full bench; refuses a full bench with no slot, and a player already on the team', () => {
    let roster = empty();
    for (let i = 0; i < 7; i++) roster = unwrap(addPlayer(roster, testPlayer('QB')));
    const kicker = testPlayer('K');
    expect(unwrap(addPlayerWhereFits(roster, kicker)).placed).toBe('K');
    roster = unwrap(addPlayerWhereFits(roster, testPlayer('QB'))).roster;
    expect(addPlayerWhereFits(roster, testPlayer('QB'))).toMatchObject({
      ok: false,
      error: { code: 'BENCH_FULL' },
    });
    expect(addPlayerWhereFits(rosterWith(), te)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_ALREADY_ON_TEAM' },
    });
  });
});

describe('movePlayer', () => {
  it('moves a bench player into an empty eligible slot and shrinks the bench', () => {
    const roster = unwrap(movePlayer(rosterWith(), { playerId: te._id, to: 'FLEX' }));
    expect(getSlot(roster.lineup, 'FLEX')).toBe(te);
    expect(roster.bench).not.toContain(te);
  });

  it('swaps with the occupant when the slot is taken, keeping bench order', () => {
    const roster = unwrap(movePlayer(rosterWith(), { playerId: rb2._id, to: 'RB1' }));
    expect(getSlot(roster.lineup, 'RB1')).toBe(rb2);
    expect(roster.bench[0]).toBe(rb1);
  });

  it('accepts K or PK in the K slot', () => {
    const roster = unwrap(movePlayer(rosterWith(), { playerId: k._id, to: 'K' }));
    expect(getSlot(roster.lineup, 'K')).toBe(k);
  });

  it('refuses an ineligible slot with a message naming what the slot accepts', () => {
    const refused = movePlayer(rosterWith(), { playerId: wr._id, to: 'TE' });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'INELIGIBLE_SLOT', message: 'A WR cannot play TE: TE accepts TE' },
    });
    expect(movePlayer(rosterWith(), { playerId: qb._id, to: 'FLEX' })).toMatchObject({ ok: false });
  });

  it('moves a starter to the bench, and refuses when the bench is full', () => {
    const roster = unwrap(movePlayer(rosterWith(), { playerId: qb._id, to: 'BENCH' }));
    expect(getSlot(roster.lineup, 'QB')).toBeNull();
    expect(roster.bench.at(-1)).toBe(qb);

    const full = { ...rosterWith(), bench: Array.from({ length: 7 }, () => testPlayer('WR')) };
    expect(movePlayer(full, { playerId: qb._id, to: 'BENCH' })).toMatchObject({
      ok: false,
      error: { code: 'BENCH_FULL' },
    });
  });

  it('moves between slots: swaps when the occupant fits the old slot', () => {
    let roster = unwrap(movePlayer(rosterWith(), { playerId: rb2._id, to: 'FLEX' }));
    roster = unwrap(movePlayer(roster, { playerId: rb1._id, to: 'FLEX' }));
    expect(getSlot(roster.lineup, 'FLEX')).toBe(rb1);
    expect(getSlot(roster.lineup, 'RB1')).toBe(rb2);
  });

  it('moves between slots: benches an occupant who cannot take the old slot', () => {
    let roster = unwrap(movePlayer(rosterWith(), { playerId: wr._id, to: 'FLEX' }));
    roster = unwrap(movePlayer(roster, { playerId: rb1._id, to: 'FLEX' }));
    expect(getSlot(roster.lineup, 'FLEX')).toBe(rb1);
    expect(getSlot(roster.lineup, 'RB1')).toBeNull();
    expect(roster.bench).toContain(wr);
  });

  it('refuses a stale `from` and an unknown player', () => {
    expect(movePlayer(rosterWith(), { playerId: qb._id, from: 'BENCH', to: 'QB' })).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_AT_POSITION' },
    });
    expect(movePlayer(rosterWith(), { playerId: 'nobody', to: 'QB' })).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_ON_TEAM' },
    });
  });

  it('leaves the roster as it is when the player is already there', () => {
    const roster = rosterWith();
    expect(unwrap(movePlayer(roster, { playerId: qb._id, to: 'QB' }))).toBe(roster);
  });
});

describe('swapPlayers', () => {
  it('trades a bench player with a starter', () => {
    const roster = unwrap(swapPlayers(rosterWith(), { benchPlayerId: rb2._id, starterPlayerId: rb1._id }));
    expect(locatePlayer(roster, rb2._id)?.place).toBe('RB1');
    expect(locatePlayer(roster, rb1._id)?.place).toBe('BENCH');
  });

  it('refuses when the roles are the wrong way round or the positions do not fit', () => {
    expect(swapPlayers(rosterWith(), { benchPlayerId: rb1._id, starterPlayerId: rb2._id })).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_AT_POSITION' },
    });
    expect(swapPlayers(rosterWith(), { benchPlayerId: wr._id, starterPlayerId: qb._id })).toMatchObject({
      ok: false,
      error: { code: 'INELIGIBLE_SLOT' },
    });
  });
});

describe('dropPlayer', () => {
  it('removes a bench player for good', () => {
    const roster = unwrap(dropPlayer(rosterWith(), wr._id));
    expect(locatePlayer(roster, wr._id)).toBeUndefined();
    expect(roster.bench).toHaveLength(3);
  });

  it('refuses to drop a starter or a stranger', () => {
    expect(dropPlayer(rosterWith(), qb._id)).toMatchObject({ ok: false, error: { code: 'NOT_ON_BENCH' } });
    expect(dropPlayer(rosterWith(), 'nobody')).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_NOT_ON_TEAM' },
    });
  });
});

describe('slotFromPositionType', () => {
  it('maps the wire lineup keys and indexes to slots', () => {
    expect(slotFromPositionType('quarterback')).toBe('QB');
    expect(slotFromPositionType('runningBacks', 1)).toBe('RB2');
    expect(slotFromPositionType('wideReceivers', 0)).toBe('WR1');
    expect(slotFromPositionType('defenseST')).toBe('D/ST');
    expect(slotFromPositionType('runningBacks', 2)).toBeUndefined();
  });
});

describe('applyToTeam', () => {
  it('changes the active lineup and bench, keeping the other lineups and fields', () => {
    const other = emptyLineup<typeof qb>();
    const { lineup, bench } = rosterWith();
    const team = { teamName: 'Sharks', lineups: [lineup, other], bench, version: 3 };
    const updated = unwrap(applyToTeam(team, (roster) => dropPlayer(roster, wr._id)));
    expect(updated.teamName).toBe('Sharks');
    expect(updated.version).toBe(3);
    expect(updated.lineups[1]).toBe(other);
    expect(updated.bench).not.toContain(wr);
    expect(team.bench).toContain(wr);
  });

  it('passes a refusal through untouched', () => {
    const { lineup, bench } = rosterWith();
    const refused = applyToTeam({ lineups: [lineup], bench }, (roster) => dropPlayer(roster, qb._id));
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ON_BENCH' } });
  });
});
