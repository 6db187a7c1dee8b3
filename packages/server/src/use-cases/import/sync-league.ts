import {
  getSlot,
  isEligible,
  type LeagueSyncResponse,
  placeScenario,
  type Roster,
  replaceLineup,
  rosterOf,
  rosterPlayers,
  type ScenarioLoadNote,
  STARTING_SLOTS,
  type StartingSlot,
  setSlot,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { leagueSummaryOf } from '../../records/league-record.js';
import type { PlayerRef, TeamRecord } from '../../records/team-record.js';
import { hydrateTeam } from '../teams/hydrate-team.js';
import { saveTeamChange } from '../teams/save-team-change.js';
import { type ImportContext, sleeperCall } from './import-context.js';
import { readSleeperRoster } from './read-sleeper-roster.js';

/** How often a sync is tried against parallel lineup changes before giving up (as `changeLineup`). */
const ATTEMPTS = 50;

/** A sync's note for a player not placed where the user had him. */
function syncNote(note: ScenarioLoadNote): string[] {
  const where = note.placedAt === 'BENCH' ? 'placed on the bench' : `placed at ${note.placedAt}`;
  if (note.reason === 'newOnTeam') return [`${note.playerName} joined your roster in Sleeper; ${where}.`];
  if (note.reason === 'positionChanged') return [note.message];
  return []; // Dropped players are listed in `dropped`.
}

/**
 * The roster the sync makes: the user's lineup choices kept where still valid (core's
 * `placeScenario`, with the team as the user left it as the "saved" lineup and the league's roster
 * as the team): players gone are taken out, players new go to the bench, then each new player on
 * the bench into a starting slot left empty that he fits (the back who came in a trade takes the
 * traded one's place). When they cannot all be placed (a full bench), the league's own placement
 * is used, said in a note.
 */
function keepChoices(
  league: Roster<PlayerRef>,
  mine: Roster<PlayerRef>,
): { roster: Roster<PlayerRef>; notes: string[] } {
  const kept = placeScenario(league, mine);
  const placed = kept.ok ? replaceLineup(league, kept.value.placement) : undefined;
  if (!kept.ok || !placed?.ok) {
    return {
      roster: league,
      notes: ["Your lineup could not be kept (the new players do not fit): the league's lineup is used."],
    };
  }
  const newcomers = new Set(
    kept.value.notes.filter((note) => note.reason === 'newOnTeam').map((note) => note.playerId),
  );
  let { lineup, bench } = placed.value;
  const moved = new Map<string, StartingSlot>();
  for (const player of bench) {
    if (!newcomers.has(player._id)) continue;
    const slot = STARTING_SLOTS.find((free) => !getSlot(lineup, free) && isEligible(player.position, free));
    if (!slot) continue;
    lineup = setSlot(lineup, slot, player);
    moved.set(player._id, slot);
  }
  bench = bench.filter((player) => !moved.has(player._id));
  const notes = kept.value.notes.flatMap((note) =>
    syncNote({ ...note, placedAt: moved.get(note.playerId) ?? note.placedAt }),
  );
  return { roster: { lineup, bench }, notes };
}

const sameRoster = (a: Roster<PlayerRef>, b: Roster<PlayerRef>) =>
  JSON.stringify([a.lineup, a.bench]) === JSON.stringify([b.lineup, b.bench]);

/**
 * `POST /api/import/leagues/:id/sync`: reads the league's roster again and brings the team in line
 * with it: added players in, dropped players out, the user's lineup choices kept where still
 * valid, the league's name and scoring refreshed (a scoring the user chose for the team is kept). One write under the team's optimistic
 * concurrency (`saveTeamChange`, which keeps the version it replaced) (re-applied when a parallel edit wins; none when nothing changed), then the league's
 * `lastSyncedAt`. Another user's league, or a league whose team is gone, is 404.
 */
export async function syncLeague(
  ctx: ImportContext,
  input: { ownerId: string; id: string },
): Promise<LeagueSyncResponse> {
  const leagues = COLLECTIONS.leagues.of(ctx.store);
  const league = await leagues.findOne({ _id: input.id, ownerId: input.ownerId });
  if (!league) throw new AppError('NOT_FOUND', 'League not found');
  return sleeperCall(ctx, input.ownerId, async () => {
    const read = await readSleeperRoster(ctx, {
      ownerId: input.ownerId,
      leagueId: league.providerLeagueId,
      rosterId: league.rosterId,
    });
    const teams = COLLECTIONS.teams.of(ctx.store);
    const leagueScoring = { format: read.scoring.format, settings: read.scoring.settings };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const team = await teams.findOne({ _id: league.teamId, ownerId: input.ownerId });
      if (!team) throw new AppError('NOT_FOUND', 'The team of this league no longer exists');
      const mine = rosterOf(team);
      const { roster, notes } = keepChoices(read.placement.roster, mine);
      // A scoring the user chose for the team stays; else the league's own comes with every sync.
      const scoring = team.scoring?.chosen ? team.scoring : leagueScoring;
      const leagueOf = { id: league._id, name: read.league.name, format: read.scoring.format };
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
        scoringFormat: read.scoring.format,
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
