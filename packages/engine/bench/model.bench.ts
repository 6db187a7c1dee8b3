/**
 * `pnpm bench` for the engine: (1) projecting one week for every player in a store-sized catalogue
 * (≈2,000 players), target ≤ 250 ms; (2) with BENCH_FULL=1, the two-season walk-forward back-test
 * (2023 and 2024) on the real NFL.com files, target ≤ 90 s and ≤ 1 GB peak memory, measured in a
 * child process (its `process.resourceUsage().maxRSS`). Without ../shared/data the real-data parts
 * are skipped, said so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildModelContext,
  buildTrainingExamples,
  type NflPlayer,
  parseNflcomWeekly,
  parseSchedules,
  projectWeek,
  reportedPointsTarget,
  trainProjectionModel,
} from '../src/index.js';

const data = (path: string) => fileURLToPath(new URL(`../../../../shared/data/${path}`, import.meta.url));
const FILES = {
  actuals: data('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv'),
  peer: data('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv'),
  schedule: data('nflverse-schedules/schedules_2016_2024.csv'),
};
const verdict = (met: boolean) => (met ? 'MET' : 'MISS');

if (process.argv[2] === '--child-backtest') {
  // The child: both seasons' back-tests, then its own peak memory.
  const { runBacktest } = await import('../src/index.js');
  const actuals = parseNflcomWeekly(readFileSync(FILES.actuals, 'utf8'));
  const peer = parseNflcomWeekly(readFileSync(FILES.peer, 'utf8'));
  const games = parseSchedules(readFileSync(FILES.schedule, 'utf8')).rows;
  const positions = new Map([...peer.players, ...actuals.players].map((p) => [p._id, p.position]));
  const seasons = [];
  for (const season of [2023, 2024]) {
    const report = runBacktest({
      season,
      fromWeek: 4,
      stats: actuals.stats,
      peers: peer.projections,
      games,
      positions,
      retrainEvery: 2,
    });
    seasons.push({ season, n: report.cohort.n, mae: report.overall.mae, peerMae: report.overall.peerMae });
  }
  console.log(JSON.stringify({ seasons, maxRssKb: process.resourceUsage().maxRSS }));
  process.exit(0);
}

const missing = Object.values(FILES).filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`[skipped] engine model bench: ../shared/data is absent (missing ${missing.join(', ')})`);
  process.exit(0);
}

// (1) One week for every player.
const actuals = parseNflcomWeekly(readFileSync(FILES.actuals, 'utf8'));
const games = parseSchedules(readFileSync(FILES.schedule, 'utf8')).rows;
const players: NflPlayer[] = actuals.players.filter((player) => player.team !== null);
const positions = new Map(actuals.players.map((player) => [player._id, player.position]));
const context = buildModelContext({ stats: actuals.stats, games, positions, target: reportedPointsTarget });
const model = trainProjectionModel({
  name: 'bench',
  version: '1',
  trainedAt: new Date().toISOString(),
  examples: buildTrainingExamples(context, new Set(['QB', 'RB', 'WR', 'TE'])),
});
const catalogue =
  players.length >= 2000 ? players : [...players, ...actuals.players.filter((p) => p.team === null)];
projectWeek({ model, context, players: catalogue, season: 2024, week: 16 }); // warm-up
const times: number[] = [];
for (let round = 0; round < 5; round += 1) {
  const started = performance.now();
  projectWeek({ model, context, players: catalogue, season: 2024, week: 16 });
  times.push(performance.now() - started);
}
const median = times.sort((a, b) => a - b)[2] ?? 0;
console.log(
  `project one week, ${catalogue.length} players: median of 5 ${median.toFixed(1)} ms (target ≤ 250 ms) ${verdict(median <= 250)}`,
);

// (2) The two-season back-test in a child process, for its own time and peak memory (70 s or so:
// BENCH_FULL=1 only).
if (process.env.BENCH_FULL !== '1') {
  console.log('two-season back-test (2023 + 2024): not run (BENCH_FULL=1 runs it)');
  process.exit(0);
}
const started = performance.now();
const child = spawnSync(
  process.execPath,
  [...process.execArgv, fileURLToPath(import.meta.url), '--child-backtest'],
  {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  },
);
const seconds = (performance.now() - started) / 1000;
if (child.status !== 0) {
  console.error(child.stderr);
  process.exit(1);
}
const result = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
  seasons: Array<{ season: number; n: number; mae: number; peerMae: number }>;
  maxRssKb: number;
};
const peakMb = result.maxRssKb / 1024;
for (const s of result.seasons) {
  console.log(`  back-test ${s.season}: n=${s.n}, MAE ${s.mae.toFixed(3)} (NFL.com ${s.peerMae.toFixed(3)})`);
}
console.log(
  `two-season back-test (2023 + 2024): ${seconds.toFixed(1)} s (target ≤ 90 s) ${verdict(seconds <= 90)}`,
);
console.log(
  `  peak memory of the back-test process: ${peakMb.toFixed(0)} MB (target ≤ 1024 MB) ${verdict(peakMb <= 1024)}`,
);
