import type { LineupsApi } from '@lineup-lab/sdk';
import { ConflictError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { failureMessage, runCommand, successMessage } from './lineup-commands.js';

const rb = player('RB', 'Rex Runner');

/** A stand-in for the SDK's lineups group that records each call and answers a team of version n. */
function recordingLineups(failAt?: number) {
  const calls: Array<[string, unknown]> = [];
  const answer = (name: string) => async (body: unknown) => {
    calls.push([name, body]);
    if (failAt !== undefined && calls.length === failAt) {
      throw new ConflictError({
        message: 'This team was changed elsewhere; reload it and try again',
        code: 'CONFLICT',
        status: 409,
      });
    }
    return { team: team({}, [], { version: 10 + calls.length }) };
  };
  const lineups = {
    addPlayer: answer('addPlayer'),
    movePlayer: answer('movePlayer'),
    moveToSlot: answer('moveToSlot'),
    dropPlayer: answer('dropPlayer'),
  } as unknown as LineupsApi;
  return { lineups, calls };
}

describe('failureMessage: the spec’s fallbacks when the server says nothing', () => {
  it('names each kind of change', () => {
    expect(failureMessage({ kind: 'add', player: rb })).toBe('Failed to add player');
    expect(failureMessage({ kind: 'drop', player: rb })).toBe('Failed to drop player');
    expect(failureMessage({ kind: 'move', player: rb, from: 'RB1', to: 'BENCH' })).toBe(
      'Failed to move player to bench',
    );
    expect(failureMessage({ kind: 'move', player: rb, from: 'BENCH', to: 'RB1' })).toBe(
      'Failed to move player',
    );
    expect(failureMessage({ kind: 'optimize', moves: [], gain: 0 })).toBe('Failed to move player');
  });

  it('says what happened on success', () => {
    expect(successMessage({ kind: 'move', player: rb, from: 'BENCH', to: 'FLEX' })).toBe(
      'Rex Runner now starts at FLEX.',
    );
    expect(successMessage({ kind: 'move', player: rb, from: 'RB1', to: 'BENCH' })).toBe(
      'Rex Runner moved to the bench.',
    );
  });
});

describe('runCommand', () => {
  it('adds and drops by player id with the version last seen', async () => {
    const { lineups, calls } = recordingLineups();
    await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'add', player: rb },
      expectedVersion: 3,
    });
    await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'drop', player: rb },
      expectedVersion: 4,
    });
    expect(calls).toEqual([
      ['addPlayer', { teamName: 'Sharks', playerId: rb._id, expectedVersion: 3 }],
      ['dropPlayer', { teamName: 'Sharks', playerId: rb._id, expectedVersion: 4 }],
    ]);
  });

  it('moves a bench player into a slot with move-to-slot, and everything else with move-player', async () => {
    const { lineups, calls } = recordingLineups();
    await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'move', player: rb, from: 'BENCH', to: 'RB2' },
      expectedVersion: 1,
    });
    await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'move', player: rb, from: 'RB2', to: 'BENCH' },
      expectedVersion: 2,
    });
    expect(calls).toEqual([
      [
        'moveToSlot',
        { teamName: 'Sharks', playerId: rb._id, expectedVersion: 1, positionType: 'runningBacks', index: 1 },
      ],
      [
        'movePlayer',
        {
          teamName: 'Sharks',
          playerId: rb._id,
          expectedVersion: 2,
          fromPosition: 'RB2',
          toPosition: 'BENCH',
        },
      ],
    ]);
  });

  it('applies an optimization move by move, each with the version the previous answered', async () => {
    const { lineups, calls } = recordingLineups();
    const result = await runCommand(lineups, {
      teamName: 'Sharks',
      command: {
        kind: 'optimize',
        gain: 4,
        moves: [
          { playerId: 'a', from: 'RB1', to: 'FLEX' },
          { playerId: 'b', from: 'BENCH', to: 'RB1' },
        ],
      },
      expectedVersion: 7,
    });
    expect(calls).toEqual([
      [
        'movePlayer',
        { teamName: 'Sharks', playerId: 'a', expectedVersion: 7, fromPosition: 'RB1', toPosition: 'FLEX' },
      ],
      [
        'moveToSlot',
        { teamName: 'Sharks', playerId: 'b', expectedVersion: 11, positionType: 'runningBacks', index: 0 },
      ],
    ]);
    expect(result.team.version).toBe(12);
  });

  it('stops an optimization at the first refusal', async () => {
    const { lineups, calls } = recordingLineups(1);
    const run = runCommand(lineups, {
      teamName: 'Sharks',
      command: {
        kind: 'optimize',
        gain: 4,
        moves: [
          { playerId: 'a', from: 'BENCH', to: 'QB' },
          { playerId: 'b', from: 'BENCH', to: 'K' },
        ],
      },
      expectedVersion: 7,
    });
    await expect(run).rejects.toBeInstanceOf(ConflictError);
    expect(calls).toHaveLength(1);
  });
});
