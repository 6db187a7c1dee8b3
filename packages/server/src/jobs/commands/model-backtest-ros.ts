import { REST_OF_SEASON_WEEK_CORRELATION } from '@lineup-lab/core';
import {
  coverageByCorrelation,
  DEFAULT_FAR_WEEK_METHOD,
  type FarWeekMethod,
  type RestOfSeasonBacktestReport,
  type RestOfSeasonMetrics,
  runRestOfSeasonBacktest,
} from '@lineup-lab/engine';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { readBacktestFiles } from '../model/read-backtest-files.js';
import { CommandFailure, wholeNumber } from './command-support.js';

const FAR_WEEKS: readonly FarWeekMethod[] = ['as-of-projection-week', 'as-stored'];
/** The correlations `--calibrate` tries: 0 to 1 by 0.05. */
const CALIBRATION_GRID = Array.from({ length: 21 }, (_, i) => i / 20);

const METHOD = `
Cohort: at each projection week t, the players of the weekly back-test's cohort that week (not a bye
and not a free agent in week t, NFL.com projection of 5.0 or more for it, at least 2 earlier weeks
played that season). Ours: a model trained only on the weeks before t projects every week from t to
the last week with what was known at t (no stat line, score or betting line from week t on, but
week t's lines; later weeks as a game without lines), the team of week t, its byes 0; the total is
the sum of the weekly medians, the band core's restOfSeason (weeks combined with the correlation).
Truth: the player's points (NFL.com's TotalPoints) over the same weeks, 0 where he has none.
avg×left: his season-to-date average times his team's games left. NFL.com@t: NFL.com's projection
for week t times those games. NFL.com sum: its weekly projections summed over the same weeks (each
made the week before it was played, knowing later injuries: a reference, not a fair peer).
--calibrate: the coverage (and the shares below and above) of every correlation from 0 to 1.`;

interface RosBacktestOptions {
  season: number;
  weeks: number[];
  actuals: string;
  peer: string;
  schedule: string;
  lastWeek?: number;
  farWeeks: FarWeekMethod;
  correlation: number;
  calibrate?: boolean;
  json?: boolean;
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const num = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));

function line(week: string, position: string, m: RestOfSeasonMetrics): string {
  return [
    week.padEnd(5),
    position.padEnd(8),
    String(m.n).padStart(5),
    num(m.mae).padStart(8),
    num(m.baselineMae).padStart(10),
    num(m.peerNowMae).padStart(9),
    num(m.peerMae).padStart(11),
    pct(m.coverage).padStart(9),
    pct(m.below).padStart(7),
    pct(m.above).padStart(7),
    num(m.bias).padStart(7),
    num(m.baselineBias).padStart(9),
  ].join(' ');
}

/** The report as a text table: per projection week, then all weeks together; overall and per position. */
function formatReport(report: RestOfSeasonBacktestReport): string {
  const header = [
    'week'.padEnd(5),
    'position'.padEnd(8),
    'n'.padStart(5),
    'MAE'.padStart(8),
    'avg×left'.padStart(10),
    'NFL.com@t'.padStart(9),
    'NFL.com sum'.padStart(11),
    'coverage'.padStart(9),
    'below'.padStart(7),
    'above'.padStart(7),
    'bias'.padStart(7),
    'avg bias'.padStart(9),
  ].join(' ');
  const tables = [
    ...report.byProjectionWeek.map((table) => ({ week: String(table.projectionWeek), ...table })),
    { week: 'all', overall: report.overall, byPosition: report.byPosition },
  ];
  const rows = tables.flatMap(({ week, overall, byPosition }) => [
    ...Object.entries(byPosition).map(([position, m]) => line(week, position, m)),
    line(week, 'overall', overall),
  ]);
  const weeks = report.byProjectionWeek.map((t) => t.projectionWeek).join(', ');
  const took = report.byProjectionWeek.map((t) => `week ${t.projectionWeek}: ${(t.ms / 1000).toFixed(1)} s`);
  return [
    `Rest of season ${report.season}: projected at weeks ${weeks}, outcomes through week ${report.lastWeek}; ` +
      `correlation ${report.correlation}; far weeks ${report.farWeeks}.`,
    header,
    ...rows,
    `Took ${took.join(', ')}.`,
  ].join('\n');
}

/** Reads the files, runs the rest-of-season back-test and prints it (with `--calibrate`, coverage by correlation). */
async function backtestRos(options: RosBacktestOptions): Promise<void> {
  const files = await readBacktestFiles(options);
  const report = runRestOfSeasonBacktest({
    season: options.season,
    projectionWeeks: options.weeks,
    ...files,
    ...(options.lastWeek !== undefined && { lastWeek: options.lastWeek }),
    farWeeks: options.farWeeks,
    correlation: options.correlation,
  });
  if (report.rows.length === 0) {
    throw new CommandFailure(
      `No players of ${options.season} in the cohort at weeks ${options.weeks.join(', ')}.`,
    );
  }
  const calibration =
    options.calibrate === true ? coverageByCorrelation(report.rows, CALIBRATION_GRID) : undefined;
  if (options.json === true) {
    const { rows: _rows, ...figures } = report;
    console.log(JSON.stringify({ ...figures, ...(calibration && { calibration }) }));
    return;
  }
  const text = [formatReport(report)];
  if (calibration) {
    text.push(
      'Coverage of all the rows by correlation:',
      ...calibration.map(
        (c) =>
          `  ${c.correlation.toFixed(2)}  ${pct(c.coverage).padStart(6)}  (below ${pct(c.below)}, above ${pct(c.above)})`,
      ),
    );
  }
  console.log(text.join('\n'));
}

/** A comma-separated list of weeks. */
function weekList(text: string): number[] {
  const week = wholeNumber({ min: 1, max: 18 });
  const weeks = text.split(',').map((part) => week(part.trim()));
  if (weeks.length === 0) throw new InvalidArgumentError('Give at least one week.');
  return weeks;
}

/** A correlation from 0 to 1. */
function correlationOf(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new InvalidArgumentError('It must be a number from 0 to 1.');
  }
  return value;
}

/**
 * `lineup-server model backtest-ros --season S --actuals FILE --peer FILE --schedule FILE
 * [--weeks 4,9] [--last-week W] [--far-weeks M] [--correlation R] [--calibrate] [--json]`.
 */
export function modelBacktestRosCommand(model: Command): void {
  model
    .command('backtest-ros')
    .summary('rest-of-season back-test on NFL.com weekly files')
    .description(
      'Walk-forward back-test of rest-of-season totals on NFL.com weekly files: at each projection ' +
        'week, a model trained only on the weeks before it projects the rest of the season for the ' +
        "week's cohort with what was known then. Prints, per projection week and position, the MAE " +
        "of our total, of the season-to-date average times the games left, of NFL.com's projection for " +
        "the week times the games left and of NFL.com's weekly projections summed, and the share of " +
        'actual totals inside, below and above our band.',
    )
    .requiredOption('--season <year>', 'the season to back-test', wholeNumber({ min: 1990, max: 2100 }))
    .requiredOption('--actuals <file>', 'NFL.com weekly actuals CSV (offense)')
    .requiredOption('--peer <file>', 'NFL.com weekly projections CSV of the same unit')
    .requiredOption('--schedule <file>', 'nflverse schedules CSV')
    .option('--weeks <list>', 'the projection weeks, comma-separated', weekList, [4, 9])
    .option(
      '--last-week <week>',
      'the last week counted (default: the last with outcomes)',
      wholeNumber({ min: 1, max: 18 }),
    )
    .addOption(
      new Option('--far-weeks <method>', 'how weeks after the projection week are projected')
        .choices(FAR_WEEKS)
        .default(DEFAULT_FAR_WEEK_METHOD),
    )
    .option(
      '--correlation <r>',
      'the band: correlation between two weeks',
      correlationOf,
      REST_OF_SEASON_WEEK_CORRELATION,
    )
    .option('--calibrate', 'also print the coverage of every correlation from 0 to 1 by 0.05')
    .option('--json', 'print one JSON object (without the rows)')
    .addHelpText('after', METHOD)
    .action(backtestRos);
}
