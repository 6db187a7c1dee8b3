import { generateDemoSeason } from '@lineup-lab/engine';
import { describe, expect, it } from 'vitest';
import { sleeperScoring } from '../../src/adapters/sleeper/sleeper-scoring.js';
import { type SleeperPlayer, sleeperPlayerOf } from '../../src/ports/sleeper-schemas.js';
import { type MatchCandidate, matchPlayers } from '../../src/use-cases/import/match-players.js';
import {
  DEMO_SLEEPER_USERS,
  DEMO_UNMATCHED,
  demoSleeperData,
  demoSleeperDataAt,
} from './demo-sleeper-data.js';

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

function playerMap(players: Record<string, unknown>): Map<string, SleeperPlayer> {
  const map = new Map<string, SleeperPlayer>();
  for (const [key, value] of Object.entries(players)) {
    const parsed = sleeperPlayerOf(key, value);
    if (!('rejected' in parsed)) map.set(key, parsed);
  }
  return map;
}

const rosterOf = (rosters: unknown[] | undefined, rosterId: number) =>
  (rosters as Array<{ roster_id: number; players: string[]; starters: string[] }>).find(
    (roster) => roster.roster_id === rosterId,
  );

describe('the demo Sleeper data', () => {
  const demo = demoSleeperData(2025);
  const catalogue = demoCatalogue(2025);
  const players = playerMap(demo.data.players);

  it("matches every player of Dana's PPR roster to the demo catalogue but the invented rookie", () => {
    const roster = rosterOf(demo.data.rosters[demo.ppr.leagueId], 1);
    expect(roster?.players).toHaveLength(15);
    const { matched, unmatched } = matchPlayers({
      provider: 'sleeper',
      ids: roster?.players ?? [],
      players,
      catalogue,
    });
    expect(matched).toHaveLength(14);
    expect(matched.filter((match) => match.method === 'defense-team')).toHaveLength(1);
    expect(unmatched.map((player) => [player.name, player.reason])).toEqual([
      [DEMO_UNMATCHED.name, 'not-in-catalogue'],
    ]);
    const byId = new Map(catalogue.map((candidate) => [candidate.playerId, candidate]));
    const names = matched.map((match) => byId.get(match.playerId)?.name);
    expect(names).toEqual(
      expect.arrayContaining([...demo.ppr.starters, ...demo.ppr.bench].map((p) => p.name)),
    );
  });

  it('matches every player of every other roster, before and after the trade', () => {
    for (const rosters of [demo.data.rosters, demo.trade.rosters]) {
      const ids = Object.values(rosters)
        .flat()
        .flatMap((roster) => (roster as { players: string[] }).players)
        .filter((id) => id !== DEMO_UNMATCHED.sleeperId);
      const { unmatched } = matchPlayers({ provider: 'sleeper', ids, players, catalogue });
      expect(unmatched).toEqual([]);
    }
  });

  it('trades a bench player of Dana for one of Riley', () => {
    const before = rosterOf(demo.data.rosters[demo.ppr.leagueId], 1)?.players ?? [];
    const after = rosterOf(demo.trade.rosters[demo.ppr.leagueId], 1)?.players ?? [];
    expect(before).toContain(demo.trade.dropped.sleeperId);
    expect(after).not.toContain(demo.trade.dropped.sleeperId);
    expect(after).toContain(demo.trade.added.sleeperId);
    expect(after).toHaveLength(before.length);
  });

  it('scores the PPR league as our PPR preset, the superflex one as custom with its TE premium noted', () => {
    const [ppr, superflex] = demo.data.leaguesByUser[DEMO_SLEEPER_USERS.dana.user_id] as Array<{
      scoring_settings: Record<string, number>;
    }>;
    expect(sleeperScoring(ppr?.scoring_settings ?? {})).toMatchObject({ format: 'ppr', notes: [] });
    const custom = sleeperScoring(superflex?.scoring_settings ?? {});
    expect(custom.format).toBe('custom');
    expect(custom.notes.join(' ')).toContain('TE premium');
  });

  it('holds the leagues of the season the calendar is in', () => {
    expect(demoSleeperDataAt(new Date('2025-12-10T19:00:00Z')).season).toBe(2025);
    expect(demoSleeperDataAt(new Date('2026-01-20T19:00:00Z')).season).toBe(2025);
    expect(demoSleeperDataAt(new Date('2026-03-02T19:00:00Z')).season).toBe(2026);
    for (const league of Object.values(demo.data.leaguesByUser).flat()) {
      expect((league as { season: string }).season).toBe('2025');
    }
  });
});
