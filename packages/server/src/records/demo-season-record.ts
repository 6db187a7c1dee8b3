/**
 * What the generated demo season in the store was written from (collection `nfl_demo`, one document,
 * `_id` `demo`): the options that regenerate the same season, and the moment it was last seen from,
 * so that a later start or `data sync` writes only the games played since (`catchUpDemoSeason`).
 * Flagged `demo: true` like the demo rows, so an import of real data removes it with them.
 */
export interface DemoSeasonRecord {
  _id: 'demo';
  demo: true;
  season: number;
  history: number;
  seed: number;
  /** The ISO instant the stored season is seen from (games before it played); `null`: every game played. */
  asOf: string | null;
}
