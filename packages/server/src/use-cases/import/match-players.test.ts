import { describe, expect, it } from 'vitest';
import type { HostPlayer } from '../../ports/league-source.js';
import { type MatchCandidate, matchPlayers } from './match-players.js';

const sleeper = (id: string, name: string, position: string | null, team: string | null): HostPlayer => ({
  id,
  name,
  position,
  team,
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

describe('matchPlayers on Sleeper', () => {
  const ids = ['4984', '8151', '7564', '5859', '4993', '12000', '3000', 'SF', 'OAK', '3678', '11999', '4984'];
  const { matched, unmatched } = matchPlayers({ provider: 'sleeper', ids, players: list, catalogue });

  it('matches by Sleeper id, then name + position + team, a D/ST by its (canonical) team', () => {
    expect(matched).toEqual([
      { hostPlayerId: '4984', playerId: 'sleeper:4984', method: 'sleeper-id' },
      { hostPlayerId: '8151', playerId: 'gsis:00-0037256', method: 'name-position-team' },
      { hostPlayerId: '7564', playerId: 'gsis:00-0036900', method: 'name-position-team' },
      { hostPlayerId: '5859', playerId: 'gsis:00-0035676', method: 'name-position' },
      { hostPlayerId: 'SF', playerId: 'dst:SF', method: 'defense-team' },
      { hostPlayerId: 'OAK', playerId: 'dst:LV', method: 'defense-team' },
      { hostPlayerId: '3678', playerId: 'gsis:3', method: 'name-position-team' },
    ]);
  });

  it('lists every other player once with its reason, dropping none', () => {
    expect(unmatched.map(({ hostPlayerId, reason }) => [hostPlayerId, reason])).toEqual([
      ['4993', 'position-not-supported'],
      ['12000', 'not-in-catalogue'],
      ['3000', 'ambiguous'],
      ['11999', 'not-in-player-list'],
    ]);
    expect(matched.length + unmatched.length).toBe(new Set(ids).size);
    expect(unmatched.find((player) => player.hostPlayerId === '3000')).toMatchObject({
      name: 'Mike Williams',
      candidates: ['gsis:1', 'gsis:2'],
      message: 'Mike Williams (WR, FA) could be any of 2 Lineup Lab players; pick one by hand.',
    });
    expect(unmatched[0]?.message).toBe('Fred Warner plays LB, which Lineup Lab does not project.');
  });

  it('never gives one catalogue player to two Sleeper players, saying whose he is', () => {
    const twins = new Map([
      ['1', sleeper('1', 'Same Name', 'TE', 'KC')],
      ['2', sleeper('2', 'Same Name', 'TE', 'KC')],
    ]);
    const result = matchPlayers({
      provider: 'sleeper',
      ids: ['1', '2'],
      players: twins,
      catalogue: [ours('x', 'Same Name', 'TE', 'KC')],
    });
    expect(result.matched).toEqual([{ hostPlayerId: '1', playerId: 'x', method: 'name-position-team' }]);
    expect(result.unmatched).toMatchObject([{ hostPlayerId: '2', reason: 'ambiguous', candidates: ['x'] }]);
  });

  it('matches a defence missing from the list by its id, and says when we have no such D/ST', () => {
    const result = matchPlayers({
      provider: 'sleeper',
      ids: ['DAL', 'KC'],
      players: new Map(),
      catalogue: [ours('dst:DAL', 'Dallas Cowboys D/ST', 'D/ST', 'DAL')],
    });
    expect(result.matched).toEqual([{ hostPlayerId: 'DAL', playerId: 'dst:DAL', method: 'defense-team' }]);
    expect(result.unmatched).toMatchObject([{ hostPlayerId: 'KC', reason: 'not-in-catalogue' }]);
  });

  it('matches ESPN and Yahoo players by name, position and team, Sleeper ids or not, and D/ST by team', () => {
    const espn = new Map(
      [
        sleeper('3918298', 'Josh Allen', 'QB', 'BUF'),
        sleeper('4362628', 'Ja’Marr Chase', 'WR', 'CIN'),
        sleeper('-16025', '49ers D/ST', 'DEF', 'SF'),
        sleeper('15847', 'Rookie Runner', 'RB', 'CHI'),
        sleeper('4993', 'Fred Warner', 'LB', 'SF'),
      ].map((player) => [player.id, player]),
    );
    const ids = ['3918298', '4362628', '-16025', '15847', '4993', '777'];
    const { matched, unmatched } = matchPlayers({ provider: 'espn', ids, players: espn, catalogue });
    expect(matched).toEqual([
      // Our Josh Allen carries a Sleeper id: ESPN's is matched by name all the same (never by id).
      { hostPlayerId: '3918298', playerId: 'sleeper:4984', method: 'name-position-team' },
      { hostPlayerId: '4362628', playerId: 'gsis:00-0036900', method: 'name-position-team' },
      { hostPlayerId: '-16025', playerId: 'dst:SF', method: 'defense-team' },
      { hostPlayerId: '15847', playerId: 'sleeper:777', method: 'name-position-team' },
    ]);
    expect(unmatched.map(({ hostPlayerId, message }) => [hostPlayerId, message])).toEqual([
      ['4993', 'Fred Warner plays LB, which Lineup Lab does not project.'],
      ['777', 'ESPN did not say who player 777 is.'],
    ]);
    // An id that happens to be a team's abbreviation is no defence outside Sleeper.
    const yahoo = matchPlayers({ provider: 'yahoo', ids: ['SF'], players: new Map(), catalogue });
    expect(yahoo.unmatched).toMatchObject([{ hostPlayerId: 'SF', reason: 'not-in-player-list' }]);
    const twice = matchPlayers({
      provider: 'yahoo',
      ids: ['449.p.1', '449.p.2'],
      players: new Map([
        ['449.p.1', sleeper('449.p.1', 'Harrison Butker', 'K', 'KC')],
        ['449.p.2', sleeper('449.p.2', 'Harrison Butker', 'K', 'KC')],
      ]),
      catalogue,
    });
    expect(twice.unmatched[0]?.message).toBe(
      'Harrison Butker matches the same Lineup Lab player as Yahoo player 449.p.1.',
    );
  });
});
