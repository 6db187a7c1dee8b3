import type { InjuryReport, Player, Projections } from '@lineup-lab/core';

/**
 * A player of the catalogue (collection `players`): the wire `Player` plus the injury report the
 * admin edits. `publishPlayerCatalogue` writes them from the NFL data and the active model's
 * predictions; `projections` are the current week's.
 */
export interface PlayerRecord extends Player {
  injury?: InjuryReport | null;
  /** When the injury report last changed (ISO time). */
  injuryUpdatedAt?: string | null;
  /**
   * Set on records published from the NFL data (`publishPlayerCatalogue`): the season and week
   * `projections` are for, and whether the player is demo data.
   */
  published?: { season: number; week: number; demo: boolean };
}

/** A player-week without numbers ('N/A'). */
export const NO_PROJECTIONS: Projections = { conservative: null, median: null, aggressive: null };

/**
 * The wire player of a catalogue record (or of a team's reference to one): exactly the fields of
 * `Player`, picked one by one, so nothing internal (injury reports, timestamps) is ever sent.
 */
export function playerOf(record: Player | PlayerRecord): Player {
  return {
    _id: record._id,
    playerName: record.playerName,
    teamName: record.teamName,
    position: record.position,
    projections: record.projections,
    points: record.points,
    points2024: record.points2024,
    points2023: record.points2023,
  };
}
