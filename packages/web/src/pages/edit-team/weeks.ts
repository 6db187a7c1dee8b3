import {
  dateTimeFormat,
  type GameTimeOptions,
  type SeasonResponse,
  type SeasonWeekInfo,
} from '@lineup-lab/core';

/**
 * The week the editor opens on: the week users plan for (`GET /api/season`), else the season's
 * first week; `null` when no schedule is loaded (no week to show).
 */
export function defaultWeekOf(season: SeasonResponse): number | null {
  return season.planningWeek ?? season.weeks[0]?.week ?? null;
}

/**
 * The week an address asks for (`?week=N`): one of the season's weeks, else (absent, not a whole
 * number, not a week of the season) the week the editor opens on by default.
 */
export function weekFromAddress(season: SeasonResponse, text: string | null): number | null {
  const week = text !== null && /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;
  return week !== null && season.weeks.some((w) => w.week === week) ? week : defaultWeekOf(season);
}

/** Whether the model has projections for `week` of the season shown (`false` for an unknown week). */
export function isPredicted(season: SeasonResponse, week: number | null): boolean {
  return season.weeks.some((w) => w.week === week && w.predicted);
}

/**
 * The days a week's games span, from its first to its last kickoff, in the viewer's time zone and
 * locale unless given: 'Nov 20 – 24', 'Nov 27 – Dec 1' (en-US).
 */
export function weekDates(info: SeasonWeekInfo, timeDisplay: GameTimeOptions = {}): string {
  const format = dateTimeFormat(timeDisplay.locale, {
    timeZone: timeDisplay.timeZone,
    month: 'short',
    day: 'numeric',
  });
  return format.formatRange(Date.parse(info.firstKickoff), Date.parse(info.lastKickoff));
}

/** A week as the week selector offers it: 'Week 12 · Nov 20 – 24', marked when it has no projections. */
export function weekOptionLabel(info: SeasonWeekInfo, timeDisplay: GameTimeOptions = {}): string {
  const label = `Week ${info.week} · ${weekDates(info, timeDisplay)}`;
  return info.predicted ? label : `${label} — no projections yet`;
}
