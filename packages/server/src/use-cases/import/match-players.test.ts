import { describe, expect, it } from 'vitest';
import type { SleeperPlayer } from '../../ports/sleeper-schemas.js';
import { type MatchCandidate, matchPlayers } from './match-players.js';

const sleeper = (id: string, name: string, position: string | null, team: string | null): SleeperPlayer => ({
  id,
  name,
  position,
  fantasyPositions: position ? [position] : [],
  team,
  status: 'Active',
  active: true,
  gsisId: null,
});

const ours = (
  playerId: string,
  name: string,
  position: string,
  team: string | null,
  sleeperId: string | null = null,
): MatchCandidate => ({ playerId, name, position, team, sleeperId });

const list = new Map(
  [
    sleeper('4984', 'Josh Allen', 'QB', 'BUF'),
    sleeper('8151', 'Kenneth Walker III', 'RB', 'SEA'),
    sleeper('7564', "Ja'Marr Chase", 'WR', 'CIN'),
    sleeper('5859', 'A.J. Brown', 'WR', 'NE'),
    sleeper('4993', 'Fred Warner', 'LB', 'SF'),
    sleeper('12000', 'Rookie Runner', 'RB', 'CHI'),
    sleeper('3000', 'Mike Williams', 'WR', 'FA'),
    sleeper('SF', 'San Francisco 49ers', 'DEF', 'SF'),
    sleeper('OAK', 'Oakland Raiders', 'DEF', 'OAK'),
    sleeper('3678', 'Harrison Butker', 'K', 'KC'),
  ].map((player) => [player.id, player]),
);

const catalogue: MatchCandidate[] = [
  ours('sleeper:4984', 'Josh Allen', 'QB', 'BUF', '4984'),
  // The kicker Josh Allen is another person: never matched to the QB.
  ours('footballdb:jallen', 'Josh Allen', 'K', 'JAX'),
  ours('gsis:00-0037256', 'Kenneth Walker', 'RB', 'SEA'),
  ours('gsis:00-0036900', 'JaMarr Chase', 'WR', 'CIN'),
  ours('gsis:00-0035676', 'AJ Brown', 'WR', 'PHI'),
  ours('gsis:1', 'Mike Williams', 'WR', 'PIT'),
  ours('gsis:2', 'Mike Williams', 'WR', 'NYJ'),
  ours('dst:SF', 'San Francisco 49ers D/ST', 'D/ST', 'SF'),
  ours('dst:LV', 'Las Vegas Raiders D/ST', 'D/ST', 'LV'),
  ours('gsis:3', 'Harrison Butker', 'PK', 'KC'),
  // Has another Sleeper id: not a name match for anyone.
  ours('sleeper:777', 'Rookie Runner', 'RB', 'CHI', '777'),
];

describe('matchPlayers', () => {
  const ids = ['4984', '8151', '7564', '5859', '4993', '12000', '3000', 'SF', 'OAK', '3678', '11999', '4984'];
  const { matched, unmatched } = matchPlayers(ids, list, catalogue);

  it('matches by Sleeper id, then name + position + team, a D/ST by its (canonical) team', () => {
    expect(matched).toEqual([
      { sleeperId: '4984', playerId: 'sleeper:4984', method: 'sleeper-id' },
      { sleeperId: '8151', playerId: 'gsis:00-0037256', method: 'name-position-team' },
      { sleeperId: '7564', playerId: 'gsis:00-0036900', method: 'name-position-team' },
      { sleeperId: '5859', playerId: 'gsis:00-0035676', method: 'name-position' },
      { sleeperId: 'SF', playerId: 'dst:SF', method: 'defense-team' },
      { sleeperId: 'OAK', playerId: 'dst:LV', method: 'defense-team' },
      { sleeperId: '3678', playerId: 'gsis:3', method: 'name-position-team' },
    ]);
  });

  it('lists every other player once with its reason, dropping none', () => {
    expect(unmatched.map(({ sleeperId, reason }) => [sleeperId, reason])).toEqual([
      ['4993', 'position-not-supported'],
      ['12000', 'not-in-catalogue'],
      ['3000', 'ambiguous'],
      ['11999', 'not-in-player-list'],
    ]);
    expect(matched.length + unmatched.length).toBe(new Set(ids).size);
    expect(unmatched.find((player) => player.sleeperId === '3000')).toMatchObject({
      name: 'Mike Williams',
      candidates: ['gsis:1', 'gsis:2'],
      message: 'Mike Williams (WR, FA) could be any of 2 Lineup Lab players; pick one by hand.',
    });
    expect(unmatched[0]?.message).toBe('Fred Warner plays LB, which Lineup Lab does not project.');
  });

  it('never gives one catalogue player to two Sleeper players', () => {
    const twins = new Map([
      ['1', sleeper('1', 'Same Name', 'TE', 'KC')],
      ['2', sleeper('2', 'Same Name', 'TE', 'KC')],
    ]);
    const result = matchPlayers(['1', '2'], twins, [ours('x', 'Same Name', 'TE', 'KC')]);
    expect(result.matched).toEqual([{ sleeperId: '1', playerId: 'x', method: 'name-position-team' }]);
    expect(result.unmatched).toMatchObject([{ sleeperId: '2', reason: 'ambiguous', candidates: ['x'] }]);
  });

  it('matches a defence missing from the list by its id, and says when we have no such D/ST', () => {
    const result = matchPlayers(['DAL', 'KC'], new Map(), [
      ours('dst:DAL', 'Dallas Cowboys D/ST', 'D/ST', 'DAL'),
    ]);
    expect(result.matched).toEqual([{ sleeperId: 'DAL', playerId: 'dst:DAL', method: 'defense-team' }]);
    expect(result.unmatched).toMatchObject([{ sleeperId: 'KC', reason: 'not-in-catalogue' }]);
  });
});
