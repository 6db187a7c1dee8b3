/**
 * @lineup-lab/engine — the projection engine, pure TypeScript (no I/O): the NFL data it reads (entities
 * and the parsers of each source's files), the weekly projection model, and the back-test metrics.
 * Every public name is exported here explicitly; the server reads files and the store and calls in.
 */

// NFL data: entities and readers
export { parseCsv, splitCsv } from './nfl/csv.js';
export type {
  DataSource,
  Game,
  InjuryReportLine,
  NflPlayer,
  NflPosition,
  NflTeam,
  ParseResult,
  PeerProjection,
  WeeklyStat,
} from './nfl/entities.js';
export {
  DATA_SOURCES,
  NFL_POSITIONS,
  ZDataSource,
  ZGame,
  ZInjuryReportLine,
  ZNflPlayer,
  ZNflPosition,
  ZNflTeam,
  ZPeerProjection,
  ZWeeklyStat,
} from './nfl/entities.js';
