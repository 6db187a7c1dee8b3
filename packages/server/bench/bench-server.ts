/**
 * The server side of the HTTP benchmark, run as its own process: a real Lineup Lab server (embedded
 * store and identity, silent logs) with a catalogue of benchmark players, a population of other
 * users with a full team each and ten seasons of schedule (what the season clock reads), and in the
 * same process a bare Express app that answers a stored static JSON body (the baseline). Prints one
 * JSON line with both URLs, then serves until killed.
 */

import type { LineupOf } from '@lineup-lab/core';
import { generateDemoSeason } from '@lineup-lab/engine';
import {
  type PlayerRecord,
  type PlayerRef,
  startEphemeralServer,
  type TeamRecord,
  type UserRecord,
} from '@lineup-lab/server';
import express from 'express';

const positions = [
  ...Array.from({ length: 2 }, () => 'QB' as const),
  ...Array.from({ length: 5 }, () => 'RB' as const),
  ...Array.from({ length: 5 }, () => 'WR' as const),
  ...Array.from({ length: 2 }, () => 'TE' as const),
  'D/ST' as const,
  'K' as const,
];

const server = await startEphemeralServer({ LOG_LEVEL: 'silent', DEMO_SEASON: 'off' }, { version: 'bench' });
// The catalogue the projection engine will fill; here, benchmark players with fixed numbers.
const players = server.store.collection<PlayerRecord>('players');
for (const [i, position] of positions.entries()) {
  const median = 6 + i;
  await players.insertOne({
    _id: `bench-${i}`,
    playerName: `Bench Player ${String(i).padStart(2, '0')}`,
    teamName: 'KC',
    position,
    projections: { conservative: median * 0.6, median, aggressive: median * 1.5 },
    points: median * 17,
  });
}

// Other users, so that every lookup runs against a store of realistic size rather than one user.
const OTHER_USERS = 5_000;
const refs: PlayerRef[] = positions.map((position, i) => ({
  _id: `bench-${i}`,
  playerName: `Bench Player ${String(i).padStart(2, '0')}`,
  teamName: 'KC',
  position,
}));
const [qb, , rb1, rb2, rb3, , , wr1, wr2, , , , te, , dst, k] = refs;
const lineup: LineupOf<PlayerRef> = {
  quarterback: qb ?? null,
  runningBacks: [rb1 ?? null, rb2 ?? null],
  wideReceivers: [wr1 ?? null, wr2 ?? null],
  tightEnd: te ?? null,
  flex: rb3 ?? null,
  defenseST: dst ?? null,
  kicker: k ?? null,
};
const starters = new Set(Object.values(lineup).flat());
const bench = refs.filter((ref) => !starters.has(ref)).slice(0, 7);
const now = new Date().toISOString();
const users = server.store.collection<UserRecord>('users');
const teams = server.store.collection<TeamRecord>('teams');
for (let i = 0; i < OTHER_USERS; i++) {
  const userId = `other-user-${i}`;
  await users.insertOne({
    _id: userId,
    sub: `other-subject-${i}`,
    email: `other-${i}@lineup-lab.test`,
    role: 'user',
    adminLevel: 0,
    tier: 'free',
    exemptReason: null,
    subscription: {
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    },
    teamCount: 1,
    leaguesImported: 0,
    createdAt: now,
    lastSeenAt: now,
  });
  await teams.insertOne({
    _id: `other-team-${i}`,
    ownerId: userId,
    teamName: 'Benchmark Bandits',
    teamKey: 'benchmark bandits',
    lineups: [lineup],
    bench,
    version: 0,
    createdAt: now,
    updatedAt: now,
  });
}

// Ten seasons of schedule (2,850 games with playoffs), as years of imported nflverse schedules.
const SEASONS = 10;
const { games } = generateDemoSeason({ season: new Date().getUTCFullYear(), history: SEASONS - 1 });
const schedule = server.store.collection<(typeof games)[number]>('nfl_games');
for (const game of games) await schedule.insertOne(game);

const bodies = new Map<string, string>();
const bare = express();
bare.put('/body/:name', express.text({ type: '*/*', limit: '1mb' }), (req, res) => {
  bodies.set(String(req.params.name), String(req.body));
  res.status(204).end();
});
bare.get('/body/:name', (req, res) => {
  res.type('application/json').send(bodies.get(String(req.params.name)) ?? '{}');
});
const bareServer = bare.listen(0, '127.0.0.1', () => {
  const address = bareServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(
    JSON.stringify({
      url: server.url,
      bareUrl: `http://127.0.0.1:${port}`,
      otherUsers: OTHER_USERS,
      games: games.length,
    }),
  );
});
// A normal exit on SIGTERM, so that a profiler (node --cpu-prof) gets to write its profile.
process.on('SIGTERM', () => process.exit(0));
