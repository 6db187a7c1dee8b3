import { SEASON_PHASES } from '../season/season-clock.js';
import { z } from '../zod.js';
import { ZWeek } from './entities.js';

const instant = z.iso.datetime({ offset: true });
const year = z.number().check(z.int());

/** Where a season stands (`seasonClock`): preseason, regular, playoffs or offseason. */
const ZSeasonPhase = z.enum(SEASON_PHASES);

/**
 * One regular-season week of the season shown: its first and last kickoff (ISO instants, UTC) and
 * whether the active model has predictions for it (without them, projections are 'N/A').
 */
const ZSeasonWeek = z.lazy(() =>
  z.object({
    week: ZWeek,
    firstKickoff: instant,
    lastKickoff: instant,
    predicted: z.boolean(),
  }),
);
export type SeasonWeekInfo = z.infer<typeof ZSeasonWeek>;

/**
 * `GET /api/season` (public, may be cached for a minute): the season clock, so that the web app, the
 * CLI and third parties agree on the season and week.
 * - `now`: the server's time it was worked out at.
 * - `calendarSeason`: the season the date belongs to (March to February).
 * - `season`: the season shown — the calendar's when the schedule has it, else the latest season the
 *   data has (say 2024 while the calendar says 2026); `null` with no schedule at all.
 * - `phase`, `week` (the regular-season week under way, `null` outside the regular season) and
 *   `planningWeek`, the week users plan for: the editor's and the projections call's default.
 * - `weeks`: every regular-season week of `season`, with its kickoffs and whether it is predicted.
 * - `demo`: the schedule is the generated demo season's.
 */
export const ZSeasonResponse = z.lazy(() =>
  z.object({
    now: instant,
    calendarSeason: year,
    season: z.nullable(year),
    phase: ZSeasonPhase,
    week: z.nullable(ZWeek),
    planningWeek: z.nullable(ZWeek),
    weeks: z.array(ZSeasonWeek),
    demo: z.boolean(),
  }),
);
export type SeasonResponse = z.infer<typeof ZSeasonResponse>;
