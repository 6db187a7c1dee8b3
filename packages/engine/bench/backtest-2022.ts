/**
 * The development season's walk-forward back-test, shared by the tuning scripts: 2022 weeks 4–15
 * (trained on 2021 and the earlier 2022 weeks; 2022 weeks 16–17 have no stats in the NFL.com file),
 * retrained every 2 weeks unless told otherwise. The only season settings are chosen on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type BacktestReport,
  parseNflcomWeekly,
  parseSchedules,
  runBacktest,
  type ServedScoring,
} from '../src/index.js';

/** What a tuning run changes: the model's settings and how often it is retrained. */
export interface TuneConfig {
  hyperparameters?: Record<string, unknown>;
  retrainEvery?: number;
  /** Back-test in a league scoring (`runBacktest`'s `scoring`); default: NFL.com's reported points. */
  scoring?: ServedScoring;
}

const data = (path: string) => fileURLToPath(new URL(`../../../../shared/data/${path}`, import.meta.url));

let inputs: ReturnType<typeof load> | undefined;

function load() {
  const actuals = parseNflcomWeekly(
    readFileSync(data('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv'), 'utf8'),
  );
  const peer = parseNflcomWeekly(
    readFileSync(data('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv'), 'utf8'),
  );
  const games = parseSchedules(readFileSync(data('nflverse-schedules/schedules_2016_2024.csv'), 'utf8')).rows;
  const positions = new Map([...peer.players, ...actuals.players].map((p) => [p._id, p.position]));
  const stats = actuals.stats.filter(
    (stat) => stat.season < 2022 || (stat.season === 2022 && stat.week <= 15),
  );
  return { stats, peers: peer.projections, games, positions };
}

/** The 2022 run's inputs (stats to week 15, the peer, games, positions), read once per process. */
export function backtestInputs2022(): ReturnType<typeof load> {
  inputs ??= load();
  return inputs;
}

/** Runs the 2022 walk-forward back-test with `config`; the data files are read once per process. */
export function backtest2022(config: TuneConfig = {}): { report: BacktestReport; seconds: number } {
  inputs ??= load();
  const started = performance.now();
  const report = runBacktest({
    season: 2022,
    fromWeek: 4,
    ...inputs,
    retrainEvery: config.retrainEvery ?? 2,
    ...(config.hyperparameters && { hyperparameters: config.hyperparameters }),
    ...(config.scoring && { scoring: config.scoring }),
  });
  return { report, seconds: (performance.now() - started) / 1000 };
}
