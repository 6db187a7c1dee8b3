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
