import {
  type ActualTotal,
  BENCH,
  BENCH_MAX,
  formatGameTime,
  type GameTimeOptions,
  getSlot,
  type InjuryStatus,
  type LineupMoveEntry,
  type LineupStanding,
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
import { type GameLine, gameLine, matchupRankText } from './game-day-view.js';

/** The mode numbers are shown in before the server has said (the team's own mode, by the week answer). */
const DEFAULT_MODE: ProjectionMode = 'median';

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
  /**
   * The week's conservative / median / aggressive figures that count (0 when out or on a bye, as the
   * totals count them); `null` when there is no answer.
   */
  readonly projections: Projections | null;
  /** The points that count in the week's mode: 0 when out or on a bye, `null` when unknown. */
  readonly points: number | null;
  readonly loading: boolean;
  readonly status: InjuryStatus | null;
  /** Will not play (OUT and worse): counts 0. */
  readonly out: boolean;
  readonly matchup: Matchup;
  /** His game has kicked off: he stays where he is until the week is over (the kickoff locks). */
  readonly locked: boolean;
  /** His game's final points and band, or in progress; `null` before kickoff (or from older servers). */
  readonly game: GameLine;
  /** The opponent's rank against his position and the model's label ('28th vs QB · favourable'). */
  readonly rank: string | null;
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
  /** The mode the numbers are in: the week answer's (the team's own), else `DEFAULT_MODE`. */
  readonly mode: ProjectionMode;
  /** Projected points of the starters in `mode` (OUT and bye count 0); `null` before any answer. */
  readonly total: number | null;
  /** The starters' actual points once a game kicked off; `null` before (or without an answer). */
  readonly actual: ActualTotal | null;
  /** Which lineup is shown (`current` unless the answer says a past week's). */
  readonly standing: LineupStanding;
  /** A week that is over, shown as it stood at kickoff: nothing can be changed in it. */
  readonly readOnly: boolean;
  /** Players on the team. */
  readonly playerIds: ReadonlySet<string>;
  readonly benchFull: boolean;
}

/** The optimal lineup as a preview: the moves to get there and what they gain (in `mode`). */
export interface OptimizePlan {
  readonly mode: ProjectionMode;
  readonly moves: readonly LineupMoveEntry[];
  readonly currentTotal: number;
  readonly total: number;
  readonly gain: number;
}

/**
 * The players an Optimize brings into the starting lineup (from the bench, with the slot) and those
 * it sends out of it (to the bench, with the slot they leave); moves between slots are neither.
 */
export function inAndOut(moves: readonly LineupMoveEntry[]): {
  comingIn: LineupMoveEntry[];
  goingOut: LineupMoveEntry[];
} {
  return {
    comingIn: moves.filter((move) => move.from === BENCH && move.to !== BENCH),
    goingOut: moves.filter((move) => move.from !== BENCH && move.to === BENCH),
  };
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
  {
    loading = false,
    timeDisplay = {},
    mode = DEFAULT_MODE,
  }: { loading?: boolean; timeDisplay?: GameTimeOptions; mode?: ProjectionMode } = {},
): PlayerLine {
  return {
    player,
    projections: facts?.points ?? null,
    points: facts ? facts.points[mode] : null,
    loading: facts === undefined && loading,
    status: facts?.injuryStatus ?? null,
    out: facts?.out ?? false,
    matchup: matchupOf(facts, timeDisplay),
    locked: facts?.locked ?? false,
    game: gameLine(facts?.game),
    rank:
      facts && !facts.isByeWeek
        ? matchupRankText(player.position, facts.defenseRanking, facts.matchupFavorability)
        : null,
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
  const mode = week?.mode ?? DEFAULT_MODE;
  const standing = week?.standing ?? 'current';
  const facts = weekPlayersOf(week);
  const line = (player: Player) =>
    playerLine(player, facts.get(player._id), { loading: updating, timeDisplay, mode });
  const common = {
    mode,
    total: week ? week.totals.current[mode] : null,
    actual: week?.totals.actual ?? null,
    standing,
  };
  if (week && standing === 'at-kickoff') return { ...atKickoffView(week, line), ...common, readOnly: true };
  const roster = rosterOf(team);
  const onBench = new Map(roster.bench.map((p) => [p._id, p]));
  const slots = startersOf(roster.lineup).map(({ slot, player }) => {
    const answered = week?.slots.find((row) => row.slot === slot);
    const sameStarter =
      (answered?.player?.player._id ?? null) === (getSlot(roster.lineup, slot)?._id ?? null);
    const starter = player ? line(player) : null;
    // A locked starter stays, and a locked bench player cannot come in: no swap is offered for either.
    const options =
      sameStarter && !starter?.locked
        ? (answered?.betterOptions ?? [])
            .filter((option) => onBench.has(option.playerId) && !facts.get(option.playerId)?.locked)
            .map((option) => ({ ...option, slot }))
        : [];
    return { slot, line: starter, options };
  });
  const bench = Array.from({ length: BENCH_MAX }, (_, index) => {
    const player = roster.bench[index];
    return { index, line: player ? line(player) : null };
  });
  return {
    slots,
    bench,
    ...common,
    readOnly: false,
    playerIds: new Set(rosterPlayers(roster).map((p) => p._id)),
    benchFull: roster.bench.length >= BENCH_MAX,
  };
}

/** A past week as it stood at kickoff: who stood where is the answer's, not the team's today. */
function atKickoffView(
  week: TeamWeekResponse,
  line: (player: Player) => PlayerLine,
): Pick<EditorView, 'slots' | 'bench' | 'playerIds' | 'benchFull'> {
  const slots = week.slots.map((row) => ({
    slot: row.slot,
    line: row.player ? line(row.player.player) : null,
    options: [],
  }));
  const bench = Array.from({ length: BENCH_MAX }, (_, index) => {
    const player = week.bench[index];
    return { index, line: player ? line(player.player) : null };
  });
  const players = [...week.slots.flatMap((row) => (row.player ? [row.player] : [])), ...week.bench];
  return {
    slots,
    bench,
    playerIds: new Set(players.map((p) => p.player._id)),
    benchFull: week.bench.length >= BENCH_MAX,
  };
}

/** The week answer's optimal lineup as the Optimize preview shows it. */
export function optimizePlanOf(week: TeamWeekResponse): OptimizePlan {
  return {
    mode: week.mode,
    moves: week.optimal.moves,
    currentTotal: week.totals.current[week.mode],
    total: week.totals.optimal[week.mode],
    gain: week.optimal.gain,
  };
}

/** Points a player counts this week in the answer's mode (`null` when unknown). */
export function pointsIn(week: TeamWeekResponse | undefined): (player: Player) => number | null {
  const facts = weekPlayersOf(week);
  const mode = week?.mode ?? DEFAULT_MODE;
  return (player) => facts.get(player._id)?.points[mode] ?? null;
}

/** Whether a player is locked this week by the answer (his game has kicked off). */
export function lockedIn(week: TeamWeekResponse | undefined): (playerId: string) => boolean {
  const facts = weekPlayersOf(week);
  return (playerId) => facts.get(playerId)?.locked ?? false;
}
