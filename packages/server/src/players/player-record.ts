import type { InjuryReport, Player } from '@lineup-lab/core';

/**
 * A player of the catalogue (collection `players`): the wire `Player` plus the injury report the
 * admin edits. The NFL data importers (projection engine issue) write these; the projections are
 * the figures stored on the record until the engine computes weekly ones.
 */
export interface PlayerRecord extends Player {
  injury?: InjuryReport | null;
  /** When the injury report last changed (ISO time). */
  injuryUpdatedAt?: string | null;
}

export const PLAYERS = 'players';

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
