/** A season and week as one ordered number (2024 wk 5 → 202405), so "before" is a comparison. */
export function weekKey(season: number, week: number): number {
  return season * 100 + week;
}
