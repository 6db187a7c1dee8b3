/**
 * The server side of the HTTP benchmark, run as its own process: a real Lineup Lab server (embedded
 * store and identity, silent logs) with a catalogue of benchmark players, a population of other
 * users with a full team each (BENCH_USERS, default 5,000) and ten seasons of schedule (what the
 * season clock reads), and in the same process a bare Express app that answers a stored static JSON
 * body (the baseline). The store is filled by one server, which then stops; a second starts on it,
 * timed (what a restart costs with that many users). Prints one JSON line with both URLs, the start
 * time and the store's size, then serves until SIGTERM.
 */

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LineupOf } from '@lineup-lab/core';
import type { Game } from '@lineup-lab/engine';
import { COLLECTIONS, loadConfig, type PlayerRef, silentLogger, startServer } from '@lineup-lab/server';
import express from 'express';

const positions = [
  ...Array.from({ length: 2 }, () => 'QB' as const),
  ...Array.from({ length: 5 }, () => 'RB' as const),
  ...Array.from({ length: 5 }, () => 'WR' as const),
  ...Array.from({ length: 2 }, () => 'TE' as const),
  'D/ST' as const,
  'K' as const,
];

const dataDir = await mkdtemp(join(tmpdir(), 'lineup-bench-'));
// The benchmark's user is the account the server creates at start (ADMIN_EMAIL), ready to sign in.
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DEMO_SEASON: 'off',
  ADMIN_EMAIL: 'bench@lineup-lab.test',
  ADMIN_PASSWORD: 'bench-password-1',
});
const start = () => startServer(config, { version: 'bench', logger: silentLogger });
const filler = await start();
// The catalogue the projection engine will fill; here, benchmark players with fixed numbers.
const players = COLLECTIONS.players.of(filler.store);
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
const OTHER_USERS = Number(process.env.BENCH_USERS ?? 5_000);
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
const users = COLLECTIONS.users.of(filler.store);
const teams = COLLECTIONS.teams.of(filler.store);
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
      planId: null,
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

// Ten seasons of schedule (3,010 games with playoffs), as years of imported nflverse schedules: the
// season clock's input, without stat lines (they would only fill the heap the RSS check watches).
const SEASONS = 10;
const TEAMS = [
  'ARI',
  'ATL',
  'BAL',
  'BUF',
  'CAR',
  'CHI',
  'CIN',
  'CLE',
  'DAL',
  'DEN',
  'DET',
  'GB',
  'HOU',
  'IND',
  'JAX',
  'KC',
];
const OPPONENTS = [
  'LAC',
  'LAR',
  'LV',
  'MIA',
  'MIN',
  'NE',
  'NO',
  'NYG',
  'NYJ',
  'PHI',
  'PIT',
  'SEA',
  'SF',
  'TB',
  'TEN',
  'WAS',
];
const games: Game[] = [];
const lastSeason = new Date().getUTCFullYear();
for (let season = lastSeason - SEASONS + 1; season <= lastSeason; season++) {
  const opener = Date.UTC(season, 8, 7, 17);
  const rounds: Array<[Game['gameType'], number, number]> = [
    ...Array.from({ length: 18 }, (_, i): [Game['gameType'], number, number] => ['REG', i + 1, 16]),
    ['WC', 19, 6],
    ['DIV', 20, 4],
    ['CON', 21, 2],
    ['SB', 22, 1],
  ];
  for (const [gameType, week, count] of rounds) {
    for (let i = 0; i < count; i++) {
      const [home, away] = [TEAMS[i] ?? 'KC', OPPONENTS[(i + week) % 16] ?? 'LV'];
      games.push({
        _id: `${season}_${week}_${away}_${home}`,
        season,
        week,
        gameType,
        kickoff: new Date(opener + (week - 1) * 7 * 86_400_000 + (i % 3) * 3 * 3_600_000).toISOString(),
        homeTeam: home,
        awayTeam: away,
        spreadLine: null,
        totalLine: null,
        homeScore: 24,
        awayScore: 17,
      });
    }
  }
}
const schedule = COLLECTIONS.nflGames.of(filler.store);
for (const game of games) await schedule.insertOne(game);

await filler.close();

// The measured start: a server opening the filled store.
const started = performance.now();
const server = await start();
const startMs = Math.round(performance.now() - started);
const files = await readdir(dataDir);
const storeBytes = (
  await Promise.all(files.map(async (file) => (await stat(join(dataDir, file))).size))
).reduce((sum, size) => sum + size, 0);

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
      startMs,
      storeBytes,
    }),
  );
});
// On SIGTERM: the server closes, its data goes, and the process exits normally (so that a
// profiler, node --cpu-prof, gets to write its profile).
process.on('SIGTERM', () => {
  bareServer.close();
  void server
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
