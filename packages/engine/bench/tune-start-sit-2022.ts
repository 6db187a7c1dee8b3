/**
 * Start/sit ranking rules compared on the development season only (2022 weeks 4–15, walk-forward as
 * in `tune-2022.ts`), under both seed sets (seeds 1–3 and 11–13: only a difference that holds under
 * both counts). Each seed set runs the back-test twice, as configured and with `medianBlend` 0, to
 * split each median into its GBM and recency-weighted parts (for the blend candidates). Usage, from
 * `packages/engine`:
 * `node --conditions=@lineup-lab/source --import tsx bench/tune-start-sit-2022.ts ['{"hyperparameters":{…}}']`
 * (`TUNE_CACHE=dir` keeps the runs' predictions there and reuses them; about 4 × 20 s without).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BacktestPrediction, DEFAULT_HYPERPARAMETERS } from '../src/index.js';
import { backtest2022, type TuneConfig } from './backtest-2022.js';
import {
  CANDIDATES,
  type CandidateRow,
  type CandidateScore,
  crossPositionScore,
  formatStartSitLine,
  scoreCandidate,
  withMedianParts,
} from './start-sit-candidates.js';

const SEED_SETS = [1, 11] as const;
const config = JSON.parse(process.argv[2] ?? '{}') as TuneConfig;
const blend = Number(config.hyperparameters?.medianBlend ?? DEFAULT_HYPERPARAMETERS.medianBlend);

/** The run's predictions, from the cache when it has them. */
function predictions(run: TuneConfig): BacktestPrediction[] {
  const cache = process.env.TUNE_CACHE;
  const file = cache && join(cache, `2022-${Buffer.from(JSON.stringify(run)).toString('base64url')}.json`);
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BacktestPrediction[];
  const { report, seconds } = backtest2022(run);
  console.error(`ran ${JSON.stringify(run)} in ${seconds.toFixed(1)} s`);
  if (cache && file) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(file, JSON.stringify(report.predictions));
  }
  return report.predictions;
}

const withSeed = (firstSeed: number, extra: Record<string, unknown> = {}): TuneConfig => ({
  ...config,
  hyperparameters: { ...config.hyperparameters, firstSeed, ...extra },
});

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : (100 * x).toFixed(1));
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(2)}`;

const scores = new Map<number, CandidateScore[]>();
const crossRates = new Map<number, string[]>();
for (const firstSeed of SEED_SETS) {
  const rows: CandidateRow[] = withMedianParts(
    predictions(withSeed(firstSeed)),
    predictions(withSeed(firstSeed, { medianBlend: 0 })),
    blend,
  );
  const scored = CANDIDATES.map((candidate) => scoreCandidate(rows, candidate));
  scores.set(firstSeed, scored);
  crossRates.set(
    firstSeed,
    CANDIDATES.map((candidate) => {
      const c = crossPositionScore(rows, candidate);
      return `${pct(c.candidate)}% (${signed(c.candidate - c.inUse)}, weeks ${c.weeks.ahead}/${c.weeks.behind}; in use ${pct(c.inUse)}%, NFL.com ${pct(c.peer)}%, ${c.pairs} pairs)`;
    }),
  );
  const inUse = scored[0]?.report;
  if (!inUse) throw new Error('no candidates');
  console.log(`\nseeds ${firstSeed}–${firstSeed + 2}: ${formatStartSitLine(inUse)}`);
  const positions = Object.keys(inUse.all.byPosition);
  console.log(
    [
      'rule'.padEnd(40),
      'all',
      'vs in use [95%]',
      'weeks +/−',
      'close',
      ...positions.map((p) => `${p} (vs in use)`),
    ].join(' | '),
  );
  CANDIDATES.forEach((candidate, i) => {
    const s = scored[i] as CandidateScore;
    const v = s.versusInUse.overall;
    const w = s.weeks.overall;
    console.log(
      [
        `${candidate.name}${candidate.deployable ? '' : ' *'}`.padEnd(40),
        pct(s.report.all.overall.ours),
        v ? `${signed(v.difference)} [${signed(v.low)}, ${signed(v.high)}]` : '-',
        w ? `${w.ahead}/${w.behind}` : '-',
        pct(s.report.closeCalls?.overall.ours),
        ...positions.map((p) => {
          const d = s.versusInUse[p];
          return `${pct(s.report.all.byPosition[p]?.ours)} (${d ? signed(d.difference) : '-'})`;
        }),
      ].join(' | '),
    );
  });
}

console.log('\nBoth seed sets (all pairs; lead over the rule in use, points):');
const [a, b] = SEED_SETS.map((seed) => scores.get(seed) ?? []);
CANDIDATES.forEach((candidate, i) => {
  const [x, y] = [a?.[i], b?.[i]];
  if (!x || !y) return;
  const groups = Object.keys(x.versusInUse);
  const holds = groups.filter((g) => {
    const [dx, dy] = [x.versusInUse[g]?.difference ?? 0, y.versusInUse[g]?.difference ?? 0];
    return dx > 0 && dy > 0;
  });
  const interval = (s: CandidateScore, g: string) => {
    const v = s.versusInUse[g];
    return v ? `${signed(v.difference)} [${signed(v.low)}, ${signed(v.high)}]` : '-';
  };
  console.log(
    `${`${candidate.name}${candidate.deployable ? '' : ' *'}`.padEnd(40)} ` +
      `${pct(x.report.all.overall.ours)}% / ${pct(y.report.all.overall.ours)}%; ` +
      groups.map((g) => `${g} ${interval(x, g)} / ${interval(y, g)}`).join('; ') +
      `; ahead under both: ${holds.length > 0 ? holds.join(', ') : 'none'}`,
  );
});
console.log('\nFLEX pairs of different positions (RB, WR, TE), seeds 1–3 / 11–13:');
CANDIDATES.forEach((candidate, i) => {
  console.log(
    `${candidate.name.padEnd(40)} ${SEED_SETS.map((seed) => crossRates.get(seed)?.[i]).join(' / ')}`,
  );
});
console.log(
  "* not usable by pickStarter as it stands: reads the position or the median's parts (known to the " +
    "server, not given to the rule) or NFL.com's projection (not in production)",
);
