import type { Player } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { pickPlayer } from './resolve-player.js';

const player = (_id: string, playerName: string, position: Player['position'] = 'WR'): Player => ({
  _id,
  playerName,
  teamName: 'DET',
  position,
});

const PLAYERS = [
  player('p-asb', 'Amon-Ra St. Brown'),
  player('p-obj', 'Odell Beckham Jr.'),
  player('p-aj', 'A.J. Brown'),
  player('p-zm', 'Zoë Müller', 'K'),
  player('p-kw', 'Kenneth Walker III', 'RB'),
];

describe('pickPlayer', () => {
  it("matches names as the server's normalizeName does (accents, punctuation, suffixes) where trim/lower-case missed", () => {
    // Each of these found nobody when names were compared by trim().toLowerCase().
    expect(pickPlayer(PLAYERS, 'amon ra st brown', 'here')?._id).toBe('p-asb');
    expect(pickPlayer(PLAYERS, 'Odell Beckham', 'here')?._id).toBe('p-obj');
    expect(pickPlayer(PLAYERS, 'AJ Brown', 'here')?._id).toBe('p-aj');
    expect(pickPlayer(PLAYERS, ' zoe muller ', 'here')?._id).toBe('p-zm');
    expect(pickPlayer(PLAYERS, 'Kenneth Walker', 'here')?._id).toBe('p-kw');
  });

  it('still takes an id first, an exact name over names containing it, and refuses several', () => {
    expect(pickPlayer(PLAYERS, 'p-aj', 'here')?.playerName).toBe('A.J. Brown');
    expect(pickPlayer(PLAYERS, 'beckham', 'here')?._id).toBe('p-obj');
    expect(() => pickPlayer(PLAYERS, 'brown', 'here')).toThrow(CliError);
    expect(() => pickPlayer(PLAYERS, 'brown', 'here')).toThrow(/matches 2 players here/);
    expect(pickPlayer(PLAYERS, 'Nobody', 'here')).toBeUndefined();
    expect(pickPlayer(PLAYERS, '...', 'here')).toBeUndefined();
  });
});
