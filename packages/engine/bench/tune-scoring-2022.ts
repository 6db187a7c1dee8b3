/**
 * How a half-PPR model's numbers are best moved into another scoring, chosen on the development
 * season (2022 weeks 4–15, as `tune-2022.ts`). One walk-forward run with the model trained on
 * half-PPR points of the stat lines; then, for standard, half-PPR and PPR, each candidate moves the
 * numbers by the player's expected stat line (`expectedStatLine`, earlier weeks only) and is scored
 * against that preset's points of the real stat line (MAE, P10–P90 coverage, pinball). Usage, from
 * `packages/engine`: `node --conditions=@lineup-lab/source --import tsx bench/tune-scoring-2022.ts`.
 */
import {
  fantasyPoints,
  HALF_PPR,
  PPR,
  projectionsInScoring,
  type ScoringSettings,
  STANDARD,
  type StatLineInput,
} from '@lineup-lab/core';
import {
  bandCoverage,
  buildModelContext,
  expectedStatLine,
  leagueScoringTarget,
  meanAbsoluteError,
  pinballLoss,
  weekKey,
} from '../src/index.js';
import { countBefore } from '../src/model/player-history.js';
import { backtest2022, backtestInputs2022 } from './backtest-2022.js';

type Band = { conservative: number; median: number; aggressive: number };
/** A way to move half-PPR numbers into `to`, given the expected line's points in both. */
type Candidate = (raw: Band, from: number, to: number) => Band;

const ratio = (from: number, to: number) => (from > 0 && to > 0 ? to / from : 1);
/** Median moved by the difference in points; the band's two widths scaled by ratio^power. */
const scaledBand =
  (power: number): Candidate =>
  (raw, from, to) => {
    const d = to - from;
    const r = ratio(from, to) ** power;
    const m = raw.median + d;
    return {
      conservative: m - r * (raw.median - raw.conservative),
      median: m,
      aggressive: m + r * (raw.aggressive - raw.median),
    };
  };
const CANDIDATES: Record<string, Candidate> = {
  'additive shift': scaledBand(0),
  ...Object.fromEntries(
    [0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1].map((power) => [`shift; band × ratio^${power}`, scaledBand(power)]),
  ),
  'all × ratio': (raw, from, to) => {
    const r = ratio(from, to);
    return { conservative: raw.conservative * r, median: raw.median * r, aggressive: raw.aggressive * r };
  },
};

const { report, seconds } = backtest2022({ scoring: { model: HALF_PPR, league: HALF_PPR } });
const inputs = backtestInputs2022();
const context = buildModelContext({ ...inputs, target: leagueScoringTarget(HALF_PPR) });
const lineOf = new Map(inputs.stats.map((s) => [`${s.playerId}:${s.season}:${s.week}`, s.stats]));
const rows = report.predictions.map((p) => {
  const games = context.history.games.get(p.playerId) ?? [];
  const expected: StatLineInput | null = expectedStatLine({
    games,
    before: countBefore(games, weekKey(p.season, p.week)),
    season: p.season,
  });
  return { p, expected, line: lineOf.get(`${p.playerId}:${p.season}:${p.week}`) };
});
console.log(
  `2022 weeks 4–15, n = ${rows.length} (${seconds.toFixed(1)} s); no expected line: ${rows.filter((r) => !r.expected).length}`,
);
const presets: [string, ScoringSettings][] = [
  ['standard', STANDARD],
  ['half-ppr', HALF_PPR],
  ['ppr', PPR],
];
for (const [name, to] of presets) {
  const truth = rows.map((r) => (r.line ? fantasyPoints(r.line, to) : 0));
  const inUse: [string, Candidate | null] = ['in use: projectionsInScoring', null];
  for (const [label, move] of [...Object.entries(CANDIDATES), inUse]) {
    const served = rows.map((r) => {
      if (!r.expected) return r.p;
      if (!move) return projectionsInScoring(r.p, { expectedLine: r.expected, from: HALF_PPR, to });
      return move(r.p, fantasyPoints(r.expected, HALF_PPR), fantasyPoints(r.expected, to));
    });
    const byPos = ['QB', 'RB', 'WR', 'TE'].map((pos) => {
      const idx = rows.flatMap((r, i) => (r.p.position === pos ? [i] : []));
      const cov = bandCoverage(
        idx.map((i) => truth[i] ?? 0),
        idx.map((i) => served[i]?.conservative ?? 0),
        idx.map((i) => served[i]?.aggressive ?? 0),
      );
      return `${pos} ${(100 * cov).toFixed(0)}%`;
    });
    console.log(
      `${name.padEnd(9)} ${label.padEnd(22)} MAE ${meanAbsoluteError(
        truth,
        served.map((s) => s.median),
      ).toFixed(3)}` +
        ` cov ${(
          100 *
            bandCoverage(
              truth,
              served.map((s) => s.conservative),
              served.map((s) => s.aggressive),
            )
        ).toFixed(1)}%` +
        ` pin ${pinballLoss(
          truth,
          served.map((s) => s.conservative),
          0.1,
        ).toFixed(3)}/${pinballLoss(
          truth,
          served.map((s) => s.median),
          0.5,
        ).toFixed(3)}/${pinballLoss(
          truth,
          served.map((s) => s.aggressive),
          0.9,
        ).toFixed(3)}` +
        `  ${byPos.join(' ')}`,
    );
  }
}
