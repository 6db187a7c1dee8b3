import type { SeasonResponse } from '@lineup-lab/core';
import { isPredicted } from './weeks.js';

/** What the editor says about the season it shows (`GET /api/season`) and the week chosen. */
export interface SeasonNotes {
  /** Under the week selector: the season shown and where it stands ('2025 season · current week: 3'). */
  readonly caption: string | null;
  /** Said plainly above the lineup: another season than the calendar's is shown, or there is none. */
  readonly notice: string | null;
  /** The chosen week has no projections yet (its total shows 'N/A'). */
  readonly noProjections: string | null;
}

const NO_SCHEDULE = 'No NFL schedule is loaded yet, so there are no weeks to plan for.';

/** Where the season stands, briefly; only for the calendar's own season. */
function phaseOf(season: SeasonResponse): string | null {
  switch (season.phase) {
    case 'regular':
      return season.week === null ? null : `current week: ${season.week}`;
    case 'preseason':
      return 'pre-season: plan for week 1';
    case 'playoffs':
      return 'playoffs: the regular season is over';
    case 'offseason': {
      const opener = season.weeks[0]?.firstKickoff;
      if (opener === undefined) return null;
      return Date.parse(season.now) < Date.parse(opener)
        ? 'off-season: week 1 is next'
        : 'off-season: the regular season is over';
    }
  }
}

/**
 * The captions and notices of the editor for `season` with `week` chosen; `predicted` is whether
 * the model has projections for that week (the week answer's, else what the season says).
 */
export function seasonNotes(
  season: SeasonResponse,
  week: number | null,
  predicted = isPredicted(season, week),
): SeasonNotes {
  const shown = season.season;
  if (shown === null) return { caption: null, notice: NO_SCHEDULE, noProjections: null };
  const title = `${shown} season${season.demo ? ' (demo data)' : ''}`;
  const own = shown === season.calendarSeason;
  const phase = own ? phaseOf(season) : null;
  const notice = own
    ? null
    : `Showing the ${shown} season, the ${shown < season.calendarSeason ? 'latest' : 'next'} in our data.`;
  const noProjections =
    week === null || predicted ? null : `No projections for week ${week} of the ${shown} season yet.`;
  return { caption: phase ? `${title} · ${phase}` : title, notice, noProjections };
}
