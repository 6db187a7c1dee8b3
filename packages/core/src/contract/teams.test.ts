import { describe, expect, it } from 'vitest';
import { STARTING_SLOTS } from '../positions.js';
import { ZTeam } from './entities.js';
import { ZUserTeamsResponse } from './session.js';
import {
  ZCreateTeamRequest,
  ZDeleteTeamResponse,
  ZDropPlayerRequest,
  ZEditLineupRequest,
  ZGetLineupsResponse,
  ZMovePlayerRequest,
  ZMoveToSlotRequest,
  ZTeamNameParams,
  ZTeamResponse,
} from './teams.js';
import { sampleTeam } from './test-fixtures.js';

describe('team calls', () => {
  it('round-trips a team through the team response and the user teams list', () => {
    const team = sampleTeam();
    expect(ZTeamResponse.parse(JSON.parse(JSON.stringify({ team })))).toEqual({ team });
    expect(
      ZUserTeamsResponse.parse({ teams: [team, sampleTeam({ _id: 't-2', teamName: 'Second' })] }).teams,
    ).toHaveLength(2);
  });

  it('refuses a team with more than 7 on the bench or no lineup', () => {
    const team = sampleTeam();
    const bench = Array.from({ length: 8 }, (_, i) => ({ ...team.bench[0], _id: `b${i}` }));
    expect(ZTeam.safeParse({ ...team, bench }).success).toBe(false);
    expect(ZTeam.safeParse({ ...team, lineups: [] }).success).toBe(false);
  });

  it('create-team trims the name and refuses blanks with the spec message', () => {
    expect(ZCreateTeamRequest.parse({ teamName: '  Gridiron Gang ' })).toEqual({ teamName: 'Gridiron Gang' });
    expect(ZCreateTeamRequest.safeParse({}).error?.issues[0]?.message).toBe('Team name is required');
  });

  it('reads team names in paths with the same rule', () => {
    expect(ZTeamNameParams.parse({ teamName: 'A/B Team' })).toEqual({ teamName: 'A/B Team' });
    expect(ZTeamNameParams.safeParse({ teamName: ' ' }).success).toBe(false);
  });

  it('answers delete-team with the deleted name and get-lineups with lineups, bench and version', () => {
    expect(ZDeleteTeamResponse.parse({ deleted: true, teamName: 'Gridiron Gang' })).toBeTruthy();
    const { teamName, lineups, bench, version } = sampleTeam();
    expect(ZGetLineupsResponse.parse({ teamName, lineups, bench, version })).toEqual({
      teamName,
      lineups,
      bench,
      version,
    });
  });

  it('edit-lineup and drop-player take teamName, playerId and an optional expectedVersion', () => {
    for (const schema of [ZEditLineupRequest, ZDropPlayerRequest]) {
      expect(schema.parse({ teamName: 'G', playerId: 'p1' })).toMatchObject({
        teamName: 'G',
        playerId: 'p1',
      });
      expect(schema.parse({ teamName: 'G', playerId: 'p1', expectedVersion: 4 })).toMatchObject({
        expectedVersion: 4,
      });
      expect(schema.safeParse({ teamName: 'G', playerId: 'p1', expectedVersion: -1 }).success).toBe(false);
      expect(schema.safeParse({ teamName: 'G', playerId: 'p1', expectedVersion: 1.5 }).success).toBe(false);
      expect(schema.safeParse({ teamName: 'G', playerId: '' }).success).toBe(false);
    }
  });

  it('edit-lineup places on the bench unless asked to fit the player in', () => {
    expect(ZEditLineupRequest.parse({ teamName: 'G', playerId: 'p1' }).placement).toBe('bench');
    expect(ZEditLineupRequest.parse({ teamName: 'G', playerId: 'p1', placement: 'fit' }).placement).toBe(
      'fit',
    );
    expect(
      ZEditLineupRequest.safeParse({ teamName: 'G', playerId: 'p1', placement: 'QB' }).error?.issues[0]
        ?.message,
    ).toBe('placement must be fit or bench');
  });

  it('move-player takes any starting slot or BENCH for both ends', () => {
    for (const place of [...STARTING_SLOTS, 'BENCH']) {
      expect(
        ZMovePlayerRequest.safeParse({
          teamName: 'G',
          playerId: 'p',
          fromPosition: 'BENCH',
          toPosition: place,
        }).success,
      ).toBe(true);
    }
    expect(
      ZMovePlayerRequest.safeParse({ teamName: 'G', playerId: 'p', fromPosition: 'BENCH', toPosition: 'RB3' })
        .success,
    ).toBe(false);
  });

  it('move-to-slot takes a lineup key and index 0 or 1', () => {
    const base = { teamName: 'G', playerId: 'p', positionType: 'runningBacks' };
    expect(ZMoveToSlotRequest.parse({ ...base, index: 1 })).toEqual({ ...base, index: 1 });
    expect(ZMoveToSlotRequest.parse({ ...base, positionType: 'flex' })).toEqual({
      ...base,
      positionType: 'flex',
    });
    expect(ZMoveToSlotRequest.safeParse({ ...base, index: 2 }).error?.issues[0]?.message).toBe(
      'index must be 0 or 1',
    );
    expect(ZMoveToSlotRequest.safeParse({ ...base, positionType: 'RB1' }).success).toBe(false);
  });
});
