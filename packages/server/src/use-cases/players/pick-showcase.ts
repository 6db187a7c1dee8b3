import {
  type Archetype,
  formatPoints,
  type Matchup,
  type ShowcasePlayer,
  type ShowcaseResponse,
  SLOT_ELIGIBILITY,
  STARTING_SLOTS,
  willNotPlay,
} from '@lineup-lab/core';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';

/** The landing page's cards, in the order it shows them. */
const SHOWCASE_ARCHETYPES = [
  'conservative',
  'balanced',
  'aggressive',
] as const satisfies readonly Archetype[];

/** Players per card (the contract's most). */
export const SHOWCASE_SIZE = 4;

/** The league the "likely starters" are counted for: twelve teams of our nine starting slots. */
const SHOWCASE_LEAGUE_TEAMS = 12;

/** What each card's ranking is, as the page says it. */
export const SHOWCASE_RANKING: Readonly<Record<Archetype, string>> = {
  conservative: `The narrowest floor-to-ceiling range for their median among this week's likely starters (a ${SHOWCASE_LEAGUE_TEAMS}-team league's).`,
  balanced: `A floor-to-ceiling range for their median closest to the typical likely starter's this week (a ${SHOWCASE_LEAGUE_TEAMS}-team league's).`,
  aggressive: `The widest floor-to-ceiling range for their median among this week's likely starters (a ${SHOWCASE_LEAGUE_TEAMS}-team league's): boom or bust.`,
};

/** What picking needs of a week's prediction; `injury` is the status that counts (the admin's report first). */
export type ShowcasePrediction = Pick<
  ModelPredictionDoc,
  | 'player_id'
  | 'player_name'
  | 'position'
  | 'team'
  | 'opponent_team'
  | 'matchup_favorability'
  | 'conservative'
  | 'median'
  | 'aggressive'
  | 'injury'
  | 'is_bye'
>;

/** A card as the contract has it. */
export type ShowcaseCard = ShowcaseResponse['cards'][number];

/** A player who plays this week with all three numbers, and how wide the band is for the median. */
export type Ranked = ShowcasePrediction & {
  conservative: number;
  median: number;
  aggressive: number;
  /** (ceiling − floor) / median: 0.5 is a band half the median wide. */
  spread: number;
};

/** The prediction with its band's width for the median; `null` for a player who does not play or has no numbers. */
export function bandOf(prediction: ShowcasePrediction): Ranked | null {
  const { conservative, median, aggressive } = prediction;
  if (prediction.is_bye || willNotPlay(prediction.injury)) return null;
  if (conservative === null || median === null || aggressive === null || median <= 0) return null;
  return { ...prediction, conservative, median, aggressive, spread: (aggressive - conservative) / median };
}

const byMedian = (a: Ranked, b: Ranked) =>
  b.median - a.median ||
  a.player_name.localeCompare(b.player_name, 'en') ||
  a.player_id.localeCompare(b.player_id);

/**
 * The players a fantasy manager would start this week: the best medians that fill every starting
 * slot of a twelve-team league — the single-position slots first (12 QB, 24 RB, 24 WR, 12 TE, 12 K,
 * 12 D/ST), then the FLEX slots from who is left. Fewer when the week has fewer players.
 */
export function likelyStarters(players: readonly Ranked[]): Ranked[] {
  const pool = [...players].sort(byMedian);
  const chosen = new Set<Ranked>();
  const slots = [...STARTING_SLOTS].sort((a, b) => SLOT_ELIGIBILITY[a].length - SLOT_ELIGIBILITY[b].length);
  for (const slot of slots) {
    const eligible: readonly string[] = SLOT_ELIGIBILITY[slot];
    let filled = 0;
    for (const player of pool) {
      if (filled === SHOWCASE_LEAGUE_TEAMS) break;
      if (chosen.has(player) || !eligible.includes(player.position)) continue;
      chosen.add(player);
      filled += 1;
    }
  }
  return pool.filter((player) => chosen.has(player));
}

/**
 * Up to four players from `ranked` (best first), taking each NFL team once and, while it can, each
 * position once; when that leaves the card short, a position may repeat, then a team.
 */
function pickVaried(ranked: readonly Ranked[]): Ranked[] {
  const picked: Ranked[] = [];
  const passes: Array<(p: Ranked) => boolean> = [
    (p) => !picked.some((q) => q.team === p.team || q.position === p.position),
    (p) => !picked.some((q) => q.team === p.team),
    () => true,
  ];
  for (const fits of passes) {
    for (const player of ranked) {
      if (picked.length === SHOWCASE_SIZE) break;
      if (!picked.includes(player) && fits(player)) picked.push(player);
    }
  }
  return picked.sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b));
}

/** The middle value of `values` (sorted copies; the lower middle of an even count). */
function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/**
 * Why a player shows on a card, in one short sentence from the numbers: the band (floor–ceiling)
 * and how wide it is for the median; and the matchup when it is favourable or tough.
 * @example showcaseReason('conservative', { conservative: 11.2, median: 14.1, aggressive: 16.8 }) // 'Floor 11.2, ceiling 16.8: a range 40% of the 14.1 median'
 */
export function showcaseReason(
  archetype: Archetype,
  projections: { conservative: number; median: number; aggressive: number },
  matchup?: { favorability: Matchup | null; opponent: string | null },
): string {
  const { conservative, median, aggressive } = projections;
  const spread = percent((aggressive - conservative) / median);
  const range =
    archetype === 'aggressive'
      ? `Ceiling ${formatPoints(aggressive)} vs floor ${formatPoints(conservative)}: a range ${spread} of the ${formatPoints(median)} median`
      : `Floor ${formatPoints(conservative)}, ceiling ${formatPoints(aggressive)}: a range ${spread} of the ${formatPoints(median)} median`;
  if (!matchup?.opponent) return range;
  if (matchup.favorability === 'favorable') return `${range}; favorable matchup vs ${matchup.opponent}`;
  if (matchup.favorability === 'unfavorable') return `${range}; tough matchup vs ${matchup.opponent}`;
  return range;
}

function showcasePlayer(player: Ranked, archetype: Archetype): ShowcasePlayer {
  const projections = {
    conservative: player.conservative,
    median: player.median,
    aggressive: player.aggressive,
  };
  return {
    playerName: player.player_name,
    position: player.position,
    teamName: player.team,
    projections,
    reason: showcaseReason(archetype, projections, {
      favorability: player.matchup_favorability,
      opponent: player.opponent_team,
    }),
  };
}

/**
 * The landing page's three cards from one week's predictions. Each shows the four players who best
 * represent it among the week's likely starters (`likelyStarters`), ranked by how wide their
 * floor-to-ceiling band is for their median: conservative the narrowest, aggressive the widest,
 * balanced the closest to the middle starter's; no player on two cards, teams and positions varied.
 * So the cards are full whenever at least twelve starters are predicted, whatever labels the model
 * gave. Pure: the same predictions give the same cards. Also the ids picked, to look them up.
 */
export function pickShowcase(predictions: readonly ShowcasePrediction[]): {
  cards: ShowcaseCard[];
  playerIds: string[];
} {
  const starters = likelyStarters(predictions.map(bandOf).filter((p): p is Ranked => p !== null));
  const typical = middle(starters.map((p) => p.spread));
  const conservative = pickVaried([...starters].sort((a, b) => a.spread - b.spread || byMedian(a, b)));
  const aggressive = pickVaried(
    starters.filter((p) => !conservative.includes(p)).sort((a, b) => b.spread - a.spread || byMedian(a, b)),
  );
  const balanced = pickVaried(
    starters
      .filter((p) => !conservative.includes(p) && !aggressive.includes(p))
      .sort((a, b) => Math.abs(a.spread - typical) - Math.abs(b.spread - typical) || byMedian(a, b)),
  );
  const picked: Record<Archetype, Ranked[]> = { conservative, balanced, aggressive };
  return {
    cards: SHOWCASE_ARCHETYPES.map((archetype) => ({
      archetype,
      ranking: SHOWCASE_RANKING[archetype],
      players: picked[archetype].map((player) => showcasePlayer(player, archetype)),
    })),
    playerIds: SHOWCASE_ARCHETYPES.flatMap((archetype) => picked[archetype].map((p) => p.player_id)),
  };
}

/** The three cards without players: no week has predictions. */
export function emptyShowcaseCards(): ShowcaseCard[] {
  return SHOWCASE_ARCHETYPES.map((archetype) => ({
    archetype,
    ranking: SHOWCASE_RANKING[archetype],
    players: [],
  }));
}
