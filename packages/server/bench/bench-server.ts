/**
 * The server side of the HTTP benchmark, run as its own process: a real Lineup Lab server (embedded
 * store and identity, silent logs) with a catalogue of players (the 16 benchmark players a team is
 * made of, and more up to BENCH_PLAYERS), an active model with a full regular season (18 weeks) of
 * weekly predictions for every catalogue player, a population of other users with a full team each
 * (BENCH_USERS, default 5,000) and ten seasons of schedule (what the season clock reads). In the
 * same process, a bare Express app answers a stored static JSON body (the baseline) and, for the
 * bench only, once the process has gone idle (`GET /settled`), its memory (`GET /memory`), its CPU
 * time (`GET /cpu`) and a CPU profile between `POST /profile/start` and `/profile/stop`. The
 * store is filled by one server, which then stops; a second starts on it, timed (what a restart
 * costs with that many users). Metrics are on (`/metrics` served, requests and store operations
 * measured) unless BENCH_METRICS=off. BENCH_METRICS_TWIN=1: a second server in the same process, on
 * a copy of the filled store, the same in every way but METRICS=off (`offUrl`), so that what metrics
 * cost is measured without the differences between two processes (JIT, heap, where the scheduler
 * puts them), which are as large as the cost. Prints one JSON line with the URLs, the start time
 * and the store's size, then serves until SIGTERM.
 */

import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import {
  ARCHETYPES,
  type LineupOf,
  MATCHUPS,
  type Position,
  SEASON_WEEKS,
  scheduleIndex,
  seasonClock,
} from '@lineup-lab/core';
import { DEFAULT_HYPERPARAMETERS, type Game } from '@lineup-lab/engine';
import {
  COLLECTIONS,
  loadConfig,
  newUserRecord,
  type PlayerRef,
  silentLogger,
  startServer,
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

const dataDir = await mkdtemp(join(tmpdir(), 'lineup-bench-'));
// The benchmark's user is the account the server creates at start (ADMIN_EMAIL), ready to sign in:
// the administrator, so the admin calls are measured with the same token.
const configOf = (dir: string, metrics: string) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DEMO_SEASON: 'off',
    ADMIN_EMAIL: 'bench@lineup-lab.test',
    ADMIN_PASSWORD: 'bench-password-1',
    METRICS: metrics,
  });
const start = (dir = dataDir, metrics = process.env.BENCH_METRICS ?? 'on') =>
  startServer(configOf(dir, metrics), { version: 'bench', logger: silentLogger });
const filler = await start();
const now = new Date().toISOString();

// The catalogue the projection engine will fill; here, the benchmark players with fixed numbers,
// then (up to BENCH_PLAYERS) others in about the mix of positions a season's catalogue has, a third
// of them receivers, one in twenty with an injury report.
const refs: PlayerRef[] = positions.map((position, i) => ({
  _id: `bench-${i}`,
  playerName: `Bench Player ${String(i).padStart(2, '0')}`,
  teamName: 'KC',
  position,
}));
const CATALOGUE_SIZE = Math.max(refs.length, Number(process.env.BENCH_PLAYERS ?? refs.length));
const MIX = (
  [
    ['QB', 2],
    ['RB', 4],
    ['WR', 6],
    ['TE', 3],
    ['K', 1],
    ['D/ST', 1],
  ] as const
).flatMap(([position, count]) => Array.from({ length: count }, (): Position => position));
const catalogue: PlayerRef[] = [...refs];
for (let i = refs.length; i < CATALOGUE_SIZE; i++) {
  catalogue.push({
    _id: `catalogue-${i}`,
    playerName: `Catalogue Player ${String(i).padStart(4, '0')}`,
    teamName: TEAMS[i % TEAMS.length] ?? 'KC',
    position: MIX[i % MIX.length] ?? 'WR',
  });
}
const players = COLLECTIONS.players.of(filler.store);
for (const [i, ref] of catalogue.entries()) {
  const median = i < refs.length ? 6 + i : 2 + (i % 23);
  await players.insertOne({
    ...ref,
    projections: { conservative: median * 0.6, median, aggressive: median * 1.5 },
    points: median * 17,
    ...(i >= refs.length &&
      i % 20 === 0 && {
        injury: { status: 'Questionable', bodyPart: 'Knee', description: null, practice: 'Limited' },
      }),
  });
}

// Other users, so that every lookup runs against a store of realistic size rather than one user.
const OTHER_USERS = Number(process.env.BENCH_USERS ?? 5_000);
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
const users = COLLECTIONS.users.of(filler.store);
const teams = COLLECTIONS.teams.of(filler.store);
for (let i = 0; i < OTHER_USERS; i++) {
  const userId = `other-user-${i}`;
  await users.insertOne({
    ...newUserRecord({
      _id: userId,
      sub: `other-subject-${i}`,
      email: `other-${i}@lineup-lab.test`,
      createdAt: now,
    }),
    teamCount: 1,
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
// season clock's input, without stat lines (they would only fill the heap the memory check watches).
const SEASONS = 10;
const games: Game[] = [];
const lastSeason = new Date().getUTCFullYear();
const openerOf = (season: number) => Date.UTC(season, 8, 7, 17);
for (let season = lastSeason - SEASONS + 1; season <= lastSeason; season++) {
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
        kickoff: new Date(
          openerOf(season) + (week - 1) * 7 * 86_400_000 + (i % 3) * 3 * 3_600_000,
        ).toISOString(),
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

// The active model and its weekly predictions (as `model train` stores them) for every catalogue
// player in every regular-season week of the season the clock shows: byes in weeks 5–14, the
// numbers spread so that sorting them is real work.
const clock = seasonClock(scheduleIndex(games), new Date());
const predictedSeason = clock.season ?? clock.calendarSeason;
const model = { name: 'bench-gbm', version: 'v1', trainedAt: now, featureColumns: [] };
const scaling = { mean: [], std: [] };
const modelId = `${model.name}@${model.version}`;
const { models, modelPredictions } = COLLECTIONS;
await models.of(filler.store).insertOne({
  _id: modelId,
  ...model,
  active: true,
  target: 'half-ppr',
  scaling,
  backtest: null,
  model: {
    ...model,
    trainedThrough: null,
    scaling,
    bandScale: 1,
    groups: {},
    hyperparameters: DEFAULT_HYPERPARAMETERS,
  },
});
const predictions = modelPredictions.of(filler.store);
for (let week = SEASON_WEEKS.first; week <= SEASON_WEEKS.last; week++) {
  for (const [i, player] of catalogue.entries()) {
    const team = TEAMS.indexOf(player.teamName);
    const byeWeek = 5 + (team % 10);
    const isBye = week === byeWeek;
    const spread = ((i * 2_654_435_761 + week * 40_503) >>> 0) % 1000;
    const raw = { conservative: spread / 200, median: spread / 100, aggressive: spread / 60 };
    await predictions.insertOne({
      _id: `${predictedSeason}:${week}:${player._id}`,
      player_id: player._id,
      player_name: player.playerName,
      position: player.position,
      team: player.teamName,
      opponent_team: isBye ? null : (OPPONENTS[(team + week) % OPPONENTS.length] ?? 'LV'),
      archetype: i % 50 === 0 ? null : (ARCHETYPES[(i + week) % ARCHETYPES.length] ?? null),
      matchup_favorability: isBye ? null : (MATCHUPS[(i * 7 + week) % MATCHUPS.length] ?? null),
      defense_ranking: isBye ? null : 1 + ((i + week * 5) % 32),
      ...(isBye ? { conservative: 0, median: 0, aggressive: 0 } : raw),
      confidence: 0.5 + (spread % 500) / 1000,
      model_used: model.name,
      injury: (i + week) % 30 === 0 ? 'Questionable' : null,
      week,
      season: predictedSeason,
      model_id: modelId,
      raw,
      is_home: isBye ? null : team % 2 === 0,
      kickoff: isBye ? null : new Date(openerOf(predictedSeason) + (week - 1) * 7 * 86_400_000).toISOString(),
      bye_week: byeWeek,
      is_bye: isBye,
    });
  }
}

await filler.close();
// BENCH_METRICS_TWIN=1: the same server without metrics, in this process, on a copy of the store
// made while no server has it open.
const twinDir = process.env.BENCH_METRICS_TWIN === '1' ? `${dataDir}-twin` : undefined;
if (twinDir) await cp(dataDir, twinDir, { recursive: true });

// The measured start: a server opening the filled store.
const started = performance.now();
const server = await start();
const startMs = Math.round(performance.now() - started);
const files = await readdir(dataDir);
const storeBytes = (
  await Promise.all(files.map(async (file) => (await stat(join(dataDir, file))).size))
).reduce((sum, size) => sum + size, 0);
const twin = twinDir ? await start(twinDir, 'off') : undefined;

const bodies = new Map<string, string>();
const bare = express();
// Up to 64 MB: an admin list answered whole runs to megabytes (2 MB for 10,000 users).
bare.put('/body/:name', express.text({ type: '*/*', limit: '64mb' }), (req, res) => {
  bodies.set(String(req.params.name), String(req.body));
  res.status(204).end();
});
bare.get('/body/:name', (req, res) => {
  res.type('application/json').send(bodies.get(String(req.params.name)) ?? '{}');
});
// Bench only: answers once this process has been idle for a tenth of a second (event loop busy
// under 5% of it; 30 s at most), so that what a measured run leaves behind (requests the load
// generator stopped waiting for, still being served) does not fall into the next run.
bare.get('/settled', async (_req, res) => {
  let before = performance.eventLoopUtilization();
  for (let waited = 0; waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(after, before).utilization;
    before = after;
    if (busy < 0.05) break;
  }
  res.status(204).end();
});
// Bench only: the CPU time this process has used (µs), read before and after each run.
bare.get('/cpu', (_req, res) => {
  res.json(process.cpuUsage());
});
// Bench only (BENCH_CPU_PROF): a CPU profile of this process between `POST /profile/start` and
// `POST /profile/stop?file=…` (written there), so that a profile covers one measured route alone.
let inspector: Session | undefined;
bare.post('/profile/start', async (_req, res) => {
  inspector ??= new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  res.status(204).end();
});
bare.post('/profile/stop', async (req, res) => {
  if (!inspector) return void res.status(409).end();
  const { profile } = await inspector.post('Profiler.stop');
  inspector.disconnect();
  inspector = undefined;
  await writeFile(String(req.query.file), JSON.stringify(profile));
  res.status(204).end();
});
// Bench only: this process's RSS as it stands, then the heap still in use after a full garbage
// collection (what the server retains; `collected` is false unless started with --expose-gc).
bare.get('/memory', (_req, res) => {
  const rss = process.memoryUsage.rss();
  // What V8 holds of RSS per heap space as it stood (before the collection): young generation,
  // old generation, code, large objects.
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  globalThis.gc?.();
  const { heapUsed, heapTotal, external, rss: rssCollected } = process.memoryUsage();
  res.json({
    rss,
    rssCollected,
    spaces,
    heapUsed,
    heapTotal,
    external,
    collected: globalThis.gc !== undefined,
  });
});
const bareServer = bare.listen(0, '127.0.0.1', () => {
  const address = bareServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(
    JSON.stringify({
      url: server.url,
      ...(twin && { offUrl: twin.url }),
      bareUrl: `http://127.0.0.1:${port}`,
      otherUsers: OTHER_USERS,
      players: catalogue.length,
      games: games.length,
      predictions: catalogue.length * SEASON_WEEKS.last,
      startMs,
      storeBytes,
    }),
  );
});
// Idle connections stay open until the client closes them: the bench's own requests (`/settled`,
// `/memory`) reuse one, and this server, busy for seconds with a slow route's leftovers, would run
// its keep-alive timer before reading the request waiting on it, and reset the connection.
bareServer.keepAliveTimeout = 0;
// On SIGTERM: the server closes, its data goes, and the process exits normally (so that a
// profiler, node --cpu-prof, gets to write its profile).
process.on('SIGTERM', () => {
  bareServer.close();
  void Promise.all([server.close(), twin?.close()])
    .then(() =>
      Promise.all([dataDir, twinDir].map((dir) => dir && rm(dir, { recursive: true, force: true }))),
    )
    .finally(() => process.exit(0));
});
