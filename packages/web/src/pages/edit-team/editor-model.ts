import {
  BENCH_MAX,
  type BetterOption,
  betterOptions,
  formatGameTime,
  type GameTimeOptions,
  getSlot,
  type InjuryMap,
  type InjuryStatus,
  isInjured,
  lineupTotal,
  type Player,
  type PlayerProjectionResponse,
  type ProjectionMode,
  type Projections,
  projectedPoints,
  type RankedPlayerWeek,
  type Roster,
  rosterOf,
  rosterPlayers,
  type StartingSlot,
  startersOf,
  type Team,
  willNotPlay,
} from '@lineup-lab/core';

/** The editor counts median points (spec §2 "Total projected median points"). */
export const EDITOR_MODE: ProjectionMode = 'median';

/** What the editor knows about the selected week: projection answers and the injury map. */
export interface WeekFacts {
  /** The player-projections answers, by player name; a name not in it has no answer (yet). */
  readonly projections: ReadonlyMap<string, PlayerProjectionResponse>;
  /** Names whose projection is still being fetched. */
  readonly loading: ReadonlySet<string>;
  /** Player name → designation (active players absent). */
  readonly injuries: InjuryMap;
}

export const NO_FACTS: WeekFacts = { projections: new Map(), loading: new Set(), injuries: {} };

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

export interface SlotRow {
  readonly slot: StartingSlot;
  readonly line: PlayerLine | null;
  /** Up to 3 bench swaps worth more than 0.5 points, best first (core's better options). */
  readonly options: readonly BetterOption<Player>[];
}

export interface BenchRow {
  /** 0 to BENCH_MAX - 1. */
  readonly index: number;
  readonly line: PlayerLine | null;
}

export interface EditorView {
  readonly slots: readonly SlotRow[];
  readonly bench: readonly BenchRow[];
  /** Projected median points of the starters (OUT and bye count 0). */
  readonly total: number;
  /** Players on the team. */
  readonly playerIds: ReadonlySet<string>;
  readonly benchFull: boolean;
}

/** The player's designation: the injury map first, else what the projection call said. */
export function injuryStatusOf(player: Player, facts: WeekFacts): InjuryStatus | null {
  return facts.injuries[player.playerName] ?? facts.projections.get(player.playerName)?.injuryStatus ?? null;
}

/** The week's facts of one player as core's projection and better-option rules read them. */
export function playerWeekOf(player: Player, facts: WeekFacts): RankedPlayerWeek {
  const answer = facts.projections.get(player.playerName);
  const status = injuryStatusOf(player, facts);
  return {
    projections: answer?.projections ?? null,
    isByeWeek: answer?.isByeWeek ?? false,
    out: willNotPlay(status),
    injured: isInjured(status),
  };
}

/** Median points a player counts for this week (0 when out or on a bye; `null` when unknown). */
export function pointsOf(player: Player, facts: WeekFacts): number | null {
  return projectedPoints(playerWeekOf(player, facts), EDITOR_MODE);
}

/** The matchup, its kickoff shown in the viewer's time zone and locale unless `timeDisplay` says. */
function matchupOf(answer: PlayerProjectionResponse | undefined, timeDisplay: GameTimeOptions): Matchup {
  if (answer?.isByeWeek) return { kind: 'bye' };
  if (!answer?.opponent) return { kind: 'unknown' };
  return {
    kind: 'game',
    opponent: answer.opponent,
    home: answer.isHomeGame,
    kickoff: answer.gameTime
      ? { iso: answer.gameTime, text: formatGameTime(answer.gameTime, timeDisplay) }
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

export function playerLine(player: Player, facts: WeekFacts, timeDisplay: GameTimeOptions = {}): PlayerLine {
  const answer = facts.projections.get(player.playerName);
  const status = injuryStatusOf(player, facts);
  return {
    player,
    projections: answer?.projections ?? null,
    points: pointsOf(player, facts),
    loading: answer === undefined && facts.loading.has(player.playerName),
    status,
    out: willNotPlay(status),
    matchup: matchupOf(answer, timeDisplay),
  };
}

/**
 * Keeps the options computed from the settled roster that still hold on the current one: the
 * candidate is still on the bench and the slot still holds the same starter (or is still empty).
 */
function stillValid(option: BetterOption<Player>, current: Roster<Player>): boolean {
  const onBench = current.bench.some((p) => p._id === option.candidate._id);
  const holder = getSlot(current.lineup, option.slot);
  return onBench && (holder?._id ?? null) === (option.starter?._id ?? null);
}

export interface EditorViewOptions {
  /** The team as it was when the 500 ms recalculation wait last ended; default `team`. */
  readonly settled?: Team;
  /** Where kickoffs show: the viewer's time zone and locale unless given. */
  readonly timeDisplay?: GameTimeOptions;
}

/**
 * The editor's view of a team for a week. Who stands where comes from `team` (what the server last
 * answered); the recomputed numbers — total and better options — come from `settled`, the team as
 * it was when the 500 ms recalculation wait last ended (the same team when nothing is pending).
 */
export function buildEditorView(
  team: Team,
  facts: WeekFacts,
  { settled = team, timeDisplay = {} }: EditorViewOptions = {},
): EditorView {
  const roster = rosterOf(team);
  const settledRoster = rosterOf(settled);
  const weekOf = (player: Player) => playerWeekOf(player, facts);
  const options = betterOptions(settledRoster, weekOf, EDITOR_MODE);
  const slots = startersOf(roster.lineup).map(({ slot, player }) => ({
    slot,
    line: player ? playerLine(player, facts, timeDisplay) : null,
    options: options[slot].filter((option) => stillValid(option, roster)),
  }));
  const bench = Array.from({ length: BENCH_MAX }, (_, index) => {
    const player = roster.bench[index];
    return { index, line: player ? playerLine(player, facts, timeDisplay) : null };
  });
  return {
    slots,
    bench,
    total: lineupTotal(settledRoster.lineup, weekOf, EDITOR_MODE),
    playerIds: new Set(rosterPlayers(roster).map((p) => p._id)),
    benchFull: roster.bench.length >= BENCH_MAX,
  };
}
