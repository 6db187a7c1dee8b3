import type { InjuryReport } from '@lineup-lab/core';

/** Where a version of an injury report came from. */
type InjuryReportSource = 'admin' | 'nflverse';

/** One version of a player's injury report for a week: the report, who wrote it and when. */
export interface InjuryReportVersion {
  report: InjuryReport;
  /** ISO time of the change. */
  updatedAt: string;
  /**
   * Who wrote it: the administrator's email (`null` when their token carries none; `updatedBySub`
   * says who), or the command that imported it (`lineup-server data import`, `… data sync`).
   */
  updatedBy: string | null;
  /** The administrator's subject at the issuer; `null` for an import. */
  updatedBySub: string | null;
  /** The admin's edit, or the nflverse injury reports (`importInjuryReports`). */
  source: InjuryReportSource;
}

/**
 * A player's injury report for one week of a season (collection `injury_reports`), the one that
 * counts for that week: the latest version's fields at the top, and every version written, oldest
 * first, in `history` (the current one last): the audit trail. `_id` is `<season>:<week>:<playerId>`.
 * The admin's edit and the nflverse import both write here; the newest write wins (an import
 * writes only what nflverse changed since it last wrote, see `importInjuryReports`). `playerId` is
 * the catalogue player's id, which is the NFL player's (`nfl_players`): the import also writes
 * records of NFL players the catalogue has not published yet, which count once it does.
 */
export interface InjuryReportRecord extends InjuryReportVersion {
  _id: string;
  playerId: string;
  playerName: string;
  season: number;
  week: number;
  history: InjuryReportVersion[];
}
