import { z } from '../zod.js';

/**
 * What made a version of a team, a closed set: `create` (made by hand), `import` (imported from a
 * league), `add` / `drop` (a player joined or left the bench), `move` (into a starting slot or
 * between slots), `bench` (a starter to the bench), `optimize`, `scenario-load`, `sync` (the
 * league's roster read again) and `restore` (an earlier version brought back).
 */
export const TEAM_CHANGE_ACTIONS = [
  'create',
  'import',
  'add',
  'drop',
  'move',
  'bench',
  'optimize',
  'scenario-load',
  'sync',
  'restore',
] as const;
export const ZTeamChangeAction = z.enum(TEAM_CHANGE_ACTIONS);
export type TeamChangeAction = z.infer<typeof ZTeamChangeAction>;

/** How each action reads in a history ("Optimize", "Scenario loaded" …). */
export const TEAM_CHANGE_LABELS: Readonly<Record<TeamChangeAction, string>> = {
  create: 'Team created',
  import: 'Imported',
  add: 'Player added',
  drop: 'Player dropped',
  move: 'Lineup move',
  bench: 'Moved to bench',
  optimize: 'Optimize',
  'scenario-load': 'Scenario loaded',
  sync: 'League sync',
  restore: 'Restored',
};

/** How long the earlier versions of a team are kept (the plans' "30-day history"). */
export const TEAM_HISTORY_DAYS = 30;
