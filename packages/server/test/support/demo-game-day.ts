/**
 * Game day in the generated DEMO season (seed 1, as `start-demo-season.ts` loads it), for the browser
 * suite's `game-day.e2e.ts`: week 11 of 2025, with the dates a server is started at and players picked
 * from the demo data by their teams' games, so the test knows whose game has started when, and what
 * each scored (the demo season is the same whatever moment it is seen from).
 *
 * Week 10: Thursday BUF@DEN, Sunday 1:00 PM and 4:25 PM ET, Sunday night, Monday NYG@SEA (byes: KC,
 * LAC, MIN, NO). Week 11: Thursday TB@DAL; Sunday 1:00 PM ET (MIA@PIT, WAS@DET … LAR@PHI) and 4:25 PM
 * (HOU@JAX, DEN@CLE …); Sunday night GB@NYJ; Monday night LAC@CIN (byes: ARI, BAL, CHI, NYG).
 */
import { fantasyPoints, HALF_PPR } from '@lineup-lab/core';
import { generateDemoSeason, type NflPlayer, type WeeklyStat } from '@lineup-lab/engine';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { nflCollections } from '../../src/ports/collections.js';

const GAME_DAY_SEASON = 2025;
export const GAME_DAY_WEEK = 11;

/** The moments the three servers start at (`LINEUP_NOW`). */
export const GAME_DAY_DATES = {
  /** Saturday of week 10, noon ET: week 10 under way (Thursday's game played), every pick free to move. */
  saturdayBefore: '2025-11-08T17:00:00.000Z',
  /** Sunday of week 11, 3:00 PM ET: the 1:00 PM games have kicked off, the 4:25 PM ones not yet. */
  sunday: '2025-11-16T20:00:00.000Z',
  /** Monday of week 11, noon ET: every Sunday game over, Monday night's (8:15 PM ET) still ahead. */
  monday: '2025-11-17T17:00:00.000Z',
} as const;

/** Week 11's kickoffs of the picks. */
export const GAME_DAY_KICKOFFS = {
  sundayEarly: '2025-11-16T18:00:00.000Z',
  sundayLate: '2025-11-16T21:25:00.000Z',
  mondayNight: '2025-11-18T01:15:00.000Z',
} as const;

/** A pick: the catalogue player, and his half-PPR points in weeks 10 and 11 (`null`: no stat line). */
export interface GameDayPlayer {
  id: string;
  name: string;
  position: string;
  team: string;
  kickoff: string;
  points: { week10: number | null; week11: number | null };
}

/** The team's players, where they start (phase 1), and one more to try to add on Sunday. */
export interface GameDayPicks {
  /** QB of a 1:00 PM Sunday team, starting: locked on Sunday afternoon. */
  quarterback: GameDayPlayer;
  /** WR of a 1:00 PM Sunday team, on the bench: locked there on Sunday (Optimize would start him). */
  benchedEarly: GameDayPlayer;
  /** WR of a 4:25 PM Sunday team, starting: free on Sunday afternoon. */
  receiverLate: GameDayPlayer;
  /** TE of the Monday night team, starting: free until Monday night. */
  tightEndMonday: GameDayPlayer;
  /** RB of a 4:25 PM Sunday team, on the bench with both RB slots empty: what Optimize starts on Sunday. */
  runningBackLate: GameDayPlayer;
  /** RB of a 1:00 PM Sunday team not on the team: adding him on Sunday afternoon is refused. */
  lateAddition: GameDayPlayer;
}

/** Half-PPR points of a stat line, as a team in the default scoring counts them. */
const halfPpr = (stat: WeeklyStat | undefined) => (stat ? fantasyPoints(stat.stats, HALF_PPR) : null);

/**
 * The players of the game-day test, picked from the demo season: for each, the first player of the
 * team and position with a stat line in both weeks 10 and 11 (so the past week and the game day both
 * have points to show).
 */
export function demoGameDayPicks(): GameDayPicks {
  const demo = generateDemoSeason({ season: GAME_DAY_SEASON, history: 1, seed: 1 });
  const stats = new Map(
    demo.stats
      .filter((stat) => stat.season === GAME_DAY_SEASON)
      .map((stat) => [`${stat.playerId}@${stat.week}`, stat]),
  );
  const kickoffOf = (team: string) =>
    demo.games.find(
      (game) =>
        game.season === GAME_DAY_SEASON &&
        game.week === GAME_DAY_WEEK &&
        (game.homeTeam === team || game.awayTeam === team),
    )?.kickoff;
  const pick = (team: string, position: NflPlayer['position'], kickoff: string): GameDayPlayer => {
    const player = demo.players.find(
      (candidate) =>
        candidate.team === team &&
        candidate.position === position &&
        stats.has(`${candidate._id}@10`) &&
        stats.has(`${candidate._id}@${GAME_DAY_WEEK}`),
    );
    if (!player) throw new Error(`The demo season has no ${team} ${position} who played weeks 10 and 11`);
    if (kickoffOf(team) !== kickoff) {
      throw new Error(`${team} kicks off week ${GAME_DAY_WEEK} at ${kickoffOf(team)}, not ${kickoff}`);
    }
    return {
      id: player._id,
      name: player.name,
      position,
      team,
      kickoff,
      points: {
        week10: halfPpr(stats.get(`${player._id}@10`)),
        week11: halfPpr(stats.get(`${player._id}@${GAME_DAY_WEEK}`)),
      },
    };
  };
  const { sundayEarly, sundayLate, mondayNight } = GAME_DAY_KICKOFFS;
  return {
    quarterback: pick('PIT', 'QB', sundayEarly),
    benchedEarly: pick('DET', 'WR', sundayEarly),
    receiverLate: pick('JAX', 'WR', sundayLate),
    tightEndMonday: pick('CIN', 'TE', mondayNight),
    runningBackLate: pick('CLE', 'RB', sundayLate),
    lateAddition: pick('PHI', 'RB', sundayEarly),
  };
}

/** What a stopped server's demo store holds of a week of the game-day season. */
export interface StoredWeek {
  /** Kickoffs of the week's games with a final score, and of those without, sorted. */
  scored: string[];
  unscored: string[];
  /** The week's stat lines, by player id. */
  statLines: Set<string>;
  /** The moment the demo season was last written from (`nfl_demo`). */
  asOf: string | null;
}

/**
 * Reads week `week` of the game-day season from the embedded store in `dataDir` (the server on it
 * stopped first: one process per data folder).
 */
export async function storedWeek(dataDir: string, week: number): Promise<StoredWeek> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    const nfl = nflCollections(store);
    const games = await nfl.games.find({ season: GAME_DAY_SEASON, week });
    const stats = await nfl.weeklyStats.find({ season: GAME_DAY_SEASON });
    const kickoffs = (scored: boolean) =>
      games
        .filter((game) => (game.homeScore !== null) === scored)
        .map((game) => game.kickoff)
        .sort();
    return {
      scored: kickoffs(true),
      unscored: kickoffs(false),
      statLines: new Set(stats.filter((stat) => stat.week === week).map((stat) => stat.playerId)),
      asOf: (await nfl.demo.findOne({ _id: 'demo' }))?.asOf ?? null,
    };
  } finally {
    await store.close();
  }
}
