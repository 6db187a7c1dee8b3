import {
  type PlayerSearchQuery,
  type PlayerSearchResponse,
  type ProjectionMode,
  projectedPoints,
  rosterOf,
  rosterPlayers,
  type ScoringSettings,
  type SearchFacts,
  type SearchPosition,
  SLOT_ELIGIBILITY,
  type StartingSlot,
} from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Filter } from '../../ports/store.js';
import type { LeagueRecord } from '../../records/league-record.js';
import { type PlayerRecord, playerOf } from '../../records/player-record.js';
import type { TeamRecord } from '../../records/team-record.js';
import { CALENDAR_READS } from '../../season/season-calendar.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from '../teams/find-team.js';
import { scoringSettingsOf, teamModeOf } from '../teams/team-scoring.js';
import { nameContaining } from './name-pattern.js';
import { type PlayerWeekFacts, playerWeekFacts, rankedWeekOf, readWeekRecords } from './player-week.js';

/** Every collection a search reads (its answers are kept by them: `edge/http/kept-answers.ts`). */
export const SEARCH_READS = [
  COLLECTIONS.teams,
  COLLECTIONS.leagues,
  COLLECTIONS.players,
  COLLECTIONS.modelPredictions,
  COLLECTIONS.injuryReports,
  ...CALENDAR_READS,
] as const;

/** The slot whose eligible positions a search position finds (`K` finds `PK` too; FLEX: RB, WR, TE). */
const SLOT_OF: Readonly<Record<SearchPosition, StartingSlot>> = {
  QB: 'QB',
  RB: 'RB1',
  WR: 'WR1',
  TE: 'TE',
  K: 'K',
  'D/ST': 'D/ST',
  FLEX: 'FLEX',
};

/** Said when `available=true` cannot be answered. */
const AVAILABLE_MESSAGES = {
  noTeam: 'available needs teamName: the team whose imported league is searched',
  notImported: (teamName: string) =>
    `'${teamName}' is not imported from a league, so there is no league to be available in`,
  notSynced: (teamName: string) =>
    `The league of '${teamName}' has not been synced since rosters were recorded; sync it first`,
} as const;

/**
 * `GET /api/players/enhanced-search`, in one call. Players whose name contains `q` (any case)
 * and/or who play `position`, each with his facts for the week in the team's mode and scoring
 * (median and the model's scoring without a team); `available` keeps only those on no roster of the
 * team's imported league at its last sync. Order: with `q`, names starting with it, then words
 * starting with it, then the rest, each by points; a browse by points (highest first), then season
 * points and name. `total` counts every match before `limit`.
 * Store reads, however many players match: the team and its league (when asked), the matching
 * catalogue records, then the week's predictions and injury records of those players together;
 * the schedule (byes, the week) comes from the season calendar.
 */
export async function searchPlayers(
  ctx: ServiceContext,
  input: PlayerSearchQuery & { ownerId: string },
): Promise<PlayerSearchResponse> {
  const text = input.q?.trim().toLowerCase();
  const [at, team] = await Promise.all([
    weekOfSeason(ctx, input.week, 'query.week'),
    input.teamName === undefined ? null : findTeam(ctx, input.ownerId, input.teamName),
  ]);
  const rostered = await leagueRostered(ctx, team, input);
  const filter: Filter<PlayerRecord> = {
    ...(text && { playerName: { $regex: nameContaining(text) } }),
    ...(input.position && { position: { $in: [...SLOT_ELIGIBILITY[SLOT_OF[input.position]]] } }),
  };
  const found = (await COLLECTIONS.players.of(ctx.store).find(filter)).filter(
    (player) => !(input.available && rostered?.has(player._id)),
  );
  const mode: ProjectionMode = team ? teamModeOf(team) : 'median';
  const factsOf = await weekFactsOf(ctx, found, {
    at,
    mode,
    scoring: team ? scoringSettingsOf(team) : undefined,
    onTeam: new Set(team ? rosterPlayers(rosterOf(team)).map((player) => player._id) : []),
    rostered,
  });
  const rank = (name: string) => {
    if (!text) return 0;
    const lower = name.toLowerCase();
    return lower.startsWith(text) ? 0 : lower.split(/\s+/).some((word) => word.startsWith(text)) ? 1 : 2;
  };
  const results = found.map((record) => ({ record, facts: factsOf(record) }));
  results.sort(
    (a, b) =>
      rank(a.record.playerName) - rank(b.record.playerName) ||
      (b.facts?.points ?? Number.NEGATIVE_INFINITY) - (a.facts?.points ?? Number.NEGATIVE_INFINITY) ||
      (b.record.points ?? 0) - (a.record.points ?? 0) ||
      a.record.playerName.localeCompare(b.record.playerName, 'en'),
  );
  return {
    players: results.slice(0, input.limit).map(({ record, facts }) => ({ ...playerOf(record), facts })),
    total: results.length,
    week: at.season === null ? null : at.week,
  };
}

/**
 * The players on a roster of the team's imported league at its last sync, when `available` asks
 * for them or the team is imported (`rostered` is then shown); refuses `available` without a team
 * or for a team not imported (400).
 */
async function leagueRostered(
  ctx: ServiceContext,
  team: TeamRecord | null,
  input: Pick<PlayerSearchQuery, 'available' | 'teamName'>,
): Promise<ReadonlySet<string> | null> {
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'query.available', message }] });
  if (!team) {
    if (input.available) throw refuse(AVAILABLE_MESSAGES.noTeam);
    return null;
  }
  const league = await leagueOf(ctx, team);
  if (!league) {
    if (input.available) throw refuse(AVAILABLE_MESSAGES.notImported(team.teamName));
    return null;
  }
  if (!league.rosteredPlayerIds) {
    if (input.available) throw refuse(AVAILABLE_MESSAGES.notSynced(team.teamName));
    return null;
  }
  return new Set(league.rosteredPlayerIds);
}

/** The team's imported league as stored (with the rosters of its last sync), or `null`. */
export function leagueOf(ctx: ServiceContext, team: TeamRecord): Promise<LeagueRecord | null> {
  return team.league
    ? COLLECTIONS.leagues.of(ctx.store).findOne({ _id: team.league.id, ownerId: team.ownerId })
    : Promise.resolve(null);
}

interface FactsFor {
  at: Awaited<ReturnType<typeof weekOfSeason>>;
  mode: ProjectionMode;
  scoring: ScoringSettings | undefined;
  onTeam: ReadonlySet<string>;
  rostered: ReadonlySet<string> | null;
}

/**
 * The week's facts of every player found, read together (the predictions and injury records in
 * one query each); `null` for all before any season (no week to work out).
 */
async function weekFactsOf(
  ctx: ServiceContext,
  players: readonly PlayerRecord[],
  { at, mode, scoring, onTeam, rostered }: FactsFor,
): Promise<(player: PlayerRecord) => SearchFacts | null> {
  const { season } = at;
  if (season === null) return () => null;
  const [records, byes] = await Promise.all([
    readWeekRecords(
      ctx,
      players.map((player) => player._id),
      at,
    ),
    ctx.calendar.byeWeeksOf(season),
  ]);
  return (player) => {
    const facts: PlayerWeekFacts = playerWeekFacts(player, records, scoring);
    const prediction = player.published ? records.predictions.get(player._id) : undefined;
    return {
      week: at.week,
      mode,
      points: projectedPoints(rankedWeekOf(facts), mode),
      projections: facts.projections,
      isByeWeek: facts.isByeWeek,
      byeWeek: byes.get(player.teamName) ?? prediction?.bye_week ?? null,
      opponent: facts.opponent,
      isHomeGame: facts.isHomeGame,
      gameTime: facts.gameTime,
      injuryStatus: facts.injuryStatus,
      matchupFavorability: facts.matchupFavorability,
      defenseRanking: facts.defenseRanking,
      onTeam: onTeam.has(player._id),
      ...(rostered && { rostered: rostered.has(player._id) }),
    };
  };
}
