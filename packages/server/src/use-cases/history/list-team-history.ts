import {
  describeRosterChange,
  type LineupOf,
  type TeamHistoryResponse,
  type TeamVersion,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import type { PlayerRef, TeamChange, TeamRecord } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { hydrateTeams } from '../teams/hydrate-team.js';
import { readRostersWeek } from '../teams/roster-week.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';

/** A version of a team as the history reads it: stored, or the team as it stands. */
interface VersionOfTeam {
  version: number;
  current: boolean;
  lineup: LineupOf<PlayerRef>;
  bench: readonly PlayerRef[];
  madeAt: string;
  madeBy: TeamChange | undefined;
}

/**
 * `GET /api/teams/:teamName/history` (Pro and exempt): the caller's team as it stands, then every
 * earlier version the store still keeps (30 days; `saveTeamChange` keeps them), newest first.
 * Each says when and by which action it was made, what changed from the version before it (core's
 * `describeRosterChange`, when that version is kept), and its starters' totals in `week` (absent:
 * the planning week) as the team's week totals them. Store reads: the team, its versions, their
 * players in the catalogue, and the week of those players.
 */
export async function listTeamHistory(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; week?: number | undefined },
): Promise<TeamHistoryResponse> {
  const at = await weekOfSeason(ctx, input.week, 'query.week');
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const records = await COLLECTIONS.teamVersions
    .of(ctx.store)
    .find({ teamId: team._id }, { sort: { version: -1 } });
  const [lineup] = team.lineups;
  if (!lineup) throw new Error(`Team ${team._id} has no lineup`);
  const versions: VersionOfTeam[] = [
    {
      version: team.version,
      current: true,
      lineup,
      bench: team.bench,
      madeAt: team.updatedAt,
      madeBy: team.lastChange,
    },
    ...records
      .filter((record) => record.version < team.version)
      .map((record) => ({
        version: record.version,
        current: false,
        lineup: record.lineup,
        bench: record.bench,
        madeAt: record.madeAt,
        madeBy: record.madeBy,
      })),
  ];
  const week = await readRostersWeek(ctx, versions, { at, scoring: scoringSettingsOf(team) });
  const asTeams: TeamRecord[] = versions.map((v) => ({ ...team, lineups: [v.lineup], bench: [...v.bench] }));
  const hydrated = await hydrateTeams(ctx, asTeams);
  return {
    week: at.week,
    mode: teamModeOf(team),
    versions: versions.map((v, index): TeamVersion => {
      const before = versions[index + 1];
      const shown = hydrated[index];
      if (!shown?.lineups[0]) throw new Error('hydrateTeams lost a version');
      return {
        version: v.version,
        current: v.current,
        madeAt: v.madeAt,
        action: v.madeBy?.action ?? null,
        changes: before?.version === v.version - 1 ? describeRosterChange(before, v) : null,
        lineup: shown.lineups[0],
        bench: shown.bench,
        weekTotals: week.totals(v.lineup),
      };
    }),
  };
}
