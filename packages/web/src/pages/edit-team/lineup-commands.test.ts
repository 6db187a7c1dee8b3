import type { LineupsApi } from '@lineup-lab/sdk';
import { ConflictError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { player, team } from '../../test-support/fixtures.js';
import { failureMessage, runCommand, successMessage } from './lineup-commands.js';

const rb = player('RB', 'Rex Runner');
const change = { playerId: rb._id, playerName: rb.playerName, from: 'BENCH', to: 'RB2', gain: 3.5 } as const;

/** A stand-in for the SDK's lineups group that records each call and answers a team of version n. */
function recordingLineups(failAt?: number, placed = 'BENCH') {
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
  const moves = [
    { playerId: 'a', playerName: 'A', from: 'RB1', to: 'FLEX' },
    { playerId: 'b', playerName: 'B', from: 'BENCH', to: 'RB1' },
  ];
  const lineups = {
    addPlayer: async (body: unknown) => ({ ...(await answer('addPlayer')(body)), placed }),
    movePlayer: answer('movePlayer'),
    moveToSlot: answer('moveToSlot'),
    dropPlayer: answer('dropPlayer'),
    optimize: async (teamName: string, body: object) => {
      const { team: changed } = await answer('optimize')({ teamName, ...body });
      const kept = [{ playerId: 'q', playerName: 'Quinn', place: 'QB', kickoff: '2025-10-05T17:00:00Z' }];
      return { team: changed, week: 5, mode: 'median', moves, total: 40, gain: 4, kept };
    },
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
    expect(failureMessage({ kind: 'optimize', week: 5 })).toBe('Failed to move player');
    expect(failureMessage({ kind: 'apply', change })).toBe('Failed to move player');
  });

  it('says what happened on success', () => {
    expect(successMessage({ kind: 'move', player: rb, from: 'BENCH', to: 'FLEX' })).toBe(
      'Rex Runner now starts at FLEX.',
    );
    expect(successMessage({ kind: 'move', player: rb, from: 'RB1', to: 'BENCH' })).toBe(
      'Rex Runner moved to the bench.',
    );
    expect(successMessage({ kind: 'optimize', week: 5 }, 1)).toBe('Lineup optimized: 1 move applied.');
    expect(successMessage({ kind: 'optimize', week: 5 }, 3)).toBe('Lineup optimized: 3 moves applied.');
  });
});

describe('runCommand', () => {
  it('adds where he fits and drops by player id with the version last seen', async () => {
    const { lineups, calls } = recordingLineups();
    const added = await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'add', player: rb },
      expectedVersion: 3,
    });
    expect(added.message).toBe('Added Rex Runner to the bench');
    await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'drop', player: rb },
      expectedVersion: 4,
    });
    expect(calls).toEqual([
      ['addPlayer', { teamName: 'Sharks', playerId: rb._id, expectedVersion: 3, placement: 'fit' }],
      ['dropPlayer', { teamName: 'Sharks', playerId: rb._id, expectedVersion: 4 }],
    ]);
  });

  it('says the slot an add went to, and moves him on into the slot being filled when the rules chose another', async () => {
    const { lineups, calls } = recordingLineups(undefined, 'RB1');
    const fitted = await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'add', player: rb },
      expectedVersion: 3,
    });
    expect(fitted.message).toBe('Added Rex Runner at RB1');
    const filled = await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'add', player: rb, into: 'FLEX' },
      expectedVersion: 11,
    });
    expect(filled.message).toBe('Added Rex Runner at FLEX');
    expect(filled.response.team.version).toBe(13);
    expect(calls.slice(1)).toEqual([
      ['addPlayer', { teamName: 'Sharks', playerId: rb._id, expectedVersion: 11, placement: 'fit' }],
      [
        'movePlayer',
        {
          teamName: 'Sharks',
          playerId: rb._id,
          expectedVersion: 12,
          fromPosition: 'RB1',
          toPosition: 'FLEX',
        },
      ],
    ]);
    // Already where the fill wanted him: one call.
    const one = recordingLineups(undefined, 'RB1');
    await runCommand(one.lineups, {
      teamName: 'Sharks',
      command: { kind: 'add', player: rb, into: 'RB1' },
      expectedVersion: 1,
    });
    expect(one.calls.map(([name]) => name)).toEqual(['addPlayer']);
  });

  it('applies the advisor’s change through move-player, from where it saw him, and says so', async () => {
    const { lineups, calls } = recordingLineups();
    const applied = await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'apply', change },
      expectedVersion: 5,
    });
    expect(calls).toEqual([
      [
        'movePlayer',
        {
          teamName: 'Sharks',
          playerId: rb._id,
          fromPosition: 'BENCH',
          toPosition: 'RB2',
          expectedVersion: 5,
        },
      ],
    ]);
    expect(applied.message).toBe('Applied: Rex Runner to RB2');
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

  it('optimizes in one call with the version last seen, and says how many moves the server made', async () => {
    const { lineups, calls } = recordingLineups();
    const result = await runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'optimize', week: 5 },
      expectedVersion: 7,
    });
    expect(calls).toEqual([['optimize', { teamName: 'Sharks', week: 5, expectedVersion: 7 }]]);
    expect(result.response.team.version).toBe(11);
    expect(result.message).toBe('Lineup optimized: 2 moves applied.');
    // Optimize names the players it kept where they stood: their games have started.
    expect(result.kept).toBe('Kept where they are, their games have started: Quinn (QB).');
  });

  it('passes a refusal on: nothing was changed', async () => {
    const { lineups, calls } = recordingLineups(1);
    const run = runCommand(lineups, {
      teamName: 'Sharks',
      command: { kind: 'optimize', week: 5 },
      expectedVersion: 7,
    });
    await expect(run).rejects.toBeInstanceOf(ConflictError);
    expect(calls).toHaveLength(1);
  });
});
