import { readFile } from 'node:fs/promises';
import {
  type Game,
  type NflPosition,
  type PeerProjection,
  parseNflcomWeekly,
  parseSchedules,
  type WeeklyStat,
} from '@lineup-lab/engine';

/** The three files of a back-test, parsed. */
export interface BacktestFiles {
  stats: WeeklyStat[];
  peers: PeerProjection[];
  games: Game[];
  positions: Map<string, NflPosition>;
}

/**
 * Reads and parses the NFL.com actuals file, the NFL.com projections file (the peer) and the nflverse
 * schedules file. Throws when a file is of the wrong kind.
 */
export async function readBacktestFiles(files: {
  actuals: string;
  peer: string;
  schedule: string;
}): Promise<BacktestFiles> {
  const [actualsText, peerText, scheduleText] = await Promise.all([
    readFile(files.actuals, 'utf8'),
    readFile(files.peer, 'utf8'),
    readFile(files.schedule, 'utf8'),
  ]);
  const actuals = parseNflcomWeekly(actualsText);
  if (actuals.kind.file !== 'actuals') throw new Error(`${files.actuals} is not an NFL.com actuals file`);
  const peer = parseNflcomWeekly(peerText);
  if (peer.kind.file !== 'projections') throw new Error(`${files.peer} is not an NFL.com projections file`);
  const schedule = parseSchedules(scheduleText);
  const positions = new Map<string, NflPosition>();
  for (const player of [...peer.players, ...actuals.players]) positions.set(player._id, player.position);
  return { stats: actuals.stats, peers: peer.projections, games: schedule.rows, positions };
}
