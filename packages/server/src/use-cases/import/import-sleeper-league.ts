import { randomUUID } from 'node:crypto';
import { IMPORT_MESSAGES, limitsFor, type SleeperImportResponse, UPGRADE_REASONS } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { type LeagueRecord, leagueSummaryOf } from '../../records/league-record.js';
import { type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import { hydrateTeam } from '../teams/hydrate-team.js';
import { type ImportContext, sleeperCall } from './import-context.js';
import { defaultTeamName, freeTeamName, type SleeperImportInput } from './preview-sleeper-import.js';
import { readSleeperRoster } from './read-sleeper-roster.js';

/**
 * `POST /api/import/sleeper` (201): makes the roster a new team of the caller's, with the league's
 * scoring (its projections are computed in it) and the placement the preview shows, and records
 * the league (one per user and Sleeper league: a second import is 409, sync it instead).
 * The free tier's limit (1 league; the imported team is the second team it allows, spec §6) is held
 * by one conditional increment of the user's `leaguesImported` and `teamCount` together, so parallel
 * imports cannot pass it; a refused step gives both back and leaves nothing behind.
 */
export function importSleeperLeague(
  ctx: ImportContext,
  user: UserRecord,
  input: Omit<SleeperImportInput, 'ownerId'>,
): Promise<SleeperImportResponse> {
  return sleeperCall(ctx, user._id, async () => {
    const read = await readSleeperRoster(ctx, { ...input, ownerId: user._id });
    if (read.choice.alreadyImported) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyImported);
    const teamName = input.teamName ?? (await freeTeamName(ctx, user._id, defaultTeamName(read)));

    const users = COLLECTIONS.users.of(ctx.store);
    const { maxLeagues } = limitsFor(user.tier);
    const reserved = await users.findOneAndUpdate(
      maxLeagues === null ? { _id: user._id } : { _id: user._id, leaguesImported: { $lt: maxLeagues } },
      { $inc: { leaguesImported: 1, teamCount: 1 } },
    );
    if (!reserved) throw new AppError('UPGRADE_REQUIRED', UPGRADE_REASONS.importLeague);
    const giveBack = () =>
      users.updateOne({ _id: user._id }, { $inc: { leaguesImported: -1, teamCount: -1 } });

    const now = ctx.clock.now().toISOString();
    const leagueId = randomUUID();
    const team: TeamRecord = {
      _id: randomUUID(),
      ownerId: user._id,
      teamName,
      teamKey: teamKeyOf(teamName),
      lineups: [read.placement.roster.lineup],
      bench: [...read.placement.roster.bench],
      version: 0,
      scoring: { format: read.scoring.format, settings: read.scoring.settings },
      league: { id: leagueId, name: read.league.name, format: read.scoring.format },
      lastChange: { action: 'import', by: user._id },
      createdAt: now,
      updatedAt: now,
    };
    const league: LeagueRecord = {
      _id: leagueId,
      ownerId: user._id,
      provider: 'sleeper',
      providerLeagueId: read.league.league_id,
      rosterId: input.rosterId,
      name: read.league.name,
      season: read.choice.season,
      teamCount: read.choice.size,
      teamId: team._id,
      teamName,
      scoringFormat: read.scoring.format,
      importedAt: now,
      lastSyncedAt: now,
      rosteredPlayerIds: [...read.leagueRostered],
    };
    try {
      await COLLECTIONS.teams.of(ctx.store).insertOne(team);
    } catch (error) {
      await giveBack();
      if (error instanceof DuplicateKeyError) {
        throw new AppError('CONFLICT', `You already have a team named '${teamName}'`);
      }
      throw error;
    }
    try {
      await COLLECTIONS.leagues.of(ctx.store).insertOne(league);
    } catch (error) {
      await COLLECTIONS.teams.of(ctx.store).deleteOne({ _id: team._id });
      await giveBack();
      if (error instanceof DuplicateKeyError) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyImported);
      throw error;
    }
    return {
      league: leagueSummaryOf(league),
      team: await hydrateTeam(ctx, team),
      unmatched: [...read.unmatched],
      notes: [...read.placement.notes],
    };
  });
}
