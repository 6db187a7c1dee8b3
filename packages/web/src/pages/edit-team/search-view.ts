import {
  eligibleSlots,
  formatPoints,
  type PlayerSearchResponse,
  type Position,
  type StartingSlot,
  VALIDATION_MESSAGES,
  willNotPlay,
} from '@lineup-lab/core';
import { FAVORABILITY_LABELS } from './game-day-view.js';
import type { SearchPosition } from './queries.js';

/** One search result: the player and his week's facts (`null` from a server that sends none). */
export type SearchResult = PlayerSearchResponse['players'][number];
type Facts = NonNullable<SearchResult['facts']>;

/** The position select's choices: All (value '') and the positions the search browses. */
export const POSITION_CHOICES: readonly { readonly value: SearchPosition | ''; readonly label: string }[] = [
  { value: '', label: 'All' },
  ...(['QB', 'RB', 'WR', 'TE', 'K', 'D/ST', 'FLEX'] as const).map((value) => ({ value, label: value })),
];

/** The position a starting slot is filled from: RB1 → RB, FLEX → FLEX, D/ST → D/ST. */
export function positionOfSlot(slot: StartingSlot): SearchPosition {
  if (slot === 'FLEX') return 'FLEX';
  return slot.replace(/\d$/, '') as SearchPosition;
}

/** The count line: 'Showing 20 of 143' when the answer holds fewer than matched, else '143 players'. */
function searchCountText(shown: number, total: number): string {
  if (shown < total) return `Showing ${shown} of ${total}`;
  return `${total} ${total === 1 ? 'player' : 'players'}`;
}

/** What the search's status line says: the hint, searching, a failure, nothing found, or the count. */
export function searchStatusText({
  searching,
  waiting,
  failure,
  shown,
  total,
  text,
}: {
  /** There is something to search: 2 characters or a position. */
  searching: boolean;
  /** An answer for what is typed is on its way. */
  waiting: boolean;
  failure: string | null;
  shown: number;
  total: number;
  text: string;
}): string {
  if (!searching) return VALIDATION_MESSAGES.searchTooShort;
  if (failure) return failure;
  if (waiting && shown === 0) return 'Searching…';
  if (shown === 0) return text.trim() === '' ? 'No players found.' : `No players match “${text.trim()}”.`;
  return `${searchCountText(shown, total)}${waiting ? ' (updating…)' : ''}`;
}

/** His game this week: 'vs NYJ' at home, '@ NYJ' away, 'Bye', or `null` when not known. */
export function searchGameText(facts: Facts | null): string | null {
  if (!facts) return null;
  if (facts.isByeWeek) return 'Bye';
  if (!facts.opponent) return null;
  if (facts.isHomeGame === null) return facts.opponent;
  return `${facts.isHomeGame ? 'vs' : '@'} ${facts.opponent}`;
}

/** The week's projection in the team's mode and scoring: '12.3 pts' ('N/A pts' without a number). */
export function searchPointsText(facts: Facts | null): string | null {
  return facts ? `${formatPoints(facts.points)} pts` : null;
}

/** The matchup label in the editor's words: favourable, neutral or tough (`null`: not known). */
export function searchMatchupText(facts: Facts | null): string | null {
  return facts?.matchupFavorability ? FAVORABILITY_LABELS[facts.matchupFavorability] : null;
}

/** Whether the designation means he will not play (the chip is then the strong one). */
export const injuryIsOut = (status: string | null): boolean => willNotPlay(status);

/**
 * Whether the player can be added: not on the team, and there is a place for him (an empty
 * starting slot he is eligible for, or room on the bench).
 */
export function canAdd(
  position: Position,
  { openSlots, benchFull }: { openSlots: readonly StartingSlot[]; benchFull: boolean },
): boolean {
  return !benchFull || eligibleSlots(position).some((slot) => openSlots.includes(slot));
}
