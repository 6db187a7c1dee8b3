import { SCORING_FORMATS, SCORING_PRESETS, type ScoringPreset } from '@lineup-lab/core';
import { type BacktestReport, runBacktest, startSitBacktest } from '@lineup-lab/engine';
import { type Command, Option } from 'commander';
import { loadConfig } from '../../config.js';
import { clockOf } from '../../ports/clock.js';
import type { ModelDoc } from '../../records/model-record.js';
import {
  type BacktestScoring,
  backtestJson,
  formatBacktest,
  formatStartSit,
  seasonBacktestRecord,
} from '../model/format-backtest.js';
import { readBacktestFiles } from '../model/read-backtest-files.js';
import { findActiveModel, storeSeasonBacktest } from '../model/store-season-backtest.js';
import { openNflStore } from '../nfl-data/open-nfl-store.js';
import { CommandFailure, wholeNumber } from './command-support.js';

const PRESETS: readonly ScoringPreset[] = SCORING_FORMATS.filter((format) => format !== 'custom');

const COHORT = `
Cohort: regular-season weeks from --from-week; not a bye and not a free agent; NFL.com projection
of 5.0 or more; the player took part in at least 2 earlier weeks that season.
Start/sit (--start-sit): every pair of cohort players of the same position in the same week; a pick
is a hit when its player outscored the other. Ours is the advisor's rule (pickStarter, median need)
on our numbers; the peer's and the season average's picks take the higher of their numbers. Pairs
with equal points are left out; equal numbers count as half a hit. Close calls: pairs whose peer
projections are within 3 points. The interval of ours − peer resamples whole weeks.
Scoring (--scoring): the truth and the season average are that preset's points of NFL.com's stat
line (its Fum, total fumbles, counted as fumbles lost), not TotalPoints; ours is what a league in
that scoring is served: the model trained in --model-scoring (half-ppr, as model train stores it)
with its numbers moved by the player's expected stat line. The peer stays NFL.com's own number
(about half-PPR) whatever the scoring.
Store (--store): the store is the server's (DATA_DIR or MONGODB_URI; stop a server using the same
DATA_DIR first). The back-test runs with the active model's settings (its hyperparameters) and its
figures, those --json prints, are written onto the active model's record: what /accuracy and
GET /api/accuracy show. A season run again replaces its own; other seasons are kept.`;

interface BacktestOptions {
  season: number;
  actuals: string;
  peer: string;
  schedule: string;
  fromWeek: number;
  retrainEvery: number;
  startSit?: boolean;
  scoring?: ScoringPreset;
  modelScoring: ScoringPreset;
  json?: boolean;
  store?: boolean;
}

/** Reads the three files, runs the walk-forward back-test and prints its report (`--store`: and stores it). */
async function backtest(options: BacktestOptions): Promise<void> {
  if (options.store !== true) {
    print(options, await runFileBacktest(options, null));
    return;
  }
  const config = loadConfig(process.env);
  const store = await openNflStore(config);
  try {
    const active = await findActiveModel(store);
    if (!active) {
      throw new CommandFailure(
        'No active model in the store to store the back-test on: run lineup-server model train first.',
      );
    }
    const run = await runFileBacktest(options, active);
    const record = seasonBacktestRecord(
      run.report,
      {
        fromWeek: options.fromWeek,
        retrainEvery: options.retrainEvery,
        peer: 'nflcom',
        source: 'model backtest',
        storedAt: clockOf(config.now).now().toISOString(),
      },
      run.served,
    );
    const seasons = await storeSeasonBacktest(store, active._id, record);
    if (!seasons) throw new CommandFailure(`The model ${active._id} is gone from the store: nothing stored.`);
    print(options, run, { model: active._id, seasons });
  } finally {
    await store.close();
  }
}

/** A back-test run on the files: its report, and the scorings with `--scoring`. */
interface FileBacktest {
  report: BacktestReport;
  served: BacktestScoring | undefined;
}

/** Runs the walk-forward back-test on the three files (with `model`'s settings when given). */
async function runFileBacktest(options: BacktestOptions, model: ModelDoc | null): Promise<FileBacktest> {
  const { season, fromWeek, retrainEvery } = options;
  const files = await readBacktestFiles(options);
  const served = options.scoring ? { league: options.scoring, model: options.modelScoring } : undefined;
  const report = runBacktest({
    season,
    fromWeek,
    retrainEvery,
    ...files,
    ...(served && {
      scoring: { league: SCORING_PRESETS[served.league], model: SCORING_PRESETS[served.model] },
    }),
    // The active model's settings (a record older than them holds none: the defaults, as it was trained).
    ...(model?.model.hyperparameters && { hyperparameters: model.model.hyperparameters }),
  });
  if (report.cohort.n === 0) {
    throw new CommandFailure(`No player-weeks of ${season} from week ${fromWeek} in the cohort.`);
  }
  return { report, served };
}

/** Prints the report (text, or `--json`'s one object), the start/sit back-test with `--start-sit`, and where it was stored. */
function print(
  options: BacktestOptions,
  { report, served }: FileBacktest,
  stored?: { model: string; seasons: number[] },
): void {
  const startSit = options.startSit === true ? startSitBacktest(report.predictions) : undefined;
  if (options.json === true) {
    console.log(JSON.stringify({ ...backtestJson(report, startSit, served), ...(stored && { stored }) }));
    return;
  }
  const text = [
    formatBacktest(report, served),
    ...(startSit ? [formatStartSit(startSit, report.season)] : []),
  ];
  if (stored) {
    text.push(
      `Stored on ${stored.model} (seasons on its record: ${stored.seasons.join(', ')}): shown at /accuracy.`,
    );
  }
  console.log(text.join('\n\n'));
}

/**
 * `lineup-server model backtest --season S --actuals FILE --peer FILE --schedule FILE [--scoring P
 * [--model-scoring P]] [--start-sit] [--json] [--store]`.
 */
export function modelBacktestCommand(model: Command): void {
  const week = wholeNumber({ min: 1, max: 22 });
  model
    .command('backtest')
    .summary('walk-forward back-test on NFL.com weekly files')
    .description(
      'Walk-forward back-test on NFL.com weekly files: for each week from --from-week, the model is ' +
        'trained only on the weeks before it (earlier seasons in the actuals file included) and ' +
        "projects the week. Prints, per position and overall, the MAE of our median, of NFL.com's " +
        'projection and of the season-to-date average, the share of outcomes inside our ' +
        "conservative–aggressive band, and the pinball loss at 10/50/90. The truth is NFL.com's " +
        "TotalPoints (with --scoring, that preset's points of the stat line); the peer is " +
        'PlayerWeekProjectedPts. With --start-sit, also how often each ' +
        "one's pick between two same-position players of a week outscored the other.",
    )
    .requiredOption('--season <year>', 'the season to back-test', wholeNumber({ min: 1990, max: 2100 }))
    .requiredOption('--actuals <file>', 'NFL.com weekly actuals CSV, offense or kickers')
    .requiredOption('--peer <file>', 'NFL.com weekly projections CSV of the same unit')
    .requiredOption('--schedule <file>', 'nflverse schedules CSV')
    .option('--from-week <week>', 'first week back-tested', week, 4)
    .option('--retrain-every <weeks>', 'retrain every N weeks (1: before every week)', week, 2)
    .option('--start-sit', 'add the start/sit back-test (pairs of same-position players in a week)')
    .addOption(
      new Option(
        '--scoring <preset>',
        "score the truth in this preset (from the stat lines) and serve ours in it (default: NFL.com's TotalPoints)",
      ).choices(PRESETS),
    )
    .addOption(
      new Option('--model-scoring <preset>', 'with --scoring: the scoring the model is trained in')
        .choices(PRESETS)
        .default('half-ppr'),
    )
    .option('--json', 'print one JSON object')
    .option(
      '--store',
      "run with the active model's settings and store the figures on its record (shown at /accuracy)",
    )
    .addHelpText('after', COHORT)
    .action(backtest);
}
