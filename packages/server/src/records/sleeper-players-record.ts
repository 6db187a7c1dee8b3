import type { SleeperPlayer } from '../ports/sleeper-schemas.js';

/**
 * The documents of `sleeper_players`: Sleeper's NFL player list as a snapshot in chunks (a few
 * hundred players each, well under MongoDB's 16 MB), and one `current` document naming the
 * snapshot in use and when it was fetched. A new snapshot is written whole before `current` is
 * moved to it, then the old one's chunks are deleted, so a reader never sees half of one.
 */
export type SleeperPlayersDoc = SleeperPlayersCurrent | SleeperPlayersChunk;

interface SleeperPlayersCurrent {
  _id: 'current';
  kind: 'current';
  snapshotId: string;
  /** When Sleeper was asked (ISO time). */
  fetchedAt: string;
  players: number;
  chunks: number;
}

export interface SleeperPlayersChunk {
  _id: string;
  kind: 'chunk';
  snapshotId: string;
  index: number;
  players: SleeperPlayer[];
}
