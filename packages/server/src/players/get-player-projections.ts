import {
  type PlayerProjectionResponse,
  type ProjectionMode,
  projectedPoints,
  willNotPlay,
} from '@lineup-lab/core';
import { AppError } from '../http/app-error.js';
import type { ServiceContext } from '../service-context.js';
import { nameEqualTo } from './name-pattern.js';
import { PLAYERS, type PlayerRecord } from './player-record.js';

/**
 * `GET /api/players/player-projections/:playerName`: the player's projections for a week in a mode.
 * Until the projection engine and the schedule are in (projection engine issue), the numbers are
 * the ones stored on the player record and the matchup fields are `null` (unknown), never invented.
 */
export async function getPlayerProjections(
  ctx: ServiceContext,
  input: { playerName: string; week: number; mode: ProjectionMode },
): Promise<PlayerProjectionResponse> {
  const player = await ctx.store
    .collection<PlayerRecord>(PLAYERS)
    .findOne({ playerName: { $regex: nameEqualTo(input.playerName) } });
  if (!player) throw new AppError('NOT_FOUND', `Player '${input.playerName}' not found`);
  const projections = player.projections ?? { conservative: null, median: null, aggressive: null };
  const status = player.injury?.status ?? null;
  return {
    playerName: player.playerName,
    week: input.week,
    projections,
    mode: input.mode,
    points: projectedPoints({ projections, out: willNotPlay(status) }, input.mode),
    isByeWeek: false,
    opponent: null,
    gameTime: null,
    isHomeGame: null,
    injuryStatus: status,
  };
}
