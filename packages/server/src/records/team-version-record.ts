import { type LineupOf, TEAM_HISTORY_DAYS } from '@lineup-lab/core';
import type { PlayerRef, TeamChange } from './team-record.js';

/**
 * An earlier version of a team (collection `team_versions`), kept when a change replaced it
 * (`use-cases/teams/save-team-change.ts`, the one place teams are changed): its lineup and bench, its version
 * number, when and by what it was made, and the change that replaced it. The store removes it 30
 * days after `storedAt` (a TTL index): the real time it was written, as MongoDB's TTL monitor and
 * NeDB both count from the real clock, whatever date `LINEUP_NOW` shows the app.
 */
export interface TeamVersionRecord {
  /** `<teamId>:<version>`: one record per version of a team. */
  _id: string;
  teamId: string;
  ownerId: string;
  version: number;
  lineup: LineupOf<PlayerRef>;
  bench: PlayerRef[];
  /** When this version was made (the team's `updatedAt` then, on the server's clock). */
  madeAt: string;
  /** What made it; absent when it was made before histories were kept. */
  madeBy?: TeamChange;
  /** When and by what it was replaced (the server's clock). */
  replacedAt: string;
  replacedBy: TeamChange;
  /** The real time it was stored: its TTL index's field. */
  storedAt: Date;
}

/** How long the store keeps an earlier version (the TTL index on `team_versions.storedAt`). */
export const TEAM_VERSION_TTL_SECONDS = TEAM_HISTORY_DAYS * 24 * 60 * 60;

/** The id of a team's version record. */
export const teamVersionId = (teamId: string, version: number) => `${teamId}:${version}`;
