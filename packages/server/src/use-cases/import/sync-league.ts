import { type LeagueSyncResponse, type Roster, rosterOf, rosterPlayers } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { HOST_NAMES } from '../../ports/host-error.js';
import { leagueSummaryOf } from '../../records/league-record.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { hydrateTeam } from '../teams/hydrate-team.js';
import { saveTeamChange } from '../teams/save-team-change.js';
import { storedLeagueRefOf } from './host-league-ref.js';
import { hostCall, type ImportContext } from './import-context.js';
import { keepLineupChoices } from './keep-lineup-choices.js';
import { readHostRoster } from './read-host-roster.js';

/** How often a sync is tried against parallel lineup changes before giving up (as `changeLineup`). */
const ATTEMPTS = 50;

const sameRoster = (a: Roster<PlayerRef>, b: Roster<PlayerRef>) =>
  JSON.stringify([a.lineup, a.bench]) === JSON.stringify([b.lineup, b.bench]);

/**
 * `POST /api/import/leagues/:id/sync`, for a league of any host: reads the league's roster again
 * (the host, league, season and, for a private ESPN league, the cookies its record keeps) and brings
 * the team in line with it: added players in, dropped players out, the user's lineup choices kept
 * where still valid (`keepLineupChoices`), the league's name and scoring refreshed (a scoring the
 * user chose for the team is kept). One write under the team's optimistic concurrency
 * (`saveTeamChange`, which keeps the version it replaced; re-applied when a parallel edit wins;
 * none when nothing changed), then the league's `lastSyncedAt`. Another user's league, or a league
 * whose team is gone, is 404.
 */
export async function syncLeague(
  ctx: ImportContext,
  input: { ownerId: string; id: string },
): Promise<LeagueSyncResponse> {
  const leagues = COLLECTIONS.leagues.of(ctx.store);
  const league = await leagues.findOne({ _id: input.id, ownerId: input.ownerId });
  if (!league) throw new AppError('NOT_FOUND', 'League not found');
  return hostCall(ctx, input.ownerId, async () => {
    const ref = await storedLeagueRefOf(ctx, league);
    const read = await readHostRoster(ctx, { ownerId: input.ownerId, ref, rosterId: league.rosterId });
    const teams = COLLECTIONS.teams.of(ctx.store);
    const leagueScoring = { format: read.league.scoring.format, settings: read.league.scoring.settings };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const team = await teams.findOne({ _id: league.teamId, ownerId: input.ownerId });
      if (!team) throw new AppError('NOT_FOUND', 'The team of this league no longer exists');
      const mine = rosterOf(team);
      const { roster, notes } = keepLineupChoices(read.placement.roster, mine, HOST_NAMES[league.provider]);
      // A scoring the user chose for the team stays; else the league's own comes with every sync.
      const scoring = team.scoring?.chosen ? team.scoring : leagueScoring;
      const leagueOf = { id: league._id, name: read.league.name, format: leagueScoring.format };
      const changed =
        !sameRoster(roster, mine) ||
        JSON.stringify(team.scoring) !== JSON.stringify(scoring) ||
        team.league?.name !== leagueOf.name;
      // The league's own format alone (a team imported before it was kept, or a league that changed
      // its scoring while the user's choice stands) is a setting, not a version of the team.
      if (!changed && team.league?.format !== leagueOf.format) {
        await teams.updateOne({ _id: team._id }, { $set: { league: leagueOf } });
      }
      const updated: TeamRecord | null = changed
        ? await saveTeamChange(ctx, team, {
            fields: {
              lineups: [roster.lineup, ...team.lineups.slice(1)],
              bench: [...roster.bench],
              scoring,
              league: leagueOf,
            },
            change: { action: 'sync', by: input.ownerId },
          })
        : team;
      if (!updated) continue;
      const before = new Map(rosterPlayers(mine).map((player) => [player._id, player.playerName]));
      const after = new Map(rosterPlayers(roster).map((player) => [player._id, player.playerName]));
      const refreshed = {
        name: read.league.name,
        season: read.choice.season,
        teamCount: read.choice.size,
        scoringFormat: leagueScoring.format,
        lastSyncedAt: ctx.clock.now().toISOString(),
      };
      await leagues.updateOne(
        { _id: league._id },
        { $set: { ...refreshed, rosteredPlayerIds: [...read.leagueRostered] } },
      );
      return {
        league: leagueSummaryOf({ ...league, ...refreshed }),
        team: await hydrateTeam(ctx, updated),
        added: [...after].filter(([id]) => !before.has(id)).map(([, name]) => name),
        dropped: [...before].filter(([id]) => !after.has(id)).map(([, name]) => name),
        unmatched: [...read.unmatched],
        notes: [...read.placement.notes, ...notes],
      };
    }
    throw new AppError('CONFLICT', 'This team is being changed by several requests at once; try again');
  });
}
