import { randomUUID } from 'node:crypto';
import {
  type CreateScenarioRequest,
  getSlot,
  rosterOf,
  SCENARIO_MESSAGES,
  SCENARIOS_PER_TEAM,
  type Scenario,
  STARTING_SLOTS,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { type ScenarioRecord, scenarioKeyOf, scenarioOf } from '../../records/scenario-record.js';
import type { TeamRecord } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { CHANGED_ELSEWHERE } from '../teams/change-lineup.js';
import { findTeam } from '../teams/find-team.js';
import { readRosterWeek } from '../teams/roster-week.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';

/**
 * `POST /api/scenarios/:teamName`: saves the team's lineup and bench as they stand, with the
 * server's own total of its starters for the week in the mode asked for (default: the team's). What the browser showed
 * (`expectedVersion`, `lineup`, `bench`) must be the team as it stands, or nothing is saved (409).
 * The limit of 10 per team holds under parallel saves: a save first reserves a place with a
 * conditional increment of the team's `scenarioCount`, given back when the name is taken.
 */
export async function createScenario(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; request: CreateScenarioRequest },
): Promise<Scenario> {
  const { request } = input;
  const at = await weekOfSeason(ctx, request.week, 'body.week');
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  if (!asSeen(team, request))
    throw new AppError('CONFLICT', CHANGED_ELSEWHERE, { currentVersion: team.version });
  const roster = rosterOf(team);
  const mode = request.projectionMode ?? teamModeOf(team);
  const week = await readRosterWeek(ctx, roster, { at, scoring: scoringSettingsOf(team) });

  const teams = COLLECTIONS.teams.of(ctx.store);
  const reserved = await teams.findOneAndUpdate(
    {
      _id: team._id,
      $or: [{ scenarioCount: { $exists: false } }, { scenarioCount: { $lt: SCENARIOS_PER_TEAM } }],
    },
    { $inc: { scenarioCount: 1 } },
  );
  if (!reserved) throw await refusalOf(ctx, team);

  const record: ScenarioRecord = {
    _id: randomUUID(),
    teamId: team._id,
    ownerId: team.ownerId,
    name: request.name,
    nameKey: scenarioKeyOf(request.name),
    description: request.description,
    projectedPoints: week.totals(roster.lineup)[mode],
    projectionMode: mode,
    season: at.season,
    week: at.week,
    createdAt: ctx.clock.now().toISOString(),
    lineup: roster.lineup,
    bench: [...roster.bench],
  };
  const scenarios = COLLECTIONS.scenarios.of(ctx.store);
  try {
    await scenarios.insertOne(record);
  } catch (error) {
    await teams.updateOne({ _id: team._id }, { $inc: { scenarioCount: -1 } });
    if (error instanceof DuplicateKeyError) throw new AppError('CONFLICT', SCENARIO_MESSAGES.duplicate);
    throw error;
  }
  // A team deleted while this one was saved takes its scenarios with it: this one included.
  if (!(await teams.findOne({ _id: team._id }))) {
    await scenarios.deleteOne({ _id: record._id });
    throw new AppError('NOT_FOUND', `Team '${input.teamName}' not found`);
  }
  return scenarioOf(record);
}

/** Whether what the caller saw (when they said) is the team as it stands. */
function asSeen(team: TeamRecord, request: CreateScenarioRequest): boolean {
  const [lineup] = team.lineups;
  if (request.expectedVersion !== undefined && request.expectedVersion !== team.version) return false;
  if (request.lineup && lineup) {
    const seen = request.lineup;
    if (STARTING_SLOTS.some((slot) => getSlot(seen, slot)?._id !== getSlot(lineup, slot)?._id)) return false;
  }
  const bench = request.bench?.map((player) => player._id);
  return !bench || bench.join('\n') === team.bench.map((player) => player._id).join('\n');
}

/** Why no place could be reserved: the team is full of scenarios, or was deleted meanwhile. */
async function refusalOf(ctx: ServiceContext, team: TeamRecord): Promise<AppError> {
  const still = await COLLECTIONS.teams.of(ctx.store).findOne({ _id: team._id });
  return still
    ? new AppError('CONFLICT', SCENARIO_MESSAGES.maximum, { limit: SCENARIOS_PER_TEAM })
    : new AppError('NOT_FOUND', `Team '${team.teamName}' not found`);
}
