import type {
  LineupOf,
  Player,
  Position,
  ProjectionMode,
  ScoringFormat,
  ScoringSettings,
  TeamChangeAction,
} from '@lineup-lab/core';

/**
 * What a team keeps of each of its players: enough to apply every lineup rule and to show the
 * player even if the catalogue entry goes away. The rest (projections, points) is read from the
 * catalogue when the team is answered.
 */
export interface PlayerRef {
  _id: string;
  playerName: string;
  teamName: string;
  position: Position;
}

/** A change to a team: which action made it (core's closed set) and the user who asked for it. */
export interface TeamChange {
  action: TeamChangeAction;
  /** The user's id (`users._id`): the team's owner, for every change there is today. */
  by: string;
}

/**
 * A team as stored (collection `teams`). `teamKey` is the lower-cased name: names are unique per
 * owner regardless of case. `version` goes up by one with every change (optimistic concurrency).
 */
export interface TeamRecord {
  _id: string;
  ownerId: string;
  teamName: string;
  teamKey: string;
  lineups: LineupOf<PlayerRef>[];
  bench: PlayerRef[];
  version: number;
  /**
   * How many scenarios the team has saved: the place a new one reserves with a conditional
   * increment, so parallel saves cannot pass the limit (absent on teams from before scenarios: 0).
   */
  scenarioCount?: number;
  /**
   * The scoring its points are in: the one chosen (at creation or `PUT …/scoring`: `chosen`), else
   * its imported league's (absent on hand-made teams: half-PPR, the product's default,
   * `teamScoringOf`). A chosen scoring is kept through the league's syncs.
   */
  scoring?: { format: ScoringFormat; settings: ScoringSettings; chosen?: boolean };
  /** The projection mode its numbers are decided in (absent: median, `teamModeOf`). */
  mode?: ProjectionMode;
  /**
   * The imported league it is (`leagues` collection), with the league's name and scoring format as
   * last synced (`format` absent on teams imported before it was kept).
   */
  league?: { id: string; name: string; format?: ScoringFormat };
  /**
   * What made the current version (`saveTeamChange`; `create` or `import` at first). Absent on
   * teams last changed before histories were kept.
   */
  lastChange?: TeamChange;
  createdAt: string;
  updatedAt: string;
  /**
   * Since when its lineup and bench stand (`saveTeamChange` stamps it; absent: since `createdAt` on
   * a first version, else since `updatedAt`), which `updatedAt` alone does not say: a scoring or mode
   * change stamps `updatedAt` and leaves the lineup. Which lineup stood when a week was over.
   */
  lineupSince?: string;
}

/** The key a team name is looked up and kept unique by. */
export const teamKeyOf = (teamName: string) => teamName.trim().toLowerCase();

/** The reference a team keeps of a catalogue player. */
export const refOf = (player: Player): PlayerRef => ({
  _id: player._id,
  playerName: player.playerName,
  teamName: player.teamName,
  position: player.position,
});
