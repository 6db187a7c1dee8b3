/**
 * TEST DATA, not real projections: a 17-week 2025 regular season (one game a week, Sundays from
 * September 7th; week 6 the catalogue players' games), a small catalogue of eleven players, and the model's predictions of week 6 for
 * each. With the server's clock on the Friday before week 6 (weeks 1–5 played), users plan week 6.
 * Kickoffs are Sunday 12:00 CT, Sunday 3:25 PM CT and Monday night.
 */

import type { LineupLabClient } from '@lineup-lab/sdk';
import type { PlayerRecord, Store } from '@lineup-lab/server';
import { COLLECTIONS } from '@lineup-lab/server';

export const WEEK6_FRIDAY = '2025-10-10T12:00:00.000Z';
export const SEASON = 2025;
export const PLAN_WEEK = 6;
const LAST_WEEK = 17;
const DAY_MS = 86_400_000;

/** The Sunday 12:00 CT kickoff of a week of the seeded season (the schedule's one game). */
export function sundayOf(week: number): string {
  return new Date(Date.parse('2025-09-07T17:00:00.000Z') + (week - 1) * 7 * DAY_MS).toISOString();
}

/** A player of the catalogue, with his week-6 game: opponent, home or away, kickoff (null: a bye). */
interface TestPlayer {
  record: PlayerRecord;
  game: { opponent: string; home: boolean; kickoff: string } | null;
  figures: [conservative: number, median: number, aggressive: number];
}

export const SUNDAY_NOON_CT = '2025-10-12T17:00:00.000Z';
export const SUNDAY_LATE_CT = '2025-10-12T20:25:00.000Z';
export const MONDAY_NIGHT_CT = '2025-10-14T00:15:00.000Z';

function player(
  _id: string,
  playerName: string,
  teamName: string,
  position: PlayerRecord['position'],
  figures: TestPlayer['figures'],
  game: TestPlayer['game'],
  injury?: PlayerRecord['injury'],
): TestPlayer {
  const record: PlayerRecord = {
    _id,
    playerName,
    teamName,
    position,
    projections: { conservative: figures[0], median: figures[1], aggressive: figures[2] },
    points: 200,
    ...(injury && { injury, injuryUpdatedAt: '2025-10-09T15:30:00.000Z' }),
  };
  return { record, game, figures };
}

/**
 * The catalogue: a starter for each slot of the team below, and a bench with a better running back
 * (Derrick Henry, a better option at RB2 and FLEX), a quarterback, and a tight end ruled Out.
 */
export const PLAYERS = {
  allen: player('p-allen', 'Josh Allen', 'BUF', 'QB', [19, 23.8, 29.5], {
    opponent: 'KC',
    home: false,
    kickoff: SUNDAY_LATE_CT,
  }),
  barkley: player('p-barkley', 'Saquon Barkley', 'PHI', 'RB', [15.2, 19.7, 25.3], {
    opponent: 'NYG',
    home: true,
    kickoff: SUNDAY_NOON_CT,
  }),
  hall: player('p-hall', 'Breece Hall', 'NYJ', 'RB', [8.1, 11.4, 15.2], {
    opponent: 'DEN',
    home: false,
    kickoff: SUNDAY_NOON_CT,
  }),
  chase: player('p-chase', "Ja'Marr Chase", 'CIN', 'WR', [14.6, 19.3, 25], {
    opponent: 'GB',
    home: false,
    kickoff: SUNDAY_LATE_CT,
  }),
  jefferson: player('p-jefferson', 'Justin Jefferson', 'MIN', 'WR', [13.8, 18.1, 23.6], null),
  kelce: player(
    'p-kelce',
    'Travis Kelce',
    'KC',
    'TE',
    [8.9, 11.8, 15.2],
    { opponent: 'BUF', home: true, kickoff: SUNDAY_LATE_CT },
    { status: 'Questionable', bodyPart: 'Knee', description: 'Limited in practice', practice: 'Limited' },
  ),
  lamb: player('p-lamb', 'CeeDee Lamb', 'DAL', 'WR', [13.1, 17.4, 22.9], {
    opponent: 'CAR',
    home: false,
    kickoff: SUNDAY_NOON_CT,
  }),
  dst: player('p-sf-dst', '49ers D/ST', 'SF', 'D/ST', [4.1, 7.2, 11], {
    opponent: 'TB',
    home: true,
    kickoff: MONDAY_NIGHT_CT,
  }),
  butker: player('p-butker', 'Harrison Butker', 'KC', 'K', [6.8, 8.7, 11.2], {
    opponent: 'BUF',
    home: true,
    kickoff: SUNDAY_LATE_CT,
  }),
  henry: player('p-henry', 'Derrick Henry', 'BAL', 'RB', [13.9, 18.2, 23.1], {
    opponent: 'LAR',
    home: true,
    kickoff: SUNDAY_NOON_CT,
  }),
  andrews: player(
    'p-andrews',
    'Mark Andrews',
    'BAL',
    'TE',
    [7.6, 10.4, 14.1],
    { opponent: 'LAR', home: true, kickoff: SUNDAY_NOON_CT },
    { status: 'Out', bodyPart: 'Ankle', description: 'Did not practice all week', practice: 'DNP' },
  ),
} as const;

/** The starters in the order `move-to-slot` places them, and the bench. */
export const STARTERS = [
  ['p-allen', 'quarterback'],
  ['p-barkley', 'runningBacks', 0],
  ['p-hall', 'runningBacks', 1],
  ['p-chase', 'wideReceivers', 0],
  ['p-jefferson', 'wideReceivers', 1],
  ['p-kelce', 'tightEnd'],
  ['p-lamb', 'flex'],
  ['p-sf-dst', 'defenseST'],
  ['p-butker', 'kicker'],
] as const;
export const BENCH = ['p-henry', 'p-andrews'] as const;

/** Week 6's games, as the players' own say them: the schedule and the predictions agree. */
function weekSixGames(): Array<{ homeTeam: string; awayTeam: string; kickoff: string }> {
  const games = new Map<string, { homeTeam: string; awayTeam: string; kickoff: string }>();
  for (const { record, game } of Object.values(PLAYERS)) {
    if (!game) continue;
    const [homeTeam, awayTeam] = game.home
      ? [record.teamName, game.opponent]
      : [game.opponent, record.teamName];
    games.set(`${awayTeam}_${homeTeam}`, { homeTeam, awayTeam, kickoff: game.kickoff });
  }
  return [...games.values()];
}

/**
 * Seeds the schedule (weeks 1–5 scored; week 6 the catalogue players' games, every other week one
 * Sunday game), the catalogue published for week 6, and week 6's predictions.
 */
export async function seedWeekSeason(store: Store): Promise<void> {
  const games = COLLECTIONS.nflGames.of(store);
  for (let week = 1; week <= LAST_WEEK; week += 1) {
    const score = week < PLAN_WEEK ? 24 : null;
    const ofWeek =
      week === PLAN_WEEK ? weekSixGames() : [{ homeTeam: 'KC', awayTeam: 'BUF', kickoff: sundayOf(week) }];
    for (const { homeTeam, awayTeam, kickoff } of ofWeek) {
      await games.insertOne({
        _id: `2025_${week}_${awayTeam}_${homeTeam}`,
        season: SEASON,
        week,
        gameType: 'REG',
        kickoff,
        homeTeam,
        awayTeam,
        spreadLine: null,
        totalLine: null,
        homeScore: score,
        awayScore: score,
      });
    }
  }
  const players = COLLECTIONS.players.of(store);
  const predictions = COLLECTIONS.modelPredictions.of(store);
  for (const { record, game, figures } of Object.values(PLAYERS)) {
    await players.insertOne({ ...record, published: { season: SEASON, week: PLAN_WEEK, demo: false } });
    const [conservative, median, aggressive] = figures;
    const bye = game === null;
    await predictions.insertOne({
      _id: `${SEASON}:${PLAN_WEEK}:${record._id}`,
      player_id: record._id,
      player_name: record.playerName,
      position: record.position,
      team: record.teamName,
      opponent_team: game?.opponent ?? null,
      archetype: 'balanced',
      matchup_favorability: bye ? null : 'neutral',
      defense_ranking: bye ? null : 16,
      conservative: bye ? 0 : conservative,
      median: bye ? 0 : median,
      aggressive: bye ? 0 : aggressive,
      confidence: 0.7,
      model_used: 'gbm-quantile',
      injury: null,
      week: PLAN_WEEK,
      season: SEASON,
      model_id: 'gbm-quantile@test',
      raw: { conservative, median, aggressive },
      is_home: game?.home ?? null,
      kickoff: game?.kickoff ?? null,
      bye_week: bye ? PLAN_WEEK : 10,
      is_bye: bye,
    });
  }
}

/** The starters and bench a team is filled with (`fillTeam`): a slot for a player, by its wire key. */
type MoveToSlot = Parameters<LineupLabClient['lineups']['moveToSlot']>[0];
export type Starter = readonly [
  playerId: string,
  positionType: MoveToSlot['positionType'],
  index?: MoveToSlot['index'],
];

/** Fills a team through the SDK as a user would: each starter added and moved to its slot, then the bench. */
export async function fillTeam(
  client: LineupLabClient,
  teamName: string,
  roster: { starters: readonly Starter[]; bench: readonly string[] } = { starters: STARTERS, bench: BENCH },
): Promise<void> {
  for (const [playerId, positionType, index] of roster.starters) {
    await client.lineups.addPlayer({ teamName, playerId });
    await client.lineups.moveToSlot({
      teamName,
      playerId,
      positionType,
      ...(index !== undefined && { index }),
    });
  }
  for (const playerId of roster.bench) await client.lineups.addPlayer({ teamName, playerId });
}
