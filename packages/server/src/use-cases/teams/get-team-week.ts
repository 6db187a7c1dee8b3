import {
  betterOptions,
  getSlot,
  optimalLineup,
  type ProjectionMode,
  projectedPoints,
  rosterOf,
  type StartingSlot,
  startersOf,
  type TeamWeekResponse,
  type WeekPlayer,
} from '@lineup-lab/core';
import { playerOf } from '../../records/player-record.js';
import type { PlayerRef } from '../../records/team-record.js';
import { weekOfSeason } from '../season/season-week.js';
import type { ServiceContext } from '../service-context.js';
import { findTeam } from './find-team.js';
import { type RosterWeek, readRosterWeek } from './roster-week.js';
import { scoringSettingsOf, teamModeOf, teamScoringOf } from './team-scoring.js';
import { keptByLocks, weekUnderWay } from './week-kickoffs.js';

/**
 * `GET /api/teams/:teamName/week/:week`: the caller's team in a week of the season under way, in
 * one answer: every starter and bench player with the projections call's numbers for that week,
 * each slot's better options (core's `betterOptions`), the optimal lineup (core's `optimalLineup`)
 * with its moves and gain, all in `mode`, and the current and optimal totals in every mode. Players
 * whose game of the week under way has kicked off are neither moved nor swapped (the kickoff locks).
 * Store reads: the team, then the players' catalogue records, predictions and injury records
 * together (one query each): four, whatever the team's size (the season clock is kept in memory).
 */
export async function getTeamWeek(
  ctx: ServiceContext,
  input: { ownerId: string; teamName: string; week: number; mode?: ProjectionMode | undefined },
): Promise<TeamWeekResponse> {
  const at = await weekOfSeason(ctx, input.week);
  const team = await findTeam(ctx, input.ownerId, input.teamName);
  const roster = rosterOf(team);
  const mode = input.mode ?? teamModeOf(team);
  const week = await readRosterWeek(ctx, roster, { at, scoring: scoringSettingsOf(team) });
  // Players whose game has kicked off stay where they are: not moved, not swapped (the locks).
  const locked = new Set(
    keptByLocks(roster, await weekUnderWay(ctx, at.clock), ctx.clock.now()).map((p) => p.playerId),
  );
  const best = optimalLineup(roster, week.pointsIn(mode), { locked });
  const options = betterOptions(roster, week.weekOf, mode);
  const swappable = (slot: StartingSlot) => !locked.has(getSlot(roster.lineup, slot)?._id ?? '');
  const line = (player: PlayerRef) => weekPlayer(player, week);
  const nameOf = (player: PlayerRef) => week.record(player).playerName;
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
    totals: { current: week.totals(roster.lineup), optimal: week.totals(best.lineup) },
  };
}

/** One player of the team in the week, as the answer shows him. */
function weekPlayer(player: PlayerRef, week: RosterWeek): WeekPlayer {
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
