import {
  BENCH,
  BENCH_MAX,
  formatGameTime,
  type GameTimeOptions,
  getSlot,
  type InjuryStatus,
  type LineupMoveEntry,
  type Player,
  type ProjectionMode,
  type Projections,
  type RosterPlace,
  rosterOf,
  rosterPlayers,
  type StartingSlot,
  startersOf,
  type Team,
  type TeamWeekResponse,
  type WeekBetterOption,
  type WeekPlayer,
} from '@lineup-lab/core';

/** The editor counts median points (spec §2 "Total projected median points"). */
export const EDITOR_MODE: ProjectionMode = 'median';

/** Where and when a player plays this week. */
export type Matchup =
  | { readonly kind: 'bye' }
  | {
      readonly kind: 'game';
      readonly opponent: string;
      readonly home: boolean | null;
      /** The kickoff (an ISO instant) and how it shows; `null` when the schedule has no time. */
      readonly kickoff: { readonly iso: string; readonly text: string } | null;
    }
  | { readonly kind: 'unknown' };

/** One player as a slot card or bench row shows them. */
export interface PlayerLine {
  readonly player: Player;
  /** The week's raw conservative / median / aggressive figures; `null` when there is no answer. */
  readonly projections: Projections | null;
  /** The median points that count: 0 when out or on a bye, `null` when unknown. */
  readonly points: number | null;
  readonly loading: boolean;
  readonly status: InjuryStatus | null;
  /** Will not play (OUT and worse): counts 0. */
  readonly out: boolean;
  readonly matchup: Matchup;
}

/** A bench player worth swapping into a slot (the week answer's better option). */
export interface SwapOption extends WeekBetterOption {
  readonly slot: StartingSlot;
}

export interface SlotRow {
  readonly slot: StartingSlot;
  readonly line: PlayerLine | null;
  /** Up to 3 bench swaps worth more than 0.5 points, best first (the server's better options). */
  readonly options: readonly SwapOption[];
}

export interface BenchRow {
  /** 0 to BENCH_MAX - 1. */
  readonly index: number;
  readonly line: PlayerLine | null;
}

export interface EditorView {
  readonly slots: readonly SlotRow[];
  readonly bench: readonly BenchRow[];
  /** Projected median points of the starters (OUT and bye count 0); `null` before any answer. */
  readonly total: number | null;
  /** Players on the team. */
  readonly playerIds: ReadonlySet<string>;
  readonly benchFull: boolean;
}

/** The optimal lineup as a preview: the moves to get there and what they gain (median points). */
export interface OptimizePlan {
  readonly moves: readonly LineupMoveEntry[];
  readonly currentTotal: number;
  readonly total: number;
  readonly gain: number;
}

/** A roster place as the preview names it. */
export function placeLabel(place: RosterPlace): string {
  return place === BENCH ? 'Bench' : place;
}

/** The matchup, its kickoff shown in the viewer's time zone and locale unless `timeDisplay` says. */
function matchupOf(facts: WeekPlayer | undefined, timeDisplay: GameTimeOptions): Matchup {
  if (facts?.isByeWeek) return { kind: 'bye' };
  if (!facts?.opponent) return { kind: 'unknown' };
  return {
    kind: 'game',
    opponent: facts.opponent,
    home: facts.isHomeGame,
    kickoff: facts.gameTime
      ? { iso: facts.gameTime, text: formatGameTime(facts.gameTime, timeDisplay) }
      : null,
  };
}

/**
 * The matchup as one short text: 'BYE', '@ BUF' (away), 'vs BUF' (home), or the opponent alone when
 * home or away is not known; `null` when the schedule is unknown.
 */
export function matchupText(matchup: Matchup): string | null {
  if (matchup.kind === 'bye') return 'BYE';
  if (matchup.kind === 'unknown') return null;
  if (matchup.home === null) return matchup.opponent;
  return `${matchup.home ? 'vs' : '@'} ${matchup.opponent}`;
}

/**
 * One player's line: the week's numbers, game and designation from `facts` (the week answer's entry
 * for them); without an entry, loading while an answer is on its way, else no numbers ('N/A').
 */
export function playerLine(
  player: Player,
  facts: WeekPlayer | undefined,
  { loading = false, timeDisplay = {} }: { loading?: boolean; timeDisplay?: GameTimeOptions } = {},
): PlayerLine {
  return {
    player,
    projections: facts?.projections ?? null,
    points: facts ? facts.points[EDITOR_MODE] : null,
    loading: facts === undefined && loading,
    status: facts?.injuryStatus ?? null,
    out: facts?.out ?? false,
    matchup: matchupOf(facts, timeDisplay),
  };
}

/** Every player of a week answer, by id. */
function weekPlayersOf(answer: TeamWeekResponse | undefined): Map<string, WeekPlayer> {
  const players = new Map<string, WeekPlayer>();
  if (!answer) return players;
  for (const { player } of answer.slots) if (player) players.set(player.player._id, player);
  for (const player of answer.bench) players.set(player.player._id, player);
  return players;
}

export interface EditorViewOptions {
  /** The week answer (`GET /api/teams/:teamName/week/:week`) for the week shown; none yet or without a week. */
  readonly week?: TeamWeekResponse;
  /** An answer for the week shown is on its way (the week or the lineup changed since `week`). */
  readonly updating?: boolean;
  /** Where kickoffs show: the viewer's time zone and locale unless given. */
  readonly timeDisplay?: GameTimeOptions;
}

/**
 * The editor's view of a team for a week. Who stands where comes from `team` (what the server last
 * answered); the numbers, better options and total come from the week answer. While a newer answer
 * is on its way, better options that no longer fit the team (the candidate left the bench, or the
 * slot's starter changed) are left out, and players the answer does not know show as loading.
 */
export function buildEditorView(
  team: Team,
  { week, updating = false, timeDisplay = {} }: EditorViewOptions = {},
): EditorView {
  const roster = rosterOf(team);
  const facts = weekPlayersOf(week);
  const line = (player: Player) =>
    playerLine(player, facts.get(player._id), { loading: updating, timeDisplay });
  const onBench = new Set(roster.bench.map((p) => p._id));
  const slots = startersOf(roster.lineup).map(({ slot, player }) => {
    const answered = week?.slots.find((row) => row.slot === slot);
    const sameStarter =
      (answered?.player?.player._id ?? null) === (getSlot(roster.lineup, slot)?._id ?? null);
    const options = sameStarter
      ? (answered?.betterOptions ?? [])
          .filter((option) => onBench.has(option.playerId))
          .map((option) => ({ ...option, slot }))
      : [];
    return { slot, line: player ? line(player) : null, options };
  });
  const bench = Array.from({ length: BENCH_MAX }, (_, index) => {
    const player = roster.bench[index];
    return { index, line: player ? line(player) : null };
  });
  return {
    slots,
    bench,
    total: week ? week.totals.current[EDITOR_MODE] : null,
    playerIds: new Set(rosterPlayers(roster).map((p) => p._id)),
    benchFull: roster.bench.length >= BENCH_MAX,
  };
}

/** The week answer's optimal lineup as the Optimize preview shows it. */
export function optimizePlanOf(week: TeamWeekResponse): OptimizePlan {
  return {
    moves: week.optimal.moves,
    currentTotal: week.totals.current[EDITOR_MODE],
    total: week.totals.optimal[EDITOR_MODE],
    gain: week.optimal.gain,
  };
}

/** Median points a player counts this week by the week answer (`null` when unknown). */
export function pointsIn(week: TeamWeekResponse | undefined): (player: Player) => number | null {
  const facts = weekPlayersOf(week);
  return (player) => facts.get(player._id)?.points[EDITOR_MODE] ?? null;
}
