import { generateDemoSeason } from '@lineup-lab/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspnLeagueSource } from '../../src/adapters/espn/espn-league-source.js';
import type { HostLeague } from '../../src/ports/league-source.js';
import { type MatchCandidate, matchPlayers } from '../../src/use-cases/import/match-players.js';
import { demoEspnData, demoEspnDataAt } from './demo-espn-data.js';
import { type FakeEspn, startFakeEspn } from './fake-espn.js';

/** The catalogue a fresh server publishes from the demo season (`publishPlayerCatalogue`), as matching reads it. */
function demoCatalogue(season: number): MatchCandidate[] {
  return generateDemoSeason({ season, history: 1, seed: 1, weeks: 1 }).players.map((player) => ({
    playerId: player._id,
    name: player.name,
    position: player.position,
    team: player.team ?? 'FA',
    sleeperId: null,
  }));
}

const rosterOf = (league: HostLeague, rosterId: number) => {
  const roster = league.rosters.find((candidate) => candidate.rosterId === rosterId);
  if (!roster) throw new Error(`no roster ${rosterId}`);
  return roster;
};

describe('the demo ESPN data, read by the production ESPN adapter from the fake ESPN', () => {
  const demo = demoEspnData(2025);
  const catalogue = demoCatalogue(2025);
  const catalogueNames = new Map(catalogue.map((candidate) => [candidate.playerId, candidate.name]));
  let fake: FakeEspn;
  const espn = () => createEspnLeagueSource({ baseUrl: fake.url });
  const read = (leagueId: string, cookies: { espnS2: string; swid: string } | null) =>
    espn().readLeague({ provider: 'espn', leagueId, season: demo.season, cookies });
  const match = (league: HostLeague, ids: readonly string[]) =>
    matchPlayers({ provider: 'espn', ids, players: league.players, catalogue });

  beforeAll(async () => {
    fake = await startFakeEspn(demo.data);
  });
  afterAll(() => fake.close());

  it("reads the public league without cookies and matches all of Dana's players", async () => {
    const league = await read(demo.publicLeague.leagueId, null);
    expect(league).toMatchObject({
      name: demo.publicLeague.name,
      season: 2025,
      size: 4,
      status: 'in_season',
    });
    expect(league.scoring.format).toBe('ppr');
    const dana = rosterOf(league, 1);
    expect(dana.teamName).toBe(demo.publicLeague.teamName);
    expect(dana.ownerName).toBe('Demo Dana');
    const { matched, unmatched } = match(league, dana.players);
    expect(unmatched).toEqual([]);
    expect(matched.map((one) => catalogueNames.get(one.playerId))).toEqual(
      [...demo.publicLeague.starters, ...demo.publicLeague.bench].map((player) => player.name),
    );
    expect(matched.filter((one) => one.method === 'defense-team')).toHaveLength(1);
  });

  it('refuses the private league without its cookies, and reads it with them: half PPR, an OP slot', async () => {
    await expect(read(demo.privateLeague.leagueId, null)).rejects.toMatchObject({ code: 'private_league' });
    const league = await read(demo.privateLeague.leagueId, demo.privateLeague.cookies);
    expect(league.name).toBe(demo.privateLeague.name);
    expect(league.scoring.format).toBe('half-ppr');
    expect(league.rosterPositions).toContain('SUPER_FLEX');
    const dana = rosterOf(league, 1);
    expect(dana.teamName).toBe(demo.privateLeague.teamName);
    const { matched, unmatched } = match(league, dana.players);
    expect(matched).toHaveLength(14);
    expect(unmatched.map((player) => [player.name, player.reason])).toEqual([
      [demo.privateLeague.unknown.name, 'not-in-catalogue'],
    ]);
    const riley = rosterOf(league, 2);
    expect(match(league, riley.players).unmatched).toEqual([]);
  });

  it('trades a bench player of Dana for one of Riley, and back', async () => {
    const { added, dropped } = demo.trade;
    demo.trade.apply(fake);
    const after = rosterOf(await read(demo.privateLeague.leagueId, demo.privateLeague.cookies), 1).players;
    expect(after).toContain(String(added.espnId));
    expect(after).not.toContain(String(dropped.espnId));
    demo.trade.undo(fake);
    const back = rosterOf(await read(demo.privateLeague.leagueId, demo.privateLeague.cookies), 1).players;
    expect(back).toContain(String(dropped.espnId));
    expect(back).not.toContain(String(added.espnId));
  });

  it('stops opening the private league with the old cookies once they are renewed', async () => {
    const { leagueId, cookies, renewedCookies } = demo.privateLeague;
    fake.setCookies(leagueId, demo.season, renewedCookies);
    try {
      await expect(read(leagueId, cookies)).rejects.toMatchObject({ code: 'private_league' });
      await expect(read(leagueId, renewedCookies)).resolves.toMatchObject({ name: demo.privateLeague.name });
    } finally {
      fake.setCookies(leagueId, demo.season, cookies);
    }
  });

  it('holds the leagues of the season the calendar is in, at addresses the import page reads', () => {
    expect(demoEspnDataAt(new Date('2025-12-10T19:00:00Z')).season).toBe(2025);
    expect(demoEspnDataAt(new Date('2026-03-02T19:00:00Z')).season).toBe(2026);
    expect(demo.privateLeague.address).toContain(`leagueId=${demo.privateLeague.leagueId}`);
    expect(demo.privateLeague.address).toContain('seasonId=2025');
  });
});
