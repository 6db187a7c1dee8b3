import type { StatLineInput } from '@lineup-lab/core';
import { canonicalTeam } from './canonical-team.js';
import { readCsv } from './csv.js';
import {
  type FileParse,
  type NflPlayer,
  type NflPosition,
  type PeerProjection,
  type WeeklyStat,
  ZPeerProjection,
  ZWeeklyStat,
} from './entities.js';
import { NflFormatError, requireColumns } from './format-error.js';
import { LatestPlayers } from './latest-players.js';
import {
  type Cells,
  describeIssues,
  intCell,
  numberCell,
  RowRejection,
  rejectionReason,
  requiredCell,
  SEASON_RANGE,
  WEEK_RANGE,
} from './row-cells.js';

/**
 * NFL.com weekly fantasy files as hvpkod/NFL-Data publishes them (see ../shared/data/README.md §2):
 * offense (QB, RB, WR, TE) or kickers, actual stats or NFL.com's projections, one row per listed
 * player per week, `Season` and `Week` in front.
 */

/** Which of the four NFL.com weekly files a text is, told by its header. */
export interface NflcomFileKind {
  unit: 'offense' | 'kickers';
  file: 'actuals' | 'projections';
}

/** What one NFL.com weekly file gives. */
export interface NflcomWeeklyParse extends FileParse {
  kind: NflcomFileKind;
  /** Every player the file names, `nflcom:<PlayerId>`, as of the latest week they appear in. */
  players: NflPlayer[];
  /** Actuals files: one stat line per good row (bye rows included, flagged `bye`). */
  stats: WeeklyStat[];
  /** Projection files: one peer projection per row with `PlayerWeekProjectedPts`. */
  projections: PeerProjection[];
  /** Good rows that give nothing to store: a projection row with an empty `PlayerWeekProjectedPts`. */
  skipped: number;
}

const COMMON = ['Season', 'Week', 'PlayerName', 'PlayerId', 'Pos', 'Team', 'PlayerOpponent'];
const OFFENSE = [
  'PassingYDS',
  'PassingTD',
  'PassingInt',
  'RushingYDS',
  'RushingTD',
  'ReceivingRec',
  'ReceivingYDS',
  'ReceivingTD',
  'RetTD',
  'FumTD',
  '2PT',
  'Fum',
];
const KICKERS = [
  'PatMade',
  'PatMissed',
  'FgMade_0-19',
  'FgMade_20-29',
  'FgMade_30-39',
  'FgMade_40-49',
  'FgMade_50',
  'FgMiss_0-19',
  'FgMiss_20-29',
  'FgMiss_30-39',
];

/** Tells the file apart by its header; `NflFormatError` when it is none of the four. */
export function nflcomFileKind(header: readonly string[]): NflcomFileKind {
  const unit = header.includes('PatMade') ? 'kickers' : 'offense';
  const file = header.includes('PlayerWeekProjectedPts') ? 'projections' : 'actuals';
  const format = `NFL.com weekly ${unit} ${file}`;
  requireColumns(header, [...COMMON, ...(unit === 'kickers' ? KICKERS : OFFENSE)], format);
  requireColumns(header, file === 'actuals' ? ['TotalPoints'] : ['PlayerWeekProjectedPts'], format);
  return { unit, file };
}

const POSITIONS: Readonly<Record<string, NflPosition>> = {
  QB: 'QB',
  RB: 'RB',
  WR: 'WR',
  TE: 'TE',
  K: 'K',
  PK: 'K',
};

/**
 * The offense stat line of an NFL.com row. NFL.com gives total fumbles (`Fum`), not fumbles lost: it is
 * stored as `fumblesLost` because nothing better exists (it matches nflverse's fumbles lost in 94% of
 * rows, see the data README). `FumTD` (a fumble recovered for a touchdown) is counted with
 * `returnTouchdowns`, both score 6. `2PT` does not say how it was scored: QBs' count as passing, RBs' as
 * rushing, WRs' and TEs' as receiving (every kind scores 2 in the presets).
 */
function offenseLine(cells: Cells, position: NflPosition): StatLineInput {
  const twoPoint = numberCell(cells, '2PT');
  const twoPointKind =
    position === 'QB'
      ? 'passingTwoPointConversions'
      : position === 'RB'
        ? 'rushingTwoPointConversions'
        : 'receivingTwoPointConversions';
  return {
    passingYards: numberCell(cells, 'PassingYDS'),
    passingTouchdowns: numberCell(cells, 'PassingTD'),
    passingInterceptions: numberCell(cells, 'PassingInt'),
    rushingYards: numberCell(cells, 'RushingYDS'),
    rushingTouchdowns: numberCell(cells, 'RushingTD'),
    receptions: numberCell(cells, 'ReceivingRec'),
    receivingYards: numberCell(cells, 'ReceivingYDS'),
    receivingTouchdowns: numberCell(cells, 'ReceivingTD'),
    returnTouchdowns: numberCell(cells, 'RetTD') + numberCell(cells, 'FumTD'),
    fumblesLost: numberCell(cells, 'Fum'),
    [twoPointKind]: twoPoint,
  };
}

/** The kicking line of an NFL.com row. NFL.com has no miss column for 40 yards and more: those stay 0. */
function kickerLine(cells: Cells): StatLineInput {
  return {
    patMade: numberCell(cells, 'PatMade'),
    patMissed: numberCell(cells, 'PatMissed'),
    fgMade0To19: numberCell(cells, 'FgMade_0-19'),
    fgMade20To29: numberCell(cells, 'FgMade_20-29'),
    fgMade30To39: numberCell(cells, 'FgMade_30-39'),
    fgMade40To49: numberCell(cells, 'FgMade_40-49'),
    fgMade50Plus: numberCell(cells, 'FgMade_50'),
    fgMissed0To19: numberCell(cells, 'FgMiss_0-19'),
    fgMissed20To29: numberCell(cells, 'FgMiss_20-29'),
    fgMissed30To39: numberCell(cells, 'FgMiss_30-39'),
  };
}

/** Usage columns, where the file has them (the actuals offense file). */
function usage(cells: Cells): WeeklyStat['usage'] {
  const optional = { optional: true };
  const found: WeeklyStat['usage'] = {};
  if (cells.Targets !== undefined) found.targets = numberCell(cells, 'Targets', optional);
  if (cells.TouchCarries !== undefined) found.carries = numberCell(cells, 'TouchCarries', optional);
  if (cells.RzTarget !== undefined) found.redZoneTargets = numberCell(cells, 'RzTarget', optional);
  if (cells.RzTouch !== undefined) found.redZoneTouches = numberCell(cells, 'RzTouch', optional);
  return found;
}

/** Team, opponent and home/away of a row. `Team=FA` is no team; `PlayerOpponent=Bye` no game. */
function matchup(cells: Cells, season: number) {
  const teamText = requiredCell(cells, 'Team');
  const team = teamText === 'FA' ? null : canonicalTeam(teamText, season);
  if (teamText !== 'FA' && team === null) throw new RowRejection(`Team is not an NFL team: "${teamText}"`);
  const opponentText = requiredCell(cells, 'PlayerOpponent');
  if (opponentText === 'Bye') return { team, opponent: null, isHome: null, bye: team !== null };
  const away = opponentText.startsWith('@');
  const opponent = canonicalTeam(away ? opponentText.slice(1) : opponentText, season);
  if (opponent === null) throw new RowRejection(`PlayerOpponent is not an NFL team: "${opponentText}"`);
  return { team, opponent, isHome: !away, bye: false };
}

interface RowIdentity {
  season: number;
  week: number;
  player: NflPlayer;
}

function identity(cells: Cells): RowIdentity {
  const season = intCell(cells, 'Season', SEASON_RANGE);
  const week = intCell(cells, 'Week', WEEK_RANGE);
  const sourceId = requiredCell(cells, 'PlayerId');
  if (!/^\d+$/.test(sourceId)) throw new RowRejection(`PlayerId is not an NFL.com id: "${sourceId}"`);
  const positionText = requiredCell(cells, 'Pos');
  const position = POSITIONS[positionText];
  if (!position) throw new RowRejection(`Pos ${positionText} is not a position the engine projects`);
  const { team } = matchup(cells, season);
  const player: NflPlayer = {
    _id: `nflcom:${sourceId}`,
    name: requiredCell(cells, 'PlayerName'),
    position,
    team,
    status: team === null ? 'free_agent' : 'active',
    ids: { nflcom: sourceId },
  };
  return { season, week, player };
}

/**
 * Parses one NFL.com weekly CSV (any of the four: offense or kickers, actuals or projections; told by
 * the header). Players are `nflcom:<PlayerId>`. Actuals give WeeklyStat rows (source `nflcom-actuals`,
 * `reportedPoints` = `TotalPoints`, the MML league's points, kept as the source's own number); bye rows
 * are kept with `bye: true`, no opponent; `Team=FA` gives team `null`. Projections give PeerProjection
 * rows (source `nflcom-projections`, points = `PlayerWeekProjectedPts`; an empty cell gives no row).
 * A bad row is rejected with its line and why; a second row for the same player-week is rejected too.
 * Throws `NflFormatError` when the header is not one of the four.
 */
export function parseNflcomWeekly(text: string): NflcomWeeklyParse {
  const csv = readCsv(text);
  if (csv.header.length === 0) throw new NflFormatError('The file is empty: no header row');
  const kind = nflcomFileKind(csv.header);
  const result: NflcomWeeklyParse = {
    kind,
    read: csv.records.length + csv.rejected.length,
    players: [],
    stats: [],
    projections: [],
    skipped: 0,
    rejected: [...csv.rejected],
  };
  const players = new LatestPlayers();
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    try {
      const { season, week, player } = identity(cells);
      const key = `${season}:${week}:${player._id}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        throw new RowRejection(`a second row for ${key} (the first is line ${earlier})`);
      if (kind.file === 'actuals') {
        const { team, opponent, isHome, bye } = matchup(cells, season);
        const parsed = ZWeeklyStat.safeParse({
          _id: `nflcom-actuals:${key}`,
          source: 'nflcom-actuals',
          playerId: player._id,
          season,
          week,
          team,
          opponent,
          isHome,
          stats: kind.unit === 'kickers' ? kickerLine(cells) : offenseLine(cells, player.position),
          reportedPoints: numberCell(cells, 'TotalPoints'),
          usage: usage(cells),
          ...(bye && { bye: true }),
        });
        if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
        result.stats.push(parsed.data);
      } else {
        const points = cells.PlayerWeekProjectedPts?.trim() ?? '';
        if (points === '') {
          result.skipped += 1;
        } else {
          const parsed = ZPeerProjection.safeParse({
            _id: `nflcom-projections:${key}`,
            source: 'nflcom-projections',
            playerId: player._id,
            season,
            week,
            points: numberCell(cells, 'PlayerWeekProjectedPts'),
          });
          if (!parsed.success) throw new RowRejection(describeIssues(parsed.error));
          result.projections.push(parsed.data);
        }
      }
      seen.set(key, line);
      players.see(player, season, week);
    } catch (error) {
      result.rejected.push({ line, reason: rejectionReason(error) });
    }
  }
  result.players = players.list();
  result.rejected.sort((a, b) => a.line - b.line);
  return result;
}
