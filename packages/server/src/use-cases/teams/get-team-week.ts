import {
  type ActualTotal,
  actualTotal,
  bandVerdict,
  betterOptions,
  gameOfTeam,
  gameState,
  getSlot,
  optimalLineup,
  type ProjectionMode,
  projectedPoints,
  rosterPlayers,
  type ScoredGame,
  type StartingSlot,
  startersOf,
  type TeamWeekResponse,
  type WeekGame,
  type WeekPlayer,
  weekOverAt,
} from '@lineup-lab/core';
import { COLLECTIONS } from '../../ports/collections.js';
import { playerOf } from '../../records/player-record.js';
import type { PlayerRef } from '../../records/team-record.js';
import { CALENDAR_READS } from '../../season/season-calendar.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { ROSTER_WEEK_READS, type RosterWeek, readRosterWeek } from './roster-week.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from './team-scoring.js';
import { keptByLocks, weekUnderWay } from './week-kickoffs.js';
import { weekLineupOf } from './week-lineup.js';
import { readWeekScores } from './week-scores.js';

/**
 * Every collection `getTeamWeek` reads (its answers are kept by them: `edge/http/kept-answers.ts`).
 * The history (`team_versions`, a TTL collection) only stands in for a week over before the kept
 * week lineups began; its expiry is what the kept answers' minute covers.
 */
export const TEAM_WEEK_READS = [
  COLLECTIONS.teams,
  COLLECTIONS.teamWeekLineups,
  COLLECTIONS.teamVersions,
  COLLECTIONS.nflWeeklyStats,
  ...ROSTER_WEEK_READS,
  ...CALENDAR_READS,
] as const;

/**
 * `GET /api/teams/:teamName/week/:week`: the caller's team in a week of the season under way, in
 * one answer: every starter and bench player with the projections call's numbers for that week,
 * each slot's better options (core's `betterOptions`), the optimal lineup (core's `optimalLineup`)
 * with its moves and gain, all in `mode`, and the current and optimal totals in every mode. Players
 * whose game of the week under way has kicked off are neither moved nor swapped (the kickoff locks).
 * Each player's `game` (its state at the server's clock on the schedule's games of the week, his
 * actual points in the team's scoring once final, the band verdict) and `locked`; the starters'
 * actual total; a week that is over shows the lineup that stood at its kickoffs (`standing`).
 * Store reads: the team, then the players' catalogue records, predictions and injury records
 * together (one query each): four, whatever the team's size (the season clock and the schedule are
 * kept in memory); once a game of the week is final, one more for the stat lines of its players;
 * for a week that is over whose lineup is not the current one, one for the lineup kept.
 */
export async function getTeamWeek(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; week: number; mode?: ProjectionMode | undefined },
): Promise<TeamWeekResponse> {
  const at = await weekOfSeason(ctx, input.week);
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const now = ctx.clock.now();
  const games = at.season === null ? [] : await ctx.calendar.gamesOf(at.season, at.week);
  // A week that is over shows the lineup that stood at its kickoffs (the locks kept it to the end).
  const { standing, roster } = await weekLineupOf(ctx, team, {
    season: at.season,
    week: at.week,
    overAt: weekOverAt(games),
  });
  const mode = input.mode ?? teamModeOf(team);
  const scoring = scoringSettingsOf(team);
  const gameOf = (player: PlayerRef) => gameOfTeam(player.teamName, games);
  const finalIds = rosterPlayers(roster)
    .filter((player) => gameState(gameOf(player), now, { bye: false }) === 'final')
    .map((player) => player._id);
  const [week, scores] = await Promise.all([
    readRosterWeek(ctx, roster, { at, scoring }),
    // The stat lines of the players whose game is final: one read, only once a game is over.
    at.season === null || finalIds.length === 0
      ? null
      : readWeekScores(ctx, { season: at.season, weeks: [at.week], playerIds: finalIds, scoring }),
  ]);
  const gameIn = (player: PlayerRef): WeekGame =>
    weekGame(gameOf(player), now, week, player, (id) => scores?.pointsOf(at.week, id) ?? 0);
  // Players whose game has kicked off stay where they are: not moved, not swapped (the locks).
  const locked = new Set(keptByLocks(roster, await weekUnderWay(ctx, at.clock), now).map((p) => p.playerId));
  const best = optimalLineup(roster, week.pointsIn(mode), { locked });
  const options = betterOptions(roster, week.weekOf, mode);
  const swappable = (slot: StartingSlot) => !locked.has(getSlot(roster.lineup, slot)?._id ?? '');
  const line = (player: PlayerRef) => ({
    ...weekPlayer(player, week),
    game: gameIn(player),
    locked: locked.has(player._id),
  });
  const nameOf = (player: PlayerRef) => week.record(player).playerName;
  const current = week.totals(roster.lineup);
  return {
    team: {
      teamName: team.teamName,
      version: team.version,
      scoring: teamScoringOf(team),
      mode: teamModeOf(team),
    },
    season: at.season,
    week: at.week,
    predicted: at.predicted,
    mode,
    standing,
    slots: startersOf(roster.lineup).map(({ slot, player }) => ({
      slot,
      player: player ? line(player) : null,
      betterOptions: options[slot]
        .filter((option) => swappable(slot) && !locked.has(option.candidate._id))
        .map((option) => ({
          playerId: option.candidate._id,
          playerName: nameOf(option.candidate),
          points: option.candidatePoints,
          improvement: option.improvement,
        })),
    })),
    bench: roster.bench.map(line),
    optimal: {
      lineup: startersOf(best.lineup).map(({ slot, player }) => ({ slot, playerId: player?._id ?? null })),
      moves: week.named(best.moves),
      gain: best.gain,
    },
    totals: {
      current,
      optimal: week.totals(best.lineup),
      actual:
        standing === 'not-kept'
          ? null
          : startersActual(
              startersOf(roster.lineup).flatMap(({ player }) => (player ? [player] : [])),
              gameIn,
              week,
              current,
            ),
    },
  };
}

/**
 * A player's game of the week: its state at `now`, his actual points in the team's scoring once it
 * is final (0 without a stat line: he did not play) or on a bye, and the band verdict of a final
 * score against his week's projections.
 */
function weekGame(
  game: ScoredGame | undefined,
  now: Date,
  week: RosterWeek,
  player: PlayerRef,
  pointsOf: (playerId: string) => number,
): WeekGame {
  const facts = week.facts(player);
  const state = gameState(game, now, { bye: facts?.isByeWeek ?? false });
  if (state === 'bye') return { state, actual: 0, band: null };
  if (state !== 'final') return { state, actual: null, band: null };
  const actual = pointsOf(player._id);
  return { state, actual, band: facts ? bandVerdict(actual, facts.projections) : null };
}

/** The starters' actual total (`null` before any of their games kicked off). */
function startersActual(
  starters: readonly PlayerRef[],
  gameIn: (player: PlayerRef) => Pick<WeekGame, 'state' | 'actual'>,
  week: RosterWeek,
  projected: { conservative: number; aggressive: number },
): ActualTotal | null {
  const results = starters.map((player) => ({ ...gameIn(player), out: week.weekOf(player)?.out ?? false }));
  const started = results.some(({ state }) => state === 'final' || state === 'in-progress');
  return started ? actualTotal(results, projected) : null;
}

/** One player of the team in the week, as the answer shows him. */
export function weekPlayer(player: PlayerRef, week: RosterWeek): WeekPlayer {
  const facts = week.facts(player);
  const counted = week.weekOf(player);
  const points = (mode: ProjectionMode) => projectedPoints(counted, mode);
  return {
    player: playerOf(week.record(player)),
    projections: facts?.projections ?? { conservative: null, median: null, aggressive: null },
    points: {
      conservative: points('conservative'),
      median: points('median'),
      aggressive: points('aggressive'),
    },
    isByeWeek: facts?.isByeWeek ?? false,
    opponent: facts?.opponent ?? null,
    isHomeGame: facts?.isHomeGame ?? null,
    gameTime: facts?.gameTime ?? null,
    injuryStatus: facts?.injuryStatus ?? null,
    injury: facts?.injury ?? null,
    out: counted?.out ?? false,
    confidence: facts?.confidence ?? null,
    archetype: facts?.archetype ?? null,
    matchupFavorability: facts?.matchupFavorability ?? null,
    defenseRanking: facts?.defenseRanking ?? null,
  };
}
