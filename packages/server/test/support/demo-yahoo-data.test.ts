import { generateDemoSeason } from '@lineup-lab/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYahooLeagueSource } from '../../src/adapters/yahoo/yahoo-league-source.js';
import type { HostLeague } from '../../src/ports/league-source.js';
import { type MatchCandidate, matchPlayers } from '../../src/use-cases/import/match-players.js';
import { demoYahooData, demoYahooDataAt, yahooGameKey } from './demo-yahoo-data.js';
import { type FakeYahoo, startFakeYahoo } from './fake-yahoo.js';

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

/** An access token of the account signed in at the fake, through its consent page and token endpoint. */
async function accessTokenAt(fake: FakeYahoo): Promise<string> {
  const redirectUri = 'http://127.0.0.1:9/api/import/yahoo/callback';
  const consent = new URL(`${fake.authUrl}/request_auth`);
  consent.search = new URLSearchParams({
    client_id: fake.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    state: 'demo',
  }).toString();
  const back = await fetch(consent, { redirect: 'manual' });
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await fetch(`${fake.authUrl}/get_token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

describe('the demo Yahoo data, read by the production Yahoo adapter from the fake Yahoo', () => {
  const demo = demoYahooData(2025);
  const catalogue = demoCatalogue(2025);
  const catalogueNames = new Map(catalogue.map((candidate) => [candidate.playerId, candidate.name]));
  let fake: FakeYahoo;
  let accessToken: string;
  const yahoo = () => createYahooLeagueSource({ baseUrl: fake.apiUrl });
  const read = (leagueId: string) => yahoo().readLeague({ provider: 'yahoo', leagueId, accessToken });
  const match = (league: HostLeague, ids: readonly string[]) =>
    matchPlayers({ provider: 'yahoo', ids, players: league.players, catalogue });

  beforeAll(async () => {
    fake = await startFakeYahoo({ data: demo.data });
    fake.signedIn = demo.user.guid;
    accessToken = await accessTokenAt(fake);
  });
  afterAll(() => fake.close());

  it("lists Dana's two leagues of the season, in the season's NFL game", async () => {
    const leagues = await yahoo().leaguesOf(accessToken, 2025);
    expect(leagues.map((league) => [league.leagueId, league.name, league.scoring.format])).toEqual([
      [demo.ppr.leagueKey, demo.ppr.name, 'ppr'],
      [demo.superflex.leagueKey, demo.superflex.name, 'half-ppr'],
    ]);
    expect(demo.gameKey).toBe('461');
  });

  it("matches every player of Dana's PPR team but the invented rookie, and all of Riley's", async () => {
    const league = await read(demo.ppr.leagueKey);
    const dana = rosterOf(league, 1);
    expect(dana.teamName).toBe(demo.ppr.teamName);
    expect(dana.ownerName).toBe(demo.user.nickname);
    const { matched, unmatched } = match(league, dana.players);
    expect(unmatched.map((player) => [player.name, player.reason])).toEqual([
      [demo.ppr.unknown.name, 'not-in-catalogue'],
    ]);
    expect(matched.map((one) => catalogueNames.get(one.playerId))).toEqual(
      [...demo.ppr.starters, ...demo.ppr.bench]
        .filter((player) => player !== demo.ppr.unknown)
        .map((player) => player.name),
    );
    expect(matched.filter((one) => one.method === 'defense-team')).toHaveLength(1);
    expect(match(league, rosterOf(league, 2).players).unmatched).toEqual([]);
  });

  it('matches every player of the superflex team', async () => {
    const league = await read(demo.superflex.leagueKey);
    expect(league.rosterPositions).toContain('SUPER_FLEX');
    expect(match(league, rosterOf(league, 3).players).unmatched).toEqual([]);
  });

  it('trades a bench player of Dana for one of Riley, and back', async () => {
    const { added, dropped } = demo.trade;
    demo.trade.apply(fake);
    const after = rosterOf(await read(demo.ppr.leagueKey), 1).players;
    expect(after).toContain(added.playerKey);
    expect(after).not.toContain(dropped.playerKey);
    demo.trade.undo(fake);
    const back = rosterOf(await read(demo.ppr.leagueKey), 1).players;
    expect(back).toContain(dropped.playerKey);
    expect(back).not.toContain(added.playerKey);
  });

  it('holds the leagues of the season the calendar is in', () => {
    expect(demoYahooDataAt(new Date('2025-09-17T19:00:00Z')).season).toBe(2025);
    expect(demoYahooDataAt(new Date('2026-03-02T19:00:00Z')).gameKey).toBe(yahooGameKey(2026));
    expect(yahooGameKey(2024)).toBe('449');
  });
});
