/**
 * TEST DATA for the analyst's unit tests: a team's week built the way the server builds it (core's
 * better options, optimiser and totals over the players' week figures), from a compact table.
 * Not exported from the package.
 */

import type { ProjectionMode } from '../contract/entities.js';
import { emptyLineup, PROJECTION_MODES } from '../contract/entities.js';
import type { InjuryStatus } from '../contract/injuries.js';
import { isInjured, willNotPlay } from '../contract/injuries.js';
import type { TeamWeekResponse, WeekPlayer } from '../contract/team-week.js';
import { setSlot, startersOf } from '../lineup/roster.js';
import { optimalLineup } from '../optimizer/optimal-lineup.js';
import type { Position } from '../positions.js';
import { BENCH, type RosterPlace } from '../positions.js';
import { betterOptions } from '../projections/better-options.js';
import { lineupTotal, projectedPoints } from '../projections/points.js';

/** One player of the table: where he stands, who he is, his raw figures and his week. */
export interface TestRow {
  place: RosterPlace;
  id: string;
  name: string;
  team: string;
  position: Position;
  figures: [floor: number, median: number, ceiling: number] | null;
  opponent?: string | null;
  home?: boolean;
  bye?: boolean;
  injury?: [InjuryStatus, bodyPart: string];
}

/** The player's week as the week read answers it. */
export function weekPlayerOf(row: TestRow): WeekPlayer {
  const [conservative, median, aggressive] = row.figures ?? [null, null, null];
  const projections = { conservative, median, aggressive };
  const out = row.injury ? willNotPlay(row.injury[0]) : false;
  const counted = { projections, isByeWeek: row.bye ?? false, out };
  const points = Object.fromEntries(PROJECTION_MODES.map((m) => [m, projectedPoints(counted, m)])) as Record<
    ProjectionMode,
    number | null
  >;
  return {
    player: { _id: row.id, playerName: row.name, teamName: row.team, position: row.position },
    projections,
    points,
    isByeWeek: row.bye ?? false,
    opponent: row.bye ? null : (row.opponent ?? 'NYJ'),
    isHomeGame: row.bye ? null : (row.home ?? true),
    gameTime: row.bye ? null : '2025-10-12T17:00:00.000Z',
    injuryStatus: row.injury?.[0] ?? null,
    injury: row.injury
      ? { status: row.injury[0], bodyPart: row.injury[1], description: null, practice: null }
      : null,
    out,
    confidence: null,
    archetype: null,
    matchupFavorability: null,
    defenseRanking: null,
  };
}

/** A team's week from the table, in `mode`, with better options, the optimal lineup and totals. */
export function testWeek(rows: readonly TestRow[], mode: ProjectionMode = 'median'): TeamWeekResponse {
  const players = rows.map((row) => ({ _id: row.id, position: row.position, row, week: weekPlayerOf(row) }));
  type P = (typeof players)[number];
  let lineup = emptyLineup<P>();
  for (const p of players) if (p.row.place !== BENCH) lineup = setSlot(lineup, p.row.place, p);
  const roster = { lineup, bench: players.filter((p) => p.row.place === BENCH) };
  const weekOf = (p: P) => ({ ...p.week, injured: isInjured(p.week.injuryStatus) });
  const best = optimalLineup(roster, (p) => projectedPoints(p.week, mode));
  const options = betterOptions(roster, weekOf, mode);
  const totals = (l: typeof lineup) =>
    Object.fromEntries(PROJECTION_MODES.map((m) => [m, lineupTotal(l, (p) => p.week, m)])) as Record<
      ProjectionMode,
      number
    >;
  const nameOf = new Map(players.map((p) => [p._id, p.row.name]));
  return {
    team: { teamName: 'Gridiron Gang', version: 7 },
    season: 2025,
    week: 6,
    predicted: true,
    mode,
    slots: startersOf(lineup).map(({ slot, player }) => ({
      slot,
      player: player?.week ?? null,
      betterOptions: options[slot].map((o) => ({
        playerId: o.candidate._id,
        playerName: o.candidate.row.name,
        points: o.candidatePoints,
        improvement: o.improvement,
      })),
    })),
    bench: roster.bench.map((p) => p.week),
    optimal: {
      lineup: startersOf(best.lineup).map(({ slot, player }) => ({ slot, playerId: player?._id ?? null })),
      moves: best.moves.map((m) => ({ ...m, playerName: nameOf.get(m.playerId) ?? m.playerId })),
      gain: best.gain,
    },
    totals: { current: totals(lineup), optimal: totals(best.lineup) },
  };
}

/**
 * The analyst's test team (week 6, median): nine starters, among them an IR running back
 * (McCaffrey), a receiver on a bye (Jefferson) and a Questionable FLEX (Hill); seven on the bench,
 * among them an Out tight end (Andrews) and a Doubtful running back (Henry).
 */
export const TEAM: readonly TestRow[] = [
  { place: 'QB', id: 'p-hurts', name: 'Jalen Hurts', team: 'PHI', position: 'QB', figures: [18, 22.4, 27.3] },
  {
    place: 'RB1',
    id: 'p-cmc',
    name: 'Christian McCaffrey',
    team: 'SF',
    position: 'RB',
    figures: [14.6, 19.1, 24.4],
    injury: ['IR', 'Achilles'],
  },
  {
    place: 'RB2',
    id: 'p-hall',
    name: 'Breece Hall',
    team: 'NYJ',
    position: 'RB',
    figures: [12.1, 15.9, 20.7],
    opponent: 'DAL',
    home: false,
  },
  {
    place: 'WR1',
    id: 'p-jefferson',
    name: 'Justin Jefferson',
    team: 'MIN',
    position: 'WR',
    figures: [13.8, 18.1, 23.6],
    bye: true,
  },
  {
    place: 'WR2',
    id: 'p-lamb',
    name: 'CeeDee Lamb',
    team: 'DAL',
    position: 'WR',
    figures: [13.6, 17.9, 23.4],
  },
  {
    place: 'TE',
    id: 'p-laporta',
    name: 'Sam LaPorta',
    team: 'DET',
    position: 'TE',
    figures: [8.6, 11.4, 15.1],
  },
  {
    place: 'FLEX',
    id: 'p-hill',
    name: 'Tyreek Hill',
    team: 'MIA',
    position: 'WR',
    figures: [10.7, 15.1, 20.6],
    opponent: 'NYJ',
    home: false,
    injury: ['Questionable', 'Wrist'],
  },
  {
    place: 'D/ST',
    id: 'p-sf-dst',
    name: '49ers D/ST',
    team: 'SF',
    position: 'D/ST',
    figures: [4.6, 7.7, 11.5],
  },
  {
    place: 'K',
    id: 'p-elliott',
    name: 'Jake Elliott',
    team: 'PHI',
    position: 'K',
    figures: [6.7, 8.6, 10.9],
  },
  {
    place: BENCH,
    id: 'p-lamar',
    name: 'Lamar Jackson',
    team: 'BAL',
    position: 'QB',
    figures: [16.9, 23.1, 30.7],
  },
  {
    place: BENCH,
    id: 'p-bijan',
    name: 'Bijan Robinson',
    team: 'ATL',
    position: 'RB',
    figures: [15.3, 19.6, 24.9],
  },
  {
    place: BENCH,
    id: 'p-chase',
    name: "Ja'Marr Chase",
    team: 'CIN',
    position: 'WR',
    figures: [15.1, 19.8, 25.5],
  },
  {
    place: BENCH,
    id: 'p-ajbrown',
    name: 'A.J. Brown',
    team: 'PHI',
    position: 'WR',
    figures: [9.0, 16.8, 26.9],
  },
  {
    place: BENCH,
    id: 'p-stbrown',
    name: 'Amon-Ra St. Brown',
    team: 'DET',
    position: 'WR',
    figures: [14.2, 16.0, 18.1],
  },
  {
    place: BENCH,
    id: 'p-andrews',
    name: 'Mark Andrews',
    team: 'BAL',
    position: 'TE',
    figures: [7.6, 10.4, 14.1],
    injury: ['Out', 'Ankle'],
  },
  {
    place: BENCH,
    id: 'p-henry',
    name: 'Derrick Henry',
    team: 'BAL',
    position: 'RB',
    figures: [14.4, 18.7, 23.6],
    injury: ['Doubtful', 'Knee'],
  },
];
