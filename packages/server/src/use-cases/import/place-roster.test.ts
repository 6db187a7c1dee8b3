import { type Position, rosterPlayers, startersOf } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { type PlaceablePlayer, placeRoster } from './place-roster.js';

const p = (id: string, position: Position): PlaceablePlayer => ({
  _id: `our:${id}`,
  playerName: `P${id}`,
  position,
});
const matchedOf = (players: PlaceablePlayer[]) =>
  new Map(players.map((player) => [player._id.slice(4), player]));
const slotsOf = (placement: ReturnType<typeof placeRoster>) =>
  Object.fromEntries(
    startersOf(placement.roster.lineup).map(({ slot, player }) => [slot, player?._id ?? null]),
  );

const STANDARD_POSITIONS = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN'];

describe('placeRoster', () => {
  it("puts a standard league's starters in our slots and the rest on the bench, in Sleeper's order", () => {
    const players = [
      p('1', 'QB'),
      p('2', 'RB'),
      p('3', 'RB'),
      p('4', 'WR'),
      p('5', 'WR'),
      p('6', 'TE'),
      p('7', 'WR'),
      p('8', 'K'),
      p('9', 'D/ST'),
      p('10', 'QB'),
      p('11', 'RB'),
    ];
    const placement = placeRoster({
      provider: 'sleeper',
      rosterPositions: STANDARD_POSITIONS,
      starters: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      players: ['11', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      setAside: [],
      matched: matchedOf(players),
    });
    expect(slotsOf(placement)).toEqual({
      QB: 'our:1',
      RB1: 'our:2',
      RB2: 'our:3',
      WR1: 'our:4',
      WR2: 'our:5',
      TE: 'our:6',
      FLEX: 'our:7',
      'D/ST': 'our:9',
      K: 'our:8',
    });
    expect(placement.roster.bench.map((player) => player._id)).toEqual(['our:11', 'our:10']);
    expect(placement.from.get('FLEX')).toBe('FLEX');
    expect(placement.from.get('D/ST')).toBe('DEF');
    expect(placement.notes).toEqual([]);
  });

  it('benches a superflex QB with a note, and names the slots a league without WR, K or D/ST leaves empty', () => {
    const players = [p('1', 'QB'), p('2', 'RB'), p('3', 'TE'), p('4', 'QB')];
    const placement = placeRoster({
      provider: 'sleeper',
      rosterPositions: ['QB', 'RB', 'TE', 'FLEX', 'SUPER_FLEX', 'BN'],
      starters: ['1', '2', '3', null, '4'],
      players: ['1', '2', '3', '4'],
      setAside: [],
      matched: matchedOf(players),
    });
    expect(slotsOf(placement)).toMatchObject({ QB: 'our:1', RB1: 'our:2', TE: 'our:3', FLEX: null, K: null });
    expect(placement.roster.bench.map((player) => player._id)).toEqual(['our:4']);
    expect(placement.notes).toEqual([
      "The league's superflex slot (OP, Q/W/R/T) is played as Lineup Lab's FLEX, which takes an RB, WR or TE: a QB started there goes to the bench.",
      'P4 starts at superflex in the league; Lineup Lab has no free slot for a QB there, so he is on the bench.',
      'The league does not start a player at WR1; it stays empty.',
      'The league does not start a player at WR2; it stays empty.',
      'The league does not start a player at D/ST; it stays empty.',
      'The league does not start a player at K; it stays empty.',
    ]);
  });

  it('fills fixed slots before flexible ones, so a superflex RB takes FLEX only when it is free', () => {
    const players = [p('1', 'RB'), p('2', 'RB'), p('3', 'RB'), p('4', 'WR')];
    const placement = placeRoster({
      provider: 'sleeper',
      rosterPositions: ['SUPER_FLEX', 'RB', 'RB', 'RB', 'FLEX'],
      starters: ['1', '2', '3', null, '4'],
      players: ['1', '2', '3', '4'],
      setAside: [],
      matched: matchedOf(players),
    });
    // RB, RB fill RB1/RB2 (the third RB slot is empty); FLEX takes the WR; the superflex RB has no slot left.
    expect(slotsOf(placement)).toMatchObject({ RB1: 'our:2', RB2: 'our:3', FLEX: 'our:4' });
    expect(placement.roster.bench.map((player) => player._id)).toEqual(['our:1']);
  });

  it('leaves out reserve and taxi players and whoever the 7-slot bench cannot hold, naming them', () => {
    const players = Array.from({ length: 11 }, (_, index) => p(String(index + 1), 'WR'));
    const placement = placeRoster({
      provider: 'sleeper',
      rosterPositions: ['WR', 'BN'],
      starters: ['1'],
      players: players.map((player) => player._id.slice(4)),
      setAside: ['2', '3'],
      matched: matchedOf(players),
    });
    expect(placement.roster.bench.map((player) => player.playerName)).toEqual([
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
      'P9',
      'P10',
    ]);
    expect(placement.notes).toContain(
      'On injured reserve or the taxi squad in Sleeper, not imported: P2, P3.',
    );
    expect(placement.notes).toContain("Lineup Lab's bench holds 7 players; not imported: P11.");
  });

  it('names league slots we do not have (IDP), and never places a player twice', () => {
    const players = [p('1', 'QB')];
    const placement = placeRoster({
      provider: 'sleeper',
      rosterPositions: ['QB', 'LB', 'DB', 'QB', 'BN'],
      starters: ['1', '77', '78', '1'],
      players: ['1', '1', '77'],
      setAside: [],
      matched: matchedOf(players),
    });
    expect(rosterPlayers(placement.roster).map((player) => player._id)).toEqual(['our:1']);
    expect(placement.notes[0]).toBe(
      'Lineup Lab has no LB, DB slot (positions it does not project); those starters are not imported.',
    );
  });

  it("names the host in its notes: ESPN's injured reserve is not imported, said as ESPN's", () => {
    const players = [p('1', 'RB'), p('2', 'RB')];
    const placement = placeRoster({
      provider: 'espn',
      rosterPositions: ['RB', 'BN', 'IR'],
      starters: ['1'],
      players: ['1', '2'],
      setAside: ['2'],
      matched: matchedOf(players),
    });
    expect(placement.roster.bench).toEqual([]);
    expect(placement.notes).toContain('On injured reserve in ESPN, not imported: P2.');
  });
});
