import { EDITOR_WEEKS } from '@lineup-lab/core';

/** The weeks the editor offers (spec §9): 1 to 5. */
export const EDITOR_WEEK_LIST: readonly number[] = Array.from(
  { length: EDITOR_WEEKS.last - EDITOR_WEEKS.first + 1 },
  (_, i) => EDITOR_WEEKS.first + i,
);

/** The week the editor opens on: 5. */
export const defaultWeek = (): number => EDITOR_WEEKS.default;
