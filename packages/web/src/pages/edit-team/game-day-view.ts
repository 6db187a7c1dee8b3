import {
  type ActualTotal,
  type BandVerdict,
  formatPoints,
  type KeptPlayers,
  type LineupStanding,
  type Matchup as MatchupFavorability,
  type SeasonRecordResponse,
  type WeekGame,
} from '@lineup-lab/core';

/** The accessible name of a locked player's lock (the shared UI vocabulary of issue 27). */
export const LOCKED_LABEL = 'Locked: his game has started';

/** A started game without its final score yet. */
const IN_PROGRESS_TEXT = 'In progress — scores after the next data sync';

/** The band chip's words: below the floor, within floor to ceiling, above the ceiling. */
export const BAND_LABELS: Readonly<Record<BandVerdict, string>> = {
  below: 'below floor',
  within: 'within band',
  above: 'above ceiling',
};

/** What a player's card or row says of his game: final points and band, in progress, or nothing. */
export type GameLine =
  | { readonly kind: 'final'; readonly text: string; readonly band: BandVerdict | null }
  | { readonly kind: 'in-progress'; readonly text: string }
  | null;

/** A player's game as his card shows it: 'Final: 23.4 pts' (with the band), in progress, else nothing. */
export function gameLine(game: WeekGame | undefined): GameLine {
  if (!game) return null;
  if (game.state === 'final' && game.actual !== null) {
    return { kind: 'final', text: `Final: ${formatPoints(game.actual)} pts`, band: game.band };
  }
  if (game.state === 'in-progress') return { kind: 'in-progress', text: IN_PROGRESS_TEXT };
  return null;
}

/** The week's actual total beside the projected one: 'Actual 98.4 pts' (+ ' (in progress)'); `null` without one. */
export function actualTotalText(actual: ActualTotal | null | undefined): string | null {
  if (!actual) return null;
  return `Actual ${formatPoints(actual.points)} pts${actual.complete ? '' : ' (in progress)'}`;
}

/** What the editor says of a past week: the lineup at kickoff (read-only) or not kept; `null` for the current lineup. */
export function standingNotice(standing: LineupStanding | undefined, week: number): string | null {
  if (standing === 'at-kickoff') return `Week ${week} is over: the lineup that stood at kickoff`;
  if (standing === 'not-kept') return `This lineup was not kept for week ${week}`;
  return null;
}

/**
 * The players a lineup change left where they stood because their game has started:
 * 'Kept where they are, their games have started: A (QB), B (Bench).'; `null` when none.
 */
export function keptText(kept: KeptPlayers | undefined): string | null {
  if (!kept || kept.length === 0) return null;
  const names = kept.map((p) => `${p.playerName} (${p.place === 'BENCH' ? 'Bench' : p.place})`).join(', ');
  return `Kept where they are, their games have started: ${names}.`;
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd', 28 → '28th'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The model's favourability in the editor's words. */
export const FAVORABILITY_LABELS: Readonly<Record<MatchupFavorability, string>> = {
  favorable: 'favourable',
  neutral: 'neutral',
  unfavorable: 'tough',
};

/** What the defence rank means, for the title of the matchup. */
export const RANK_TITLE =
  "The model's ranking of the opponent's defence against the position: 1 allows the fewest points, 32 the most.";

/**
 * The matchup's rank and label: '28th vs QB · favourable'; either part alone when only it is known,
 * `null` when the model knows neither.
 */
export function matchupRankText(
  position: string,
  rank: number | null,
  favorability: MatchupFavorability | null,
): string | null {
  const parts = [
    rank === null ? null : `${ordinal(rank)} vs ${position}`,
    favorability === null ? null : FAVORABILITY_LABELS[favorability],
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "How did we do" as shown; `null` when no week is played yet. */
export interface RecordView {
  readonly weeksPlayed: string;
  readonly actual: string;
  readonly projected: string;
  readonly withinBand: string;
  readonly benchLeft: string;
}

/** The season record's summary as the "How did we do" section shows it. */
export function recordView(record: SeasonRecordResponse): RecordView | null {
  const { summary } = record;
  if (summary.weeksPlayed === 0) return null;
  return {
    weeksPlayed: String(summary.weeksPlayed),
    actual: `${formatPoints(summary.actual)} pts`,
    projected: `${formatPoints(summary.projected)} pts`,
    withinBand: `${summary.withinBand} of ${summary.weeksPlayed}`,
    benchLeft: `${formatPoints(summary.benchLeft)} pts`,
  };
}

/** What the "How did we do" section says before any week is played. */
export const NO_WEEK_PLAYED = 'No week played yet this season';
