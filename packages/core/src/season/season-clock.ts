/**
 * The season clock: which NFL season is under way at a moment, its phase, and the week users plan
 * for, worked out from the schedule alone. Pure: the caller gives the games and the time.
 */

/** The game types of a schedule: the regular season, then wild card, divisional, conference, Super Bowl. */
export const GAME_TYPES = ['REG', 'WC', 'DIV', 'CON', 'SB'] as const;
type GameType = (typeof GAME_TYPES)[number];

/** A game as the season clock reads it (the NFL data's `Game` has these fields and more). */
export interface ScheduledGame {
  season: number;
  week: number;
  gameType: GameType;
  /** Kickoff, an ISO 8601 instant. */
  kickoff: string;
  /** `null` until the result is known. */
  homeScore: number | null;
}

/**
 * Where a season stands: before its first kickoff (`offseason` until five weeks before it, then
 * `preseason`), its regular season (`regular`), its playoffs (`playoffs`), or over (`offseason`).
 */
export const SEASON_PHASES = ['preseason', 'regular', 'playoffs', 'offseason'] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

/** One regular-season week: its number and its first and last kickoff (ISO instants). */
interface SeasonWeek {
  week: number;
  firstKickoff: string;
  lastKickoff: string;
}

/** What the season clock says at a moment. */
export interface SeasonClock {
  /** The season a date belongs to by the calendar (March to February; `nflSeasonAt`). */
  calendarSeason: number;
  /**
   * The season shown: the calendar's when the schedule has it, else the latest earlier season in
   * the schedule (or the earliest later one); `null` when the schedule has no regular-season game.
   */
  season: number | null;
  phase: SeasonPhase;
  /** The regular-season week under way (`regular` only): the first with a game not yet finished. */
  week: number | null;
  /**
   * The week users plan for: the week under way; week 1 before the season; the last regular-season
   * week once the regular season is over (or the season shown is a past one). `null` without a schedule.
   */
  planningWeek: number | null;
  /** The regular-season weeks of the season shown, in order. */
  weeks: SeasonWeek[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long after kickoff a game counts as finished when the schedule has no score for it yet. */
const GAME_LENGTH_MS = 4 * HOUR_MS;
/** The pre-season: the five weeks before the first kickoff (the NFL's pre-season games, fantasy drafts). */
const PRESEASON_MS = 35 * DAY_MS;
/**
 * How long the playoffs run after the last regular-season kickoff while the schedule lists no Super
 * Bowl: it comes five weeks after week 18 (and a day for it to finish).
 */
export const PLAYOFFS_WITHOUT_SCHEDULE_MS = 36 * DAY_MS;

/**
 * The NFL season a moment belongs to by the calendar: a season runs from March to the February
 * after (its Super Bowl), so January and February belong to the season of the year before. UTC.
 * @example nflSeasonAt(new Date('2027-01-10T00:00:00Z')) // 2026
 * @example nflSeasonAt(new Date('2027-03-01T00:00:00Z')) // 2027
 */
export function nflSeasonAt(now: Date): number {
  return now.getUTCMonth() < 2 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
}

/** A game of the index: its kickoff as a number and whether its score is in. */
interface TimedGame {
  week: number;
  gameType: GameType;
  kickoff: number;
  scored: boolean;
}

/** One season of the index: its regular-season weeks and its games, regular season and playoffs apart. */
interface IndexedSeason {
  weeks: SeasonWeek[];
  regular: TimedGame[];
  playoffs: TimedGame[];
}

/**
 * A schedule digested once for the season clock (`scheduleIndex`): the seasons with regular-season
 * games, and each one's weeks and games with their kickoffs parsed. Reading the clock from it costs
 * one season's games, not the whole history's.
 */
export interface ScheduleIndex {
  /** Seasons with at least one regular-season game, ascending. */
  readonly seasons: readonly number[];
  readonly bySeason: ReadonlyMap<number, IndexedSeason>;
}

/**
 * Whether a game is over at `now`: it has kicked off and either has a score or began four hours ago.
 * A score with a kickoff still to come (a schedule filled in later, seen from an earlier moment) does
 * not count: the clock goes by the time.
 */
export function isFinished(game: Pick<TimedGame, 'kickoff' | 'scored'>, now: number): boolean {
  return game.kickoff <= now && (game.scored || game.kickoff + GAME_LENGTH_MS <= now);
}

/**
 * When a week is over, as the season clock sees it (`isFinished`): the moment its last game is, each
 * game over at its kickoff once it has a score, else four hours after. `null` for a week without games.
 * @example weekOverAt([{ kickoff: '2025-10-12T17:00:00.000Z', homeScore: null }]) // 2025-10-12T21:00Z as ms
 */
export function weekOverAt(games: readonly Pick<ScheduledGame, 'kickoff' | 'homeScore'>[]): number | null {
  let over: number | null = null;
  for (const { kickoff, homeScore } of games) {
    const at = Date.parse(kickoff);
    if (Number.isNaN(at)) continue;
    const end = homeScore !== null ? at : at + GAME_LENGTH_MS;
    if (over === null || end > over) over = end;
  }
  return over;
}

/** The regular-season weeks of a season's games with their first and last kickoff, in order. */
function weeksOf(regular: readonly TimedGame[]): SeasonWeek[] {
  const weeks = new Map<number, { first: number; last: number }>();
  for (const { week, kickoff } of regular) {
    const seen = weeks.get(week);
    weeks.set(week, {
      first: Math.min(seen?.first ?? kickoff, kickoff),
      last: Math.max(seen?.last ?? kickoff, kickoff),
    });
  }
  return [...weeks]
    .sort(([a], [b]) => a - b)
    .map(([week, { first, last }]) => ({
      week,
      firstKickoff: new Date(first).toISOString(),
      lastKickoff: new Date(last).toISOString(),
    }));
}

/**
 * Digests a schedule for `seasonClock`: games grouped by season, kickoffs parsed (a game without a
 * valid kickoff is left out), each season's regular-season weeks with their first and last kickoff.
 */
export function scheduleIndex(games: readonly ScheduledGame[]): ScheduleIndex {
  const bySeason = new Map<number, { regular: TimedGame[]; playoffs: TimedGame[] }>();
  for (const game of games) {
    const kickoff = Date.parse(game.kickoff);
    if (Number.isNaN(kickoff)) continue;
    const season = bySeason.get(game.season) ?? { regular: [], playoffs: [] };
    bySeason.set(game.season, season);
    const timed = { week: game.week, gameType: game.gameType, kickoff, scored: game.homeScore !== null };
    (game.gameType === 'REG' ? season.regular : season.playoffs).push(timed);
  }
  const indexed = new Map<number, IndexedSeason>();
  for (const [season, { regular, playoffs }] of bySeason) {
    if (regular.length > 0) indexed.set(season, { weeks: weeksOf(regular), regular, playoffs });
  }
  return { seasons: [...indexed.keys()].sort((a, b) => a - b), bySeason: indexed };
}

/** The season shown for `calendarSeason`: itself when scheduled, else the latest earlier, else the earliest later. */
function shownSeason(scheduled: readonly number[], calendarSeason: number): number | null {
  if (scheduled.includes(calendarSeason)) return calendarSeason;
  const earlier = scheduled.filter((season) => season < calendarSeason);
  if (earlier.length > 0) return Math.max(...earlier);
  return scheduled[0] ?? null;
}

/**
 * The season clock at `now`, from the schedule (`scheduleIndex`). The regular season runs from its
 * first kickoff until its last game is over; the week under way is the first with a game not over (a
 * game is over once it has a score, or four hours after kickoff). The playoffs run until the Super
 * Bowl is over, or, while the schedule lists none, for five weeks and a day after the last
 * regular-season kickoff. A season shown because the calendar's is not in the schedule is before the
 * calendar's (`offseason`, planning its last week) or after it (`preseason` or `offseason`, planning
 * week 1).
 * @example
 * const clock = seasonClock(scheduleIndex(games), new Date('2026-11-25T12:00:00Z'));
 * // { calendarSeason: 2026, season: 2026, phase: 'regular', week: 12, planningWeek: 12, weeks: [...] }
 */
export function seasonClock(schedule: ScheduleIndex, now: Date): SeasonClock {
  const at = now.getTime();
  const calendarSeason = nflSeasonAt(now);
  const season = shownSeason(schedule.seasons, calendarSeason);
  const games = season === null ? undefined : schedule.bySeason.get(season);
  const first = games?.weeks[0];
  const last = games?.weeks[games.weeks.length - 1];
  if (season === null || !games || !first || !last) {
    return { calendarSeason, season: null, phase: 'offseason', week: null, planningWeek: null, weeks: [] };
  }
  const base = { calendarSeason, season, weeks: games.weeks };
  const before = (phase: SeasonPhase) => ({ ...base, phase, week: null, planningWeek: first.week });
  const after = (phase: SeasonPhase) => ({ ...base, phase, week: null, planningWeek: last.week });

  if (season < calendarSeason) return after('offseason');
  const kickoff = Date.parse(first.firstKickoff);
  if (at < kickoff) return before(at >= kickoff - PRESEASON_MS ? 'preseason' : 'offseason');

  let week = Number.POSITIVE_INFINITY;
  for (const game of games.regular) if (game.week < week && !isFinished(game, at)) week = game.week;
  if (week !== Number.POSITIVE_INFINITY) return { ...base, phase: 'regular', week, planningWeek: week };
  const { playoffs } = games;
  const playoffsOver =
    playoffs.every((game) => isFinished(game, at)) &&
    (playoffs.some((game) => game.gameType === 'SB') ||
      at >= Date.parse(last.lastKickoff) + PLAYOFFS_WITHOUT_SCHEDULE_MS);
  return after(playoffsOver ? 'offseason' : 'playoffs');
}
