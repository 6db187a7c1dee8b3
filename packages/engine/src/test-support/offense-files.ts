import { readFileSync } from 'node:fs';
import type { Game, NflPosition, PeerProjection, WeeklyStat } from '../nfl/entities.js';
import { parseNflcomWeekly } from '../nfl/parse-nflcom-weekly.js';
import { parseSchedules } from '../nfl/parse-schedules.js';
import { sharedDataFile } from './shared-data.js';

/** The real files the offense back-tests read (in ../shared/data; tests skip when they are absent). */
export const OFFENSE_FILES = [
  sharedDataFile('hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv'),
  sharedDataFile('hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv'),
  sharedDataFile('nflverse-schedules/schedules_2016_2024.csv'),
] as const;

/** NFL.com's weekly offense actuals and projections and the schedules, parsed. */
export interface OffenseData {
  stats: WeeklyStat[];
  peers: PeerProjection[];
  games: Game[];
  positions: Map<string, NflPosition>;
}

/** Reads and parses `OFFENSE_FILES`. */
export function readOffenseFiles(): OffenseData {
  const [actualsFile, peerFile, scheduleFile] = OFFENSE_FILES;
  const actuals = parseNflcomWeekly(readFileSync(actualsFile, 'utf8'));
  const peer = parseNflcomWeekly(readFileSync(peerFile, 'utf8'));
  const positions = new Map<string, NflPosition>();
  for (const player of [...peer.players, ...actuals.players]) positions.set(player._id, player.position);
  return {
    stats: actuals.stats,
    peers: peer.projections,
    games: parseSchedules(readFileSync(scheduleFile, 'utf8')).rows,
    positions,
  };
}
