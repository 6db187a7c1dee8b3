import { describe, expect, it } from 'vitest';
import { espnHostLeague, espnLeagueStatus, espnStarters } from './espn-league.js';
import { ZEspnLeague } from './espn-schemas.js';

const player = (id: number, fullName: string, defaultPositionId: number, proTeamId: number) => ({
  id,
  fullName,
  defaultPositionId,
  proTeamId,
});
const entry = (lineupSlotId: number, facts: ReturnType<typeof player>) => ({
  playerId: facts.id,
  lineupSlotId,
  playerPoolEntry: { id: facts.id, onTeamId: 1, player: facts },
});

/** A small answer in ESPN's shape: QB, RB, OP, D/ST, 2 bench, 1 IR. */
function answer(overrides: Record<string, unknown> = {}) {
  return ZEspnLeague.parse({
    gameId: 1,
    id: 555,
    seasonId: 2026,
    segmentId: 0,
    scoringPeriodId: 9,
    status: { isActive: true, latestScoringPeriod: 9, finalScoringPeriod: 17 },
    draftDetail: { drafted: true, inProgress: false },
    settings: {
      name: ' Office League ',
      size: 3,
      rosterSettings: { lineupSlotCounts: { '0': 1, '2': 1, '7': 1, '16': 1, '20': 2, '21': 1, '10': 0 } },
      scoringSettings: { scoringItems: [{ statId: 53, points: 1, pointsOverrides: {} }] },
    },
    members: [
      { id: '{M-1}', displayName: 'dana_d', firstName: 'Dana', lastName: 'Diaz' },
      { id: '{M-2}', displayName: '', firstName: 'Eli', lastName: 'Ng' },
    ],
    teams: [
      {
        id: 7,
        location: 'Old',
        nickname: 'Names',
        owners: ['{M-2}'],
        roster: { entries: [] },
      },
      {
        id: 2,
        name: 'Bench Mob',
        owners: ['{M-9}', '{M-1}'],
        primaryOwner: '{M-1}',
        roster: {
          entries: [
            entry(20, player(11, 'Bench Guy', 2, 2)),
            entry(7, player(12, 'Op Qb', 1, 28)),
            entry(16, player(-16033, 'Ravens D/ST', 16, 33)),
            entry(21, player(13, 'Hurt Guy', 3, 0)),
            entry(0, player(14, 'Main Qb', 1, 12)),
          ],
        },
      },
    ],
    ...overrides,
  });
}

describe('espnHostLeague', () => {
  it("maps an ESPN league: slots, teams by id, owners, starters in slot order, IR set aside, players' facts", () => {
    const league = espnHostLeague(answer(), { leagueId: '555', season: 2026 });
    expect(league).toMatchObject({
      provider: 'espn',
      leagueId: '555',
      name: 'Office League',
      season: 2026,
      size: 3,
      status: 'in_season',
      rosterPositions: ['QB', 'RB', 'SUPER_FLEX', 'DEF', 'BN', 'BN', 'IR'],
      scoring: { format: 'custom' },
    });
    expect(league.rosters).toEqual([
      {
        rosterId: 2,
        ownerName: 'dana_d',
        teamName: 'Bench Mob',
        starters: ['14', null, '12', '-16033'],
        players: ['11', '12', '-16033', '13', '14'],
        setAside: ['13'],
      },
      {
        rosterId: 7,
        ownerName: 'Eli Ng',
        teamName: 'Old Names',
        starters: [null, null, null, null],
        players: [],
        setAside: [],
      },
    ]);
    expect(league.players.get('12')).toEqual({ id: '12', name: 'Op Qb', position: 'QB', team: 'WSH' });
    expect(league.players.get('-16033')).toEqual({
      id: '-16033',
      name: 'Ravens D/ST',
      position: 'DEF',
      team: 'BAL',
    });
    expect(league.players.get('13')?.team).toBeNull();
    expect(league.players.size).toBe(5);
  });

  it('falls back to the team count for the size and to the id for an empty name; an owner not in members is unnamed', () => {
    const base = answer();
    const league = espnHostLeague(
      {
        ...base,
        settings: { ...base.settings, name: ' ', size: null },
        teams: base.teams.map((team) => ({ ...team, primaryOwner: '{M-404}', owners: ['{M-404}'] })),
      },
      { leagueId: '555', season: 2026 },
    );
    expect(league).toMatchObject({ name: 'ESPN league 555', size: 2 });
    expect(league.rosters.map((roster) => roster.ownerName)).toEqual([null, null]);
  });
});

describe('espnStarters', () => {
  it('fills each starting slot from the players ESPN has there, in roster order, null where none is', () => {
    expect(
      espnStarters(
        ['QB', 'RB', 'RB', 'FLEX', 'LB'],
        [
          { playerId: 3, lineupSlotId: 2 },
          { playerId: 1, lineupSlotId: 0 },
          { playerId: 9, lineupSlotId: 20 },
          { playerId: 4, lineupSlotId: 2 },
          { playerId: 5, lineupSlotId: 2 }, // a third RB in a two-RB league: starts nowhere
          { playerId: 6, lineupSlotId: 10 },
        ],
      ),
    ).toEqual(['1', '3', '4', null, '6']);
  });
});

describe('espnLeagueStatus', () => {
  const teams = answer().teams;
  it("maps ESPN's draft and season state to Sleeper's four", () => {
    expect(espnLeagueStatus({ draftDetail: { drafted: false, inProgress: true }, teams })).toBe('drafting');
    expect(espnLeagueStatus({ draftDetail: { drafted: false, inProgress: false }, teams })).toBe('pre_draft');
    expect(espnLeagueStatus({ draftDetail: { drafted: true }, status: { isActive: true }, teams })).toBe(
      'in_season',
    );
    expect(espnLeagueStatus({ draftDetail: { drafted: true }, status: { isActive: false }, teams })).toBe(
      'complete',
    );
    expect(
      espnLeagueStatus({
        draftDetail: { drafted: true },
        scoringPeriodId: 18,
        status: { latestScoringPeriod: 17, finalScoringPeriod: 17 },
        teams,
      }),
    ).toBe('complete');
  });

  it('without draftDetail, a league is drafted once a team has a player', () => {
    expect(espnLeagueStatus({ teams })).toBe('in_season');
    expect(espnLeagueStatus({ teams: teams.map((team) => ({ ...team, roster: { entries: [] } })) })).toBe(
      'pre_draft',
    );
  });
});
