import { describe, expect, it } from 'vitest';
import { espnHostPlayer } from './espn-players.js';

describe('espnHostPlayer', () => {
  it('reads the position from defaultPositionId (not the slot table) and the team from proTeamId', () => {
    expect(
      espnHostPlayer({ id: 4262921, fullName: 'Justin Jefferson', defaultPositionId: 3, proTeamId: 16 }),
    ).toEqual({ id: '4262921', name: 'Justin Jefferson', position: 'WR', team: 'MIN' });
    expect(
      espnHostPlayer({ id: 3139477, fullName: ' Patrick Mahomes ', defaultPositionId: 1, proTeamId: 12 }),
    ).toEqual({ id: '3139477', name: 'Patrick Mahomes', position: 'QB', team: 'KC' });
  });

  it('calls a D/ST a DEF, keeps IDP positions by name, and has no team for a free agent or an unknown id', () => {
    expect(
      espnHostPlayer({ id: -16025, fullName: '49ers D/ST', defaultPositionId: 16, proTeamId: 25 }),
    ).toMatchObject({
      id: '-16025',
      position: 'DEF',
      team: 'SF',
    });
    expect(
      espnHostPlayer({ id: 3915416, fullName: 'Fred Warner', defaultPositionId: 11, proTeamId: 0 }),
    ).toMatchObject({
      position: 'LB',
      team: null,
    });
    expect(
      espnHostPlayer({ id: 1, fullName: 'Someone', defaultPositionId: 99, proTeamId: 31 }),
    ).toMatchObject({
      position: null,
      team: null,
    });
    expect(espnHostPlayer({ id: 2, fullName: 'Nobody', defaultPositionId: null })).toMatchObject({
      position: null,
      team: null,
    });
  });

  it("writes teams as ESPN does (WSH, JAX, LV), for matching's canonical teams to read", () => {
    const team = (proTeamId: number) => espnHostPlayer({ id: 1, fullName: 'X', proTeamId }).team;
    expect([28, 30, 13, 33, 34, 1].map(team)).toEqual(['WSH', 'JAX', 'LV', 'BAL', 'HOU', 'ATL']);
  });
});
