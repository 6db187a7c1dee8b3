import type { StatLine } from '@lineup-lab/core';
import type { NflPosition, WeeklyStat } from '../nfl/entities.js';
import type { PointsTarget } from './targets.js';
import { weekKey } from './week-key.js';

/** One player-week as the model reads it: the target points and the usage behind them. */
export interface PlayerGame {
  playerId: string;
  position: NflPosition;
  season: number;
  week: number;
  /** `weekKey(season, week)`. */
  key: number;
  team: string | null;
  opponent: string | null;
  isHome: boolean | null;
  /** The source's row for a week the team had no game. */
  bye: boolean;
  /** The target points (0 when the row has none). */
  points: number;
  /** Whether the player took part: points other than 0, or any touch, target or passing yard. */
  active: boolean;
  targets: number;
  carries: number;
  receptions: number;
  passingYards: number;
  rushingYards: number;
  receivingYards: number;
  touchdowns: number;
  redZoneLooks: number;
  /** The week's whole stat line (the source's row, not copied): what the expected line averages. */
  line: StatLine;
}

/** Every player's weeks, oldest first, and each player's position. */
export interface PlayerHistory {
  games: ReadonlyMap<string, readonly PlayerGame[]>;
  positions: ReadonlyMap<string, NflPosition>;
}

/**
 * Whether a stat row shows the player took part: the cohort's rule (points ≠ 0, or any touch,
 * target or passing yard), with kicks and D/ST stats counting as taking part.
 */
export function isActiveLine(stat: WeeklyStat, points: number): boolean {
  const s = stat.stats;
  const u = stat.usage;
  return (
    points !== 0 ||
    (u.carries ?? 0) > 0 ||
    (u.targets ?? 0) > 0 ||
    s.receptions > 0 ||
    s.passingYards !== 0 ||
    s.patMade + s.patMissed > 0 ||
    s.fgMade0To19 + s.fgMade20To29 + s.fgMade30To39 + s.fgMade40To49 + s.fgMade50Plus > 0 ||
    typeof s.pointsAllowed === 'number'
  );
}

/** One stat row as a `PlayerGame`, its points from `target`. */
function toPlayerGame(stat: WeeklyStat, position: NflPosition, target: PointsTarget): PlayerGame {
  const points = target(stat) ?? 0;
  const s = stat.stats;
  const u = stat.usage;
  return {
    playerId: stat.playerId,
    position,
    season: stat.season,
    week: stat.week,
    key: weekKey(stat.season, stat.week),
    team: stat.team,
    opponent: stat.opponent,
    isHome: stat.isHome,
    bye: stat.bye === true,
    points,
    active: isActiveLine(stat, points),
    targets: u.targets ?? 0,
    carries: u.carries ?? 0,
    receptions: s.receptions,
    passingYards: s.passingYards,
    rushingYards: s.rushingYards,
    receivingYards: s.receivingYards,
    touchdowns: s.passingTouchdowns + s.rushingTouchdowns + s.receivingTouchdowns,
    redZoneLooks: (u.redZoneTargets ?? 0) + (u.redZoneTouches ?? 0),
    line: s,
  };
}

/**
 * Season-weeks (as `weekKey`) in which the source has rows but not one player took part: weeks
 * whose stats were never filled in (NFL.com's 2022 weeks 16–17 in the hvpkod files are all zeros).
 * Such rows say nothing about the players and are left out of the history. A week's verdict reads
 * only that week's rows.
 */
export function emptyWeeks(stats: readonly WeeklyStat[]): Set<number> {
  const seen = new Set<number>();
  const active = new Set<number>();
  for (const stat of stats) {
    const key = weekKey(stat.season, stat.week);
    seen.add(key);
    if (!active.has(key) && isActiveLine(stat, stat.reportedPoints ?? 0)) active.add(key);
  }
  return new Set([...seen].filter((key) => !active.has(key)));
}

/**
 * Groups stat rows by player, oldest first. A player's position comes from `positions` (the player
 * list); rows of players not in it are left out, as are rows of weeks without any data
 * (`emptyWeeks`). One row per player-week is kept (the last given).
 */
export function buildPlayerHistory(
  stats: readonly WeeklyStat[],
  positions: ReadonlyMap<string, NflPosition>,
  target: PointsTarget,
): PlayerHistory {
  const byPlayer = new Map<string, Map<number, PlayerGame>>();
  const empty = emptyWeeks(stats);
  for (const stat of stats) {
    const position = positions.get(stat.playerId);
    if (!position || empty.has(weekKey(stat.season, stat.week))) continue;
    const game = toPlayerGame(stat, position, target);
    let weeks = byPlayer.get(stat.playerId);
    if (!weeks) {
      weeks = new Map();
      byPlayer.set(stat.playerId, weeks);
    }
    weeks.set(game.key, game);
  }
  const games = new Map<string, PlayerGame[]>();
  for (const [playerId, weeks] of byPlayer) {
    games.set(
      playerId,
      [...weeks.values()].sort((a, b) => a.key - b.key),
    );
  }
  return { games, positions };
}

/** How many of `games` (oldest first) are before `key`: the index of the first at or after it. */
export function countBefore(games: readonly PlayerGame[], key: number): number {
  let low = 0;
  let high = games.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((games[mid]?.key ?? 0) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}
