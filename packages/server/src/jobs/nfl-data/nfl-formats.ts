import {
  type Game,
  type InjuryReportLine,
  type NflPlayer,
  type PeerProjection,
  parseFootballdbWeekly,
  parseNflcomWeekly,
  parseNflverseInjuries,
  parseNflversePlayerStats,
  parseSchedules,
  parseSleeperPlayers,
  type WeeklyStat,
} from '@lineup-lab/engine';

/** The formats `lineup-server data import --format` takes. */
export const NFL_FORMATS = [
  'nflverse-player-stats',
  'nflcom-weekly',
  'nflverse-schedules',
  'nflverse-injuries',
  'sleeper-players',
  'footballdb-weekly',
] as const;
export type NflFormat = (typeof NFL_FORMATS)[number];

/** One file parsed into the rows of every NFL collection, whatever its format. */
export interface ParsedNflFile {
  /** What the file turned out to be, in words (`NFL.com weekly offense actuals`). */
  description: string;
  read: number;
  players: NflPlayer[];
  stats: WeeklyStat[];
  projections: PeerProjection[];
  games: Game[];
  injuries: InjuryReportLine[];
  /** Good rows that give nothing to store, counted by reason. */
  skipped: Record<string, number>;
  /** Rows refused: `where` is `line 12` (CSV) or `player 4984` (Sleeper). */
  rejected: Array<{ where: string; reason: string }>;
  /** Whether the file's players are a current roster that may change stored names, teams and status. */
  authoritativePlayers: boolean;
}

const EMPTY = { players: [], stats: [], projections: [], games: [], injuries: [], skipped: {} };
const atLine = (rows: Array<{ line: number; reason: string }>) =>
  rows.map(({ line, reason }) => ({ where: `line ${line}`, reason }));

/**
 * Parses a file's text in a format (NFL.com's four weekly files, and footballdb's D/ST and kicker
 * files, are told apart by their header).
 */
export function parseNflFile(format: NflFormat, text: string): ParsedNflFile {
  switch (format) {
    case 'nflcom-weekly': {
      const parsed = parseNflcomWeekly(text);
      return {
        ...EMPTY,
        description: `NFL.com weekly ${parsed.kind.unit} ${parsed.kind.file}`,
        read: parsed.read,
        players: parsed.players,
        stats: parsed.stats,
        projections: parsed.projections,
        skipped: parsed.skipped > 0 ? { 'no PlayerWeekProjectedPts': parsed.skipped } : {},
        rejected: atLine(parsed.rejected),
        authoritativePlayers: false,
      };
    }
    case 'nflverse-player-stats': {
      const parsed = parseNflversePlayerStats(text);
      return {
        ...EMPTY,
        description: 'nflverse weekly player stats',
        read: parsed.read,
        players: parsed.players,
        stats: parsed.stats,
        rejected: atLine(parsed.rejected),
        authoritativePlayers: false,
      };
    }
    case 'nflverse-schedules': {
      const parsed = parseSchedules(text);
      return {
        ...EMPTY,
        description: 'nflverse schedules',
        read: parsed.read,
        games: parsed.rows,
        rejected: atLine(parsed.rejected),
        authoritativePlayers: false,
      };
    }
    case 'nflverse-injuries': {
      const parsed = parseNflverseInjuries(text);
      return {
        ...EMPTY,
        description: 'nflverse injuries',
        read: parsed.read,
        players: parsed.players,
        injuries: parsed.rows,
        rejected: atLine(parsed.rejected),
        authoritativePlayers: false,
      };
    }
    case 'sleeper-players': {
      const parsed = parseSleeperPlayers(text);
      return {
        ...EMPTY,
        description: "Sleeper's player list",
        read: parsed.read,
        players: parsed.players,
        skipped: parsed.skipped,
        rejected: parsed.rejected.map(({ id, reason }) => ({ where: `player ${id}`, reason })),
        authoritativePlayers: true,
      };
    }
    case 'footballdb-weekly': {
      const parsed = parseFootballdbWeekly(text);
      return {
        ...EMPTY,
        description: `footballdb weekly ${parsed.unit}`,
        read: parsed.read,
        players: parsed.players,
        stats: parsed.stats,
        rejected: atLine(parsed.rejected),
        authoritativePlayers: false,
      };
    }
  }
}

/**
 * Keeps only one season's rows (what `data sync` wants of files that hold several); the rows of
 * other seasons are counted as skipped, and only the players of kept rows stay.
 */
export function keepSeason(parsed: ParsedNflFile, season: number): ParsedNflFile {
  const inSeason = <T extends { season: number }>(rows: T[]) => rows.filter((row) => row.season === season);
  const kept = {
    stats: inSeason(parsed.stats),
    projections: inSeason(parsed.projections),
    games: inSeason(parsed.games),
    injuries: inSeason(parsed.injuries),
  };
  const dropped =
    parsed.stats.length +
    parsed.projections.length +
    parsed.games.length +
    parsed.injuries.length -
    (kept.stats.length + kept.projections.length + kept.games.length + kept.injuries.length);
  const named = new Set([...kept.stats, ...kept.projections, ...kept.injuries].map((row) => row.playerId));
  return {
    ...parsed,
    ...kept,
    players: parsed.authoritativePlayers
      ? parsed.players
      : parsed.players.filter((player) => named.has(player._id)),
    skipped: { ...parsed.skipped, ...(dropped > 0 && { [`not season ${season}`]: dropped }) },
  };
}
