import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSleeperClient } from '../../src/adapters/sleeper/sleeper-client.js';
import { createSleeperLeagueSource } from '../../src/adapters/sleeper/sleeper-league-source.js';
import { createSleeperPlayers } from '../../src/adapters/sleeper/sleeper-players.js';
import { HostError } from '../../src/ports/host-error.js';
import type { SleeperLeagueSource } from '../../src/ports/sleeper-league-source.js';
import { type FakeSleeper, startFakeSleeper } from '../support/fake-sleeper.js';
import { handClock } from '../support/hand-clock.js';
import { FIXTURE_SEASON } from '../support/sleeper-fixtures.js';
import { openTempStore } from '../support/temp-store.js';

/**
 * Sleeper as a league source (`ports/league-source.ts`): the production adapter over the fake
 * Sleeper (real HTTP on port 0), its league, rosters, users and daily player list made one
 * `HostLeague`, and a user's leagues by username.
 */
const PPR_ID = '1100000000000000001';
const SUPERFLEX_ID = '1100000000000000002';

let sleeper: FakeSleeper;
let temp: Awaited<ReturnType<typeof openTempStore>>;
let source: SleeperLeagueSource;
beforeAll(async () => {
  sleeper = await startFakeSleeper();
});
afterAll(() => sleeper.close());
beforeEach(async () => {
  temp = await openTempStore();
  const client = createSleeperClient({
    baseUrl: sleeper.url,
    limiter: { take: async () => 0 },
    baseDelayMs: 1,
  });
  const players = createSleeperPlayers({
    store: temp.store,
    client,
    clock: handClock('2026-10-04T09:00:00Z'),
  });
  source = createSleeperLeagueSource({ client, players });
});
afterEach(() => temp.remove());

describe('the Sleeper league source', () => {
  it("reads a league in the port's terms: slots in Sleeper's names, its scoring mapped, every roster", async () => {
    const league = await source.readLeague({ provider: 'sleeper', leagueId: PPR_ID });
    expect(league).toMatchObject({
      provider: 'sleeper',
      leagueId: PPR_ID,
      name: 'Sunday Funday PPR',
      season: FIXTURE_SEASON,
      size: 4,
      status: 'in_season',
      rosterPositions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF', 'BN', 'BN', 'BN', 'BN'],
    });
    expect(league.scoring.format).toBe('ppr');
    expect(
      league.rosters.map(({ rosterId, ownerName, teamName }) => [rosterId, ownerName, teamName]),
    ).toEqual([
      [1, 'PPR Pat', 'Pat’s Pickers'],
      [2, 'Superflex Sam', null],
      [3, 'Chris', null],
      [4, null, null],
    ]);
    const [pat, sam] = league.rosters;
    expect(pat?.starters).toEqual(['4984', '4034', '9509', '6794', '7564', '1466', '8151', '3678', 'SF']);
    expect(pat?.setAside).toEqual(['11999']);
    // Sleeper's "0" for an empty starting slot is `null`.
    expect(sam?.starters[2]).toBeNull();
    // The facts of every rostered player the daily list has (11999 is not in it), by Sleeper id.
    expect(league.players.get('8151')).toEqual({
      id: '8151',
      name: 'Kenneth Walker III',
      position: 'RB',
      team: 'SEA',
    });
    expect(league.players.has('DAL')).toBe(true);
    expect(league.players.has('11999')).toBe(false);
  });

  it("sets a superflex league's taxi squad aside, and names its custom scoring", async () => {
    const league = await source.readLeague({ provider: 'sleeper', leagueId: SUPERFLEX_ID });
    expect(league.rosterPositions).toContain('SUPER_FLEX');
    expect(league.scoring.format).toBe('custom');
    expect(league.rosters[0]?.setAside).toEqual(['12000']);
  });

  it("lists a user's leagues by username, in the import's terms", async () => {
    const { user, leagues } = await source.userLeagues('superflex_sam', FIXTURE_SEASON);
    expect(user).toEqual({
      userId: '700000000000000002',
      username: 'superflex_sam',
      displayName: 'Superflex Sam',
    });
    expect(
      leagues.map((league) => [league.provider, league.leagueId, league.scoringType, league.size]),
    ).toEqual([
      ['sleeper', SUPERFLEX_ID, 'custom', 4],
      ['sleeper', PPR_ID, 'ppr', 4],
    ]);
  });

  it('fails with HostErrors of provider sleeper, for an unknown league and an unknown user', async () => {
    const unknown = await source
      .readLeague({ provider: 'sleeper', leagueId: '1999999999999999999' })
      .catch((e) => e);
    expect(unknown).toBeInstanceOf(HostError);
    expect(unknown).toMatchObject({
      provider: 'sleeper',
      code: 'unknown_league',
      message: 'Sleeper has no league with the id 1999999999999999999.',
    });
    const nobody = await source.userLeagues('nobody_here', FIXTURE_SEASON).catch((e) => e);
    expect(nobody).toMatchObject({ provider: 'sleeper', code: 'unknown_user' });
  });
});
