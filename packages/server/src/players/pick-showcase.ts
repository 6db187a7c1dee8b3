import {
  type Archetype,
  type Matchup,
  type Projections,
  type ShowcasePlayer,
  type ShowcaseResponse,
  willNotPlay,
} from '@lineup-lab/core';
import type { ModelPredictionDoc } from '../model/model-collections.js';

/** The landing page's cards, in the order it shows them. */
export const SHOWCASE_ARCHETYPES = [
  'conservative',
  'balanced',
  'aggressive',
] as const satisfies readonly Archetype[];

/** Players per card (the contract's most). */
export const SHOWCASE_SIZE = 4;

/** What picking needs of a week's prediction; `injury` is the status that counts (the admin's report first). */
export type ShowcasePrediction = Pick<
  ModelPredictionDoc,
  | 'player_id'
  | 'player_name'
  | 'position'
  | 'team'
  | 'opponent_team'
  | 'archetype'
  | 'matchup_favorability'
  | 'conservative'
  | 'median'
  | 'aggressive'
  | 'injury'
  | 'is_bye'
>;

/** A card as the contract has it. */
export type ShowcaseCard = ShowcaseResponse['cards'][number];

type Projected = ShowcasePrediction & { conservative: number; median: number; aggressive: number };

function playable(prediction: ShowcasePrediction, archetype: Archetype): prediction is Projected {
  return (
    prediction.archetype === archetype &&
    !prediction.is_bye &&
    !willNotPlay(prediction.injury) &&
    prediction.conservative !== null &&
    prediction.aggressive !== null &&
    prediction.median !== null &&
    prediction.median > 0
  );
}

const byMedian = (a: Projected, b: Projected) =>
  b.median - a.median ||
  a.player_name.localeCompare(b.player_name, 'en') ||
  a.player_id.localeCompare(b.player_id);

/**
 * The (up to) four players of one card, highest median first: among the week's players of that
 * archetype who play (no bye, not ruled out, all three numbers), the best medians, taking each NFL
 * team once and, while it can, each position once; when that leaves the card short, a position
 * may repeat, then a team.
 */
function pickCard(predictions: readonly ShowcasePrediction[], archetype: Archetype): Projected[] {
  const ranked = predictions.filter((p) => playable(p, archetype)).sort(byMedian);
  const picked: Projected[] = [];
  const passes: Array<(p: Projected) => boolean> = [
    (p) => !picked.some((q) => q.team === p.team || q.position === p.position),
    (p) => !picked.some((q) => q.team === p.team),
    () => true,
  ];
  for (const fits of passes) {
    for (const prediction of ranked) {
      if (picked.length === SHOWCASE_SIZE) break;
      if (!picked.includes(prediction) && fits(prediction)) picked.push(prediction);
    }
  }
  return picked.sort(byMedian);
}

const points = (value: number) => value.toFixed(1);

/**
 * Why a player shows on a card, in one short sentence from the numbers: the band (P10–P90) for a
 * conservative player, the ceiling against the floor for an aggressive one, the median for a
 * balanced one; and the matchup when it is favourable or tough.
 * @example showcaseReason('conservative', { conservative: 11.2, median: 14.1, aggressive: 16.8 }) // 'Narrow range: 11.2–16.8 points, median 14.1'
 */
export function showcaseReason(
  archetype: Archetype,
  projections: { conservative: number; median: number; aggressive: number },
  matchup?: { favorability: Matchup | null; opponent: string | null },
): string {
  const { conservative, median, aggressive } = projections;
  const range =
    archetype === 'conservative'
      ? `Narrow range: ${points(conservative)}–${points(aggressive)} points, median ${points(median)}`
      : archetype === 'aggressive'
        ? `Boom-or-bust: ceiling ${points(aggressive)} vs floor ${points(conservative)}`
        : `Balanced range around a ${points(median)}-point median`;
  if (!matchup?.opponent) return range;
  if (matchup.favorability === 'favorable') return `${range}; favorable matchup vs ${matchup.opponent}`;
  if (matchup.favorability === 'unfavorable') return `${range}; tough matchup vs ${matchup.opponent}`;
  return range;
}

function showcasePlayer(prediction: Projected, archetype: Archetype): ShowcasePlayer {
  const projections = {
    conservative: prediction.conservative,
    median: prediction.median,
    aggressive: prediction.aggressive,
  } satisfies Projections;
  return {
    playerName: prediction.player_name,
    position: prediction.position,
    teamName: prediction.team,
    projections,
    reason: showcaseReason(archetype, projections, {
      favorability: prediction.matchup_favorability,
      opponent: prediction.opponent_team,
    }),
  };
}

/**
 * The landing page's three cards (conservative, balanced, aggressive) from one week's predictions:
 * up to four players each, picked by `pickCard`'s rule, each with its reason. Pure: the same
 * predictions give the same cards. Also the ids picked, so the caller can look them up.
 */
export function pickShowcase(predictions: readonly ShowcasePrediction[]): {
  cards: ShowcaseCard[];
  playerIds: string[];
} {
  const picked = SHOWCASE_ARCHETYPES.map((archetype) => ({
    archetype,
    players: pickCard(predictions, archetype),
  }));
  return {
    cards: picked.map(({ archetype, players }) => ({
      archetype,
      players: players.map((p) => showcasePlayer(p, archetype)),
    })),
    playerIds: picked.flatMap(({ players }) => players.map((p) => p.player_id)),
  };
}

/** The three cards without players: no week has predictions. */
export function emptyShowcaseCards(): ShowcaseCard[] {
  return SHOWCASE_ARCHETYPES.map((archetype) => ({ archetype, players: [] }));
}
