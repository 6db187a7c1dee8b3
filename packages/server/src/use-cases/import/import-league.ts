import { randomUUID } from 'node:crypto';
import {
  IMPORT_MESSAGES,
  type ImportRequest,
  type ImportResponse,
  limitsFor,
  UPGRADE_REASONS,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { HostLeagueRef } from '../../ports/league-source.js';
import { DuplicateKeyError } from '../../ports/store.js';
import { type LeagueRecord, leagueSummaryOf } from '../../records/league-record.js';
import { type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import type { UserRecord } from '../../records/user-record.js';
import { hydrateTeam } from '../teams/hydrate-team.js';
import { NO_SECRET_KEY, sealEspnCookies } from './espn-credentials.js';
import { hostRefOf } from './host-league-ref.js';
import { hostCall, type ImportContext } from './import-context.js';
import { defaultTeamName, freeTeamName } from './import-team-name.js';
import { type HostRosterRead, readHostRoster } from './read-host-roster.js';

/**
 * `POST /api/import` (201; and Sleeper's `POST /api/import/sleeper`): makes the roster a new team
 * of the caller's, with the league's scoring (its projections are computed in it) and the
 * placement the preview shows, and records the league (one per user and host league: a second
 * import is 409, sync it instead), with a private ESPN league's cookies sealed in the record
 * (refused, before anything is read, on a server that cannot keep secrets).
 * The free tier's limit (1 league; the imported team is the second team it allows, spec §6) is held
 * by one conditional increment of the user's `leaguesImported` and `teamCount` together, so parallel
 * imports cannot pass it; a refused step gives both back and leaves nothing behind.
 */
export function importLeague(
  ctx: ImportContext,
  user: UserRecord,
  request: ImportRequest,
): Promise<ImportResponse> {
  return hostCall(ctx, user._id, async () => {
    const keepsCookies = request.provider === 'espn' && request.espnS2 !== undefined;
    if (keepsCookies && !ctx.secrets.available) throw new AppError('UNAVAILABLE', NO_SECRET_KEY);
    const ref = await hostRefOf(ctx, user._id, request);
    const read = await readHostRoster(ctx, { ownerId: user._id, ref, rosterId: request.rosterId });
    if (read.choice.alreadyImported) throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyImported);
    const teamName = request.teamName ?? (await freeTeamName(ctx, user._id, defaultTeamName(read)));

    // Built (and the cookies sealed) before the limit is reserved: nothing to give back if it throws.
    const { team, league } = recordsOf(ctx, { user, ref, read, rosterId: request.rosterId, teamName });
    const users = COLLECTIONS.users.of(ctx.store);
    const { maxLeagues } = limitsFor(user.tier);
    const reserved = await users.findOneAndUpdate(
      maxLeagues === null ? { _id: user._id } : { _id: user._id, leaguesImported: { $lt: maxLeagues } },
      { $inc: { leaguesImported: 1, teamCount: 1 } },
    );
    if (!reserved) throw new AppError('UPGRADE_REQUIRED', UPGRADE_REASONS.importLeague);
    const giveBack = () =>
      users.updateOne({ _id: user._id }, { $inc: { leaguesImported: -1, teamCount: -1 } });

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

/** The team and the league record an import writes (a private ESPN league's cookies sealed for the record). */
function recordsOf(
  ctx: ImportContext,
  input: { user: UserRecord; ref: HostLeagueRef; read: HostRosterRead; rosterId: number; teamName: string },
): { team: TeamRecord; league: LeagueRecord } {
  const { user, ref, read, teamName } = input;
  const now = ctx.clock.now().toISOString();
  const leagueId = randomUUID();
  const scoring = { format: read.league.scoring.format, settings: read.league.scoring.settings };
  const team: TeamRecord = {
    _id: randomUUID(),
    ownerId: user._id,
    teamName,
    teamKey: teamKeyOf(teamName),
    lineups: [read.placement.roster.lineup],
    bench: [...read.placement.roster.bench],
    version: 0,
    scoring,
    league: { id: leagueId, name: read.league.name, format: scoring.format },
    lastChange: { action: 'import', by: user._id },
    createdAt: now,
    updatedAt: now,
  };
  const league: LeagueRecord = {
    _id: leagueId,
    ownerId: user._id,
    provider: ref.provider,
    providerLeagueId: ref.leagueId,
    rosterId: input.rosterId,
    name: read.league.name,
    season: read.choice.season,
    teamCount: read.choice.size,
    teamId: team._id,
    teamName,
    scoringFormat: scoring.format,
    importedAt: now,
    lastSyncedAt: now,
    rosteredPlayerIds: [...read.leagueRostered],
    ...(ref.provider === 'espn' &&
      ref.cookies && { credentials: sealEspnCookies(ctx, leagueId, ref.cookies) }),
  };
  return { team, league };
}
