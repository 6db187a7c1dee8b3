import { BENCH_MAX } from '../constants.js';
import { type Position, type RosterPlace, SLOT_ELIGIBILITY, type StartingSlot } from '../positions.js';

/** The messages lineup refusals carry; the server sends them as they are. */
export const LINEUP_MESSAGES = {
  notOnTeam: (playerId: string) => `Player ${playerId} is not on this team`,
  alreadyOnTeam: (playerId: string) => `Player ${playerId} is already on this team`,
  benchFull: () => `The bench is full (${BENCH_MAX} players). Move or drop a bench player first.`,
  ineligible: (position: Position, slot: StartingSlot) =>
    `A ${position} cannot play ${slot}: ${slot} accepts ${SLOT_ELIGIBILITY[slot].join(', ')}`,
  notAt: (playerId: string, place: RosterPlace, actual: RosterPlace) =>
    `Player ${playerId} is not at ${place} (found at ${actual}); reload the team and try again`,
  notOnBench: (playerId: string) =>
    `Only bench players can be dropped; move player ${playerId} to the bench first`,
  notStarter: (playerId: string) => `Player ${playerId} is not in the starting lineup`,
  benchOver: (count: number) => `The bench holds at most ${BENCH_MAX} players, not ${count}`,
  placedTwice: (playerId: string) => `Player ${playerId} is placed twice; a player stands in one place only`,
  leftOut: (playerId: string) =>
    `Player ${playerId} is on the team but neither in the lineup nor on the bench; reload the team and try again`,
} as const;
