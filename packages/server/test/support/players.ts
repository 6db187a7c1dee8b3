import type { InjuryReport, Position, Projections } from '@lineup-lab/core';
import { COLLECTIONS, nflCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { PlayerRecord } from '../../src/records/player-record.js';

/** When the fixture's injury reports were last changed. */
export const INJURY_UPDATED_AT = '2025-10-01T15:30:00.000Z';

function player(
  _id: string,
  playerName: string,
  teamName: string,
  position: Position,
  projections: [conservative: number, median: number, aggressive: number],
  points: number,
  injury?: InjuryReport,
): PlayerRecord {
  const [conservative, median, aggressive] = projections;
  const record: PlayerRecord = {
    _id,
    playerName,
    teamName,
    position,
    projections: { conservative, median, aggressive } satisfies Projections,
    points,
  };
  return injury ? { ...record, injury, injuryUpdatedAt: INJURY_UPDATED_AT } : record;
}

/**
 * TEST DATA, not real projections: a small catalogue of 24 players for the integration tests,
 * every position covered (QB, RB, WR, TE, K, D/ST), with NFL names and teams so failures read
 * naturally. The numbers (projections and season points) are made up for the tests. Three players
 * carry injury reports: Christian McCaffrey (IR) and Mark Andrews (Out) will not play, Tyreek Hill
 * (Questionable) is expected to.
 *
 * Search fixtures worth knowing: "ja" is a prefix of Ja'Marr Chase, Jalen Hurts and Jake Elliott,
 * starts a later word in Lamar Jackson, and sits inside Bijan Robinson.
 */
export const TEST_PLAYERS: readonly PlayerRecord[] = [
  // Quarterbacks
  player('p-mahomes', 'Patrick Mahomes', 'KC', 'QB', [18.2, 22.4, 27.1], 361.2),
  player('p-allen', 'Josh Allen', 'BUF', 'QB', [19.0, 23.8, 29.5], 385.4),
  player('p-hurts', 'Jalen Hurts', 'PHI', 'QB', [17.5, 21.9, 26.8], 352.7),
  player('p-lamar', 'Lamar Jackson', 'BAL', 'QB', [19.4, 24.1, 30.2], 401.9),
  // Running backs
  player('p-cmc', 'Christian McCaffrey', 'SF', 'RB', [14.1, 18.6, 23.9], 210.3, {
    status: 'IR',
    bodyPart: 'Achilles',
    description: 'Placed on injured reserve',
    practice: 'DNP',
  }),
  player('p-barkley', 'Saquon Barkley', 'PHI', 'RB', [15.2, 19.7, 25.3], 332.5),
  player('p-bijan', 'Bijan Robinson', 'ATL', 'RB', [14.8, 19.1, 24.4], 318.0),
  player('p-henry', 'Derrick Henry', 'BAL', 'RB', [13.9, 18.2, 23.1], 326.4),
  player('p-hall', 'Breece Hall', 'NYJ', 'RB', [11.6, 15.4, 20.2], 231.8),
  // Wide receivers
  player('p-chase', "Ja'Marr Chase", 'CIN', 'WR', [14.6, 19.3, 25.0], 349.2),
  player('p-jefferson', 'Justin Jefferson', 'MIN', 'WR', [13.8, 18.1, 23.6], 291.5),
  player('p-lamb', 'CeeDee Lamb', 'DAL', 'WR', [13.1, 17.4, 22.9], 276.3),
  player('p-hill', 'Tyreek Hill', 'MIA', 'WR', [10.2, 14.6, 20.1], 198.7, {
    status: 'Questionable',
    bodyPart: 'Wrist',
    description: 'Limited in practice',
    practice: 'Limited',
  }),
  player('p-stbrown', 'Amon-Ra St. Brown', 'DET', 'WR', [13.4, 17.2, 22.0], 287.9),
  player('p-ajbrown', 'A.J. Brown', 'PHI', 'WR', [12.5, 16.3, 21.4], 240.6),
  // Tight ends
  player('p-kelce', 'Travis Kelce', 'KC', 'TE', [8.9, 11.8, 15.2], 182.4),
  player('p-andrews', 'Mark Andrews', 'BAL', 'TE', [7.6, 10.4, 14.1], 165.0, {
    status: 'Out',
    bodyPart: 'Ankle',
    description: 'Did not practice all week',
    practice: 'DNP',
  }),
  player('p-laporta', 'Sam LaPorta', 'DET', 'TE', [8.1, 10.9, 14.6], 170.2),
  player('p-kittle', 'George Kittle', 'SF', 'TE', [8.7, 11.5, 15.0], 188.9),
  // Kickers
  player('p-tucker', 'Justin Tucker', 'BAL', 'K', [6.5, 8.4, 10.9], 132.0),
  player('p-butker', 'Harrison Butker', 'KC', 'K', [6.8, 8.7, 11.2], 139.5),
  player('p-elliott', 'Jake Elliott', 'PHI', 'K', [6.2, 8.1, 10.4], 128.6),
  // Defence and special teams
  player('p-sf-dst', '49ers D/ST', 'SF', 'D/ST', [4.1, 7.2, 11.0], 118.0),
  player('p-bal-dst', 'Ravens D/ST', 'BAL', 'D/ST', [4.5, 7.6, 11.8], 124.0),
];

/** The fixture player with this id (throws when there is none: a typo in a test). */
export function testPlayer(id: string): PlayerRecord {
  const found = TEST_PLAYERS.find((p) => p._id === id);
  if (!found) throw new Error(`No test player ${id}`);
  return found;
}

/** Puts the test catalogue in the server's `players` collection. */
export async function seedPlayers(store: Store): Promise<void> {
  const players = COLLECTIONS.players.of(store);
  for (const record of TEST_PLAYERS) await players.insertOne(record);
}

/**
 * A 2025 regular-season schedule of one game a week (Buffalo at Kansas City), each given as its
 * week, kickoff and score (`null`: not played yet): what the season clock reads.
 */
export async function seedSchedule(
  store: Store,
  weeks: ReadonlyArray<readonly [week: number, kickoff: string, score: number | null]>,
): Promise<void> {
  const { games } = nflCollections(store);
  for (const [week, kickoff, score] of weeks) {
    await games.insertOne({
      _id: `2025_${week}_BUF_KC`,
      season: 2025,
      week,
      gameType: 'REG',
      kickoff,
      homeTeam: 'KC',
      awayTeam: 'BUF',
      spreadLine: null,
      totalLine: null,
      homeScore: score,
      awayScore: score,
    });
  }
}
