import {
  type ScheduleIndex,
  type ScoredGame,
  type SeasonResponse,
  scheduleIndex,
  seasonClock,
} from '@lineup-lab/core';
import type { Clock } from '../ports/clock.js';
import { COLLECTIONS, modelCollections, nflCollections } from '../ports/collections.js';
import type { Store } from '../ports/store.js';

/** What the calendar reads: the schedule, and the predictions for which weeks are predicted. */
export const CALENDAR_READS = [COLLECTIONS.nflGames, COLLECTIONS.modelPredictions] as const;

/** How long the schedule read from the store is trusted before it is read again. */
const SCHEDULE_TTL_MS = 60_000;

/**
 * The season clock of a server (`GET /api/season`, and the season and week every use case defaults
 * to): core's `seasonClock` over the schedule in the store, at the server clock's time, with the
 * weeks the model has predicted and whether the schedule is the demo season's.
 */
export interface SeasonCalendar {
  current(): Promise<SeasonResponse>;
  /**
   * The regular-season games of a week (from the same schedule read): who plays whom, when, and
   * the score once the game is final (`null` before).
   */
  gamesOf(season: number, week: number): Promise<readonly ScoredGame[]>;
  /**
   * Each team's bye week of `season` by the schedule (from the same schedule read): the first week
   * of the season's regular-season weeks in which it has no game. A team the schedule does not show
   * (or one with a game every week) is absent.
   */
  byeWeeksOf(season: number): Promise<ReadonlyMap<string, number>>;
  /** Forgets the schedule read, so the next call reads the store (after an import or training in this process). */
  invalidate(): void;
}

interface Schedule {
  index: ScheduleIndex;
  /** Regular-season games by `season:week`. */
  weeks: Map<string, ScoredGame[]>;
  demoSeasons: Set<number>;
  /** Bye weeks per season, worked out when first asked. */
  byes: Map<number, ReadonlyMap<string, number>>;
  /** Predicted weeks per season, read when a season is first shown. */
  predicted: Map<number, Promise<Set<number>>>;
}

async function readSchedule(store: Store): Promise<Schedule> {
  const games = await nflCollections(store).games.find({});
  const weeks = new Map<string, ScoredGame[]>();
  for (const { season, week, gameType, homeTeam, awayTeam, kickoff, homeScore, awayScore } of games) {
    if (gameType !== 'REG') continue;
    const key = `${season}:${week}`;
    weeks.set(key, [...(weeks.get(key) ?? []), { homeTeam, awayTeam, kickoff, homeScore, awayScore }]);
  }
  return {
    index: scheduleIndex(games),
    weeks,
    demoSeasons: new Set(games.filter((game) => game.demo === true).map((game) => game.season)),
    byes: new Map(),
    predicted: new Map(),
  };
}

/** Each team's first week of `season` without a game (see `SeasonCalendar.byeWeeksOf`). */
function byeWeeksIn(schedule: Schedule, season: number): ReadonlyMap<string, number> {
  const playing = new Map<number, Set<string>>();
  for (const [key, games] of schedule.weeks) {
    const [of, week] = key.split(':').map(Number);
    if (of !== season || week === undefined) continue;
    playing.set(week, new Set(games.flatMap((game) => [game.homeTeam, game.awayTeam])));
  }
  const weeks = [...playing.keys()].sort((a, b) => a - b);
  const first = weeks[0];
  const last = weeks.at(-1);
  const byes = new Map<string, number>();
  if (first === undefined || last === undefined) return byes;
  const teams = new Set([...playing.values()].flatMap((set) => [...set]));
  for (const team of teams) {
    for (let week = first; week <= last; week++) {
      if (!playing.get(week)?.has(team)) {
        byes.set(team, week);
        break;
      }
    }
  }
  return byes;
}

/** The weeks of `season` with predictions: one read on the `season_week` index per week. */
async function predictedWeeks(store: Store, season: number, weeks: readonly number[]): Promise<Set<number>> {
  const { predictions } = modelCollections(store);
  const found = await Promise.all(
    weeks.map(async (week) => ((await predictions.findOne({ season, week })) ? week : null)),
  );
  return new Set(found.filter((week) => week !== null));
}

/**
 * A season calendar over `store` at `clock`'s time. The schedule (and which weeks are predicted) is
 * read at most once a minute and shared by the calls meanwhile; the clock itself is worked out anew
 * on every call, so the week turns over on time. What it keeps is derived and expires: another
 * process sees the same schedule within a minute.
 * @example
 * const calendar = createSeasonCalendar({ store, clock });
 * const { season, planningWeek } = await calendar.current(); // 2026, 12
 */
export function createSeasonCalendar(deps: { store: Store; clock: Clock }): SeasonCalendar {
  let cached: { readAt: number; schedule: Promise<Schedule> } | undefined;
  const scheduleAt = (at: number) => {
    if (!cached || at - cached.readAt >= SCHEDULE_TTL_MS || at < cached.readAt) {
      const entry = { readAt: at, schedule: readSchedule(deps.store) };
      // A failed read is not kept: the next call reads again.
      entry.schedule.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.schedule;
  };
  const predictedOf = (schedule: Schedule, season: number, weeks: readonly number[]) => {
    let predicted = schedule.predicted.get(season);
    if (!predicted) {
      const reading = predictedWeeks(deps.store, season, weeks);
      reading.catch(() => {
        if (schedule.predicted.get(season) === reading) schedule.predicted.delete(season);
      });
      predicted = reading;
      schedule.predicted.set(season, predicted);
    }
    return predicted;
  };
  return {
    async current() {
      const now = deps.clock.now();
      const schedule = await scheduleAt(now.getTime());
      const clock = seasonClock(schedule.index, now);
      const { season, weeks } = clock;
      const predicted =
        season === null
          ? new Set<number>()
          : await predictedOf(
              schedule,
              season,
              weeks.map((w) => w.week),
            );
      return {
        now: now.toISOString(),
        ...clock,
        weeks: weeks.map((week) => ({ ...week, predicted: predicted.has(week.week) })),
        demo: season !== null && schedule.demoSeasons.has(season),
      };
    },
    async gamesOf(season, week) {
      const schedule = await scheduleAt(deps.clock.now().getTime());
      return schedule.weeks.get(`${season}:${week}`) ?? [];
    },
    async byeWeeksOf(season) {
      const schedule = await scheduleAt(deps.clock.now().getTime());
      let byes = schedule.byes.get(season);
      if (!byes) {
        byes = byeWeeksIn(schedule, season);
        schedule.byes.set(season, byes);
      }
      return byes;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
