import { COLLECTIONS, modelCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';
import { seedSchedule, TEST_PLAYERS } from './players.js';

/**
 * TEST DATA for the team week read and Optimize: a 17-week 2025 regular season (one game a week,
 * Sundays from September 7th), the server clock on the Friday before week 6 (weeks 1–5 played), so
 * users plan week 6; the test catalogue published for 2025 and predicted for weeks 6 and 7.
 */
export const WEEK6_FRIDAY = '2025-10-10T12:00:00.000Z';
export const SEASON = 2025;
export const PLAN_WEEK = 6;
export const LAST_WEEK = 17;
const DAY_MS = 86_400_000;

/** The Sunday kickoff of a week of the seeded season. */
function sundayOf(week: number): string {
  return new Date(Date.parse('2025-09-07T17:00:00.000Z') + (week - 1) * 7 * DAY_MS).toISOString();
}

/** Kickoffs vary by player: Sunday 1 pm ET, Sunday 4:25 pm ET or Monday night, as instants. */
function kickoffOf(week: number, index: number): string {
  const sunday = Date.parse(sundayOf(week));
  const offsets = [0, 3.42 * 3_600_000, 31.25 * 3_600_000];
  return new Date(sunday + (offsets[index % 3] ?? 0)).toISOString();
}

/** Who has a bye in which week, and who the model itself reports injured (no report of ours). */
const BYES: Readonly<Record<number, readonly string[]>> = { 6: ['p-jefferson'], 7: ['p-kittle'] };
const MODEL_INJURIES: Readonly<Record<string, ModelPredictionDoc['injury']>> = {
  'p-henry': 'Doubtful',
};

/**
 * A prediction of a test catalogue player for a week: the catalogue's figures moved by a little per
 * week (so the week's numbers are never the catalogue's), 0 counted on a bye.
 */
export function predictionOf(playerId: string, week: number): ModelPredictionDoc {
  const index = TEST_PLAYERS.findIndex((p) => p._id === playerId);
  const player = TEST_PLAYERS[index];
  if (!player?.projections) throw new Error(`No test player ${playerId}`);
  const shift = week === PLAN_WEEK ? 0.5 : -0.3;
  const raw = {
    conservative: round((player.projections.conservative ?? 0) + shift),
    median: round((player.projections.median ?? 0) + shift),
    aggressive: round((player.projections.aggressive ?? 0) + shift),
  };
  const bye = BYES[week]?.includes(playerId) ?? false;
  return {
    _id: `${SEASON}:${week}:${playerId}`,
    player_id: playerId,
    player_name: player.playerName,
    position: player.position,
    team: player.teamName,
    opponent_team: bye ? null : 'NYJ',
    archetype: (['conservative', 'balanced', 'aggressive'] as const)[index % 3] ?? null,
    matchup_favorability: bye
      ? null
      : ((['favorable', 'neutral', 'unfavorable'] as const)[index % 3] ?? null),
    defense_ranking: bye ? null : (index % 32) + 1,
    conservative: bye ? 0 : raw.conservative,
    median: bye ? 0 : raw.median,
    aggressive: bye ? 0 : raw.aggressive,
    confidence: 0.5 + (index % 5) / 10,
    model_used: 'gbm-quantile',
    injury: MODEL_INJURIES[playerId] ?? null,
    week,
    season: SEASON,
    model_id: 'gbm-quantile@test',
    raw,
    is_home: bye ? null : index % 2 === 0,
    kickoff: bye ? null : kickoffOf(week, index),
    bye_week: BYES[6]?.includes(playerId) ? 6 : BYES[7]?.includes(playerId) ? 7 : 10,
    is_bye: bye,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Seeds the season: the schedule (weeks 1–5 scored), the catalogue marked as published for 2025,
 * and the predictions of weeks 6 and 7 for every catalogue player. Call before the first request
 * (the season clock keeps the schedule for a minute).
 */
export async function seedWeekSeason(store: Store): Promise<void> {
  await seedSchedule(
    store,
    Array.from(
      { length: LAST_WEEK },
      (_, i) => [i + 1, sundayOf(i + 1), i + 1 < PLAN_WEEK ? 24 : null] as const,
    ),
  );
  const players = COLLECTIONS.players.of(store);
  const { predictions } = modelCollections(store);
  for (const player of TEST_PLAYERS) {
    await players.updateOne(
      { _id: player._id },
      { $set: { published: { season: SEASON, week: PLAN_WEEK, demo: false } } },
    );
    for (const week of [PLAN_WEEK, PLAN_WEEK + 1])
      await predictions.insertOne(predictionOf(player._id, week));
  }
}
