import {
  ADMIN_WEEKLY,
  type AdminPositionFilter,
  type ArchetypeFilter,
  type GameTimeOptions,
  type SeasonResponse,
  type SortOrder,
  type WeeklyPredictionsQuery,
  type WeeklySortColumn,
} from '@lineup-lab/core';
import { defaultWeekOf, weekOptionLabel } from '../edit-team/weeks.js';

/**
 * The Weekly ML tab's filters. `week` is `null` until the administrator picks one: the week users
 * plan for is shown (the season call's `planningWeek`), as the lineup editor opens on it.
 */
export interface WeeklyFilters {
  week: number | null;
  position: AdminPositionFilter;
  archetype: ArchetypeFilter;
  limit: (typeof ADMIN_WEEKLY.pageSizes)[number];
  page: number;
  sort: WeeklySortColumn;
  order: SortOrder;
}

/** Spec §2's defaults (limit 50, page 1, sort aggressive descending), on the planning week. */
export const DEFAULT_WEEKLY_FILTERS: WeeklyFilters = {
  week: null,
  position: 'ALL',
  archetype: 'ALL',
  limit: ADMIN_WEEKLY.defaults.limit,
  page: ADMIN_WEEKLY.defaults.page,
  sort: ADMIN_WEEKLY.defaults.sort,
  order: ADMIN_WEEKLY.defaults.order,
};

/**
 * The weekly-predictions query for the filters: the week chosen, else the planning week, of the
 * season the season call shows. `null` while the season is not known yet (nothing to ask). Without
 * any schedule (`season` null) the server's own defaults are left to apply.
 */
export function weeklyQueryOf(
  filters: WeeklyFilters,
  season: SeasonResponse | undefined,
): WeeklyPredictionsQuery | null {
  if (!season) return null;
  const { week, ...rest } = filters;
  if (season.season === null) return rest;
  const shown = week ?? defaultWeekOf(season);
  return { ...rest, season: season.season, ...(shown === null ? {} : { week: shown }) };
}

/** The week selector's options: every regular-season week of the season shown, with its dates. */
export function weekOptions(
  season: SeasonResponse,
  display: GameTimeOptions = {},
): { value: number; label: string }[] {
  return season.weeks.map((info) => ({ value: info.week, label: weekOptionLabel(info, display) }));
}
