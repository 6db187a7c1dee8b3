import { randomUUID } from 'node:crypto';
import {
  emptyLineup,
  type ProjectionMode,
  type Team,
  teamAllowance,
  UPGRADE_REASONS,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import type { ServiceContext } from '../service-context.js';
import { chosenScoring, type ScoringChoice } from './change-team-scoring.js';
import { hydrateTeam } from './hydrate-team.js';

/** A new team: its name, and optionally the scoring it is counted in and the mode it is decided in. */
export interface NewTeam {
  teamName: string;
  scoring?: ScoringChoice | undefined;
  mode?: ProjectionMode | undefined;
}

/**
 * Creates an empty team for the user. The tier limit (free: 1 team, 2 once a league is imported)
 * is held by reserving a place with a conditional increment of the user's `teamCount`, so parallel
 * requests cannot both pass it; the place is given back when the name is taken. The team is
 * counted in the `scoring` chosen (absent: half-PPR, the product's default) and decided in `mode`
 * (absent: median).
 */
export async function createTeam(
  ctx: ServiceContext,
  user: UserRecord,
  request: string | NewTeam,
): Promise<Team> {
  const { teamName, scoring, mode } = typeof request === 'string' ? { teamName: request } : request;
  const users = COLLECTIONS.users.of(ctx.store);
  const usage = { teamsCreated: user.teamCount, leaguesImported: user.leaguesImported };
  const allowance = teamAllowance({ tier: user.tier, usage });
  const reserved = await users.findOneAndUpdate(
    allowance === null ? { _id: user._id } : { _id: user._id, teamCount: { $lt: allowance } },
    { $inc: { teamCount: 1 } },
  );
  if (!reserved) throw new AppError('UPGRADE_REQUIRED', UPGRADE_REASONS.createTeam);

  const now = ctx.clock.now().toISOString();
  const record: TeamRecord = {
    _id: randomUUID(),
    ownerId: user._id,
    teamName: teamName.trim(),
    teamKey: teamKeyOf(teamName),
    lineups: [emptyLineup()],
    bench: [],
    version: 0,
    ...(scoring && { scoring: chosenScoring(scoring) }),
    ...(mode && { mode }),
    lastChange: { action: 'create', by: user._id },
    createdAt: now,
    updatedAt: now,
  };
  try {
    await COLLECTIONS.teams.of(ctx.store).insertOne(record);
  } catch (error) {
    await users.updateOne({ _id: user._id }, { $inc: { teamCount: -1 } });
    if (error instanceof DuplicateKeyError) {
      throw new AppError('CONFLICT', `You already have a team named '${record.teamName}'`);
    }
    throw error;
  }
  return hydrateTeam(ctx, record);
}
