import {
  type GameTimeOptions,
  getSlot,
  type LineupStanding,
  type ModeTotals,
  type Player,
  type ProjectionMode,
  rosterOf,
  STARTING_SLOTS,
  type StartingSlot,
  type Team,
  type TeamWeekResponse,
  type WeekBetterOption,
  type WeekPlayer,
} from '@lineup-lab/core';

/** A viewer in California reading US English: kickoffs show as PDT until 2 November 2025, then PST. */
export const PACIFIC: GameTimeOptions = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

/**
 * One player's week as the week answer has it: `median` points (conservative 4 below, aggressive 5
 * above), away at BUF on 6 October 2025, 00:15 UTC; `points` count 0 when out or on a bye.
 */
export function weekPlayer(p: Player, median: number | null, extra: Partial<WeekPlayer> = {}): WeekPlayer {
  const projections = {
    conservative: median === null ? null : median - 4,
    median,
    aggressive: median === null ? null : median + 5,
  };
  const line: WeekPlayer = {
    player: p,
    projections,
    points: projections,
    isByeWeek: false,
    opponent: 'BUF',
    isHomeGame: false,
    gameTime: '2025-10-06T00:15:00Z',
    injuryStatus: null,
    injury: null,
    out: false,
    confidence: null,
    archetype: null,
    matchupFavorability: null,
    defenseRanking: null,
    ...extra,
  };
  const zero = line.out || line.isByeWeek;
  const count = (value: number | null) => (zero ? 0 : value);
  return extra.points
    ? line
    : {
        ...line,
        points: {
          conservative: count(projections.conservative),
          median: count(projections.median),
          aggressive: count(projections.aggressive),
        },
      };
}

const ZERO: ModeTotals = { conservative: 0, median: 0, aggressive: 0 };

/**
 * A week answer for `team`: each player's line from `lines` (by id; players without one have no
 * numbers), better options per slot, and the optimal part and totals as given (median totals
 * summed from the starters' lines unless given), in `mode` (median unless given) and `standing`
 * (left out unless given, as servers before game day do).
 */
export function weekAnswer(
  team: Team,
  lines: WeekPlayer[],
  extra: {
    week?: number;
    predicted?: boolean;
    /** The mode the answer is in (default median); also the team's own unless `teamMode` says. */
    mode?: ProjectionMode;
    teamMode?: ProjectionMode;
    standing?: LineupStanding;
    options?: Partial<Record<StartingSlot, WeekBetterOption[]>>;
    optimal?: Partial<TeamWeekResponse['optimal']>;
    totals?: Partial<TeamWeekResponse['totals']>;
  } = {},
): TeamWeekResponse {
  const roster = rosterOf(team);
  const byId = new Map(lines.map((line) => [line.player._id, line]));
  const lineOf = (p: Player) => byId.get(p._id) ?? weekPlayer(p, null, { opponent: null, gameTime: null });
  const slots = STARTING_SLOTS.map((slot) => {
    const p = getSlot(roster.lineup, slot);
    return { slot, player: p ? lineOf(p) : null, betterOptions: extra.options?.[slot] ?? [] };
  });
  const median = slots.reduce((sum, row) => sum + (row.player?.points.median ?? 0), 0);
  return {
    team: { teamName: team.teamName, version: team.version, mode: extra.teamMode ?? extra.mode ?? 'median' },
    season: 2025,
    week: extra.week ?? 5,
    predicted: extra.predicted ?? true,
    mode: extra.mode ?? 'median',
    ...(extra.standing ? { standing: extra.standing } : {}),
    slots,
    bench: roster.bench.map(lineOf),
    optimal: {
      lineup: STARTING_SLOTS.map((slot) => ({ slot, playerId: getSlot(roster.lineup, slot)?._id ?? null })),
      moves: [],
      gain: 0,
      ...extra.optimal,
    },
    totals: {
      current: { ...ZERO, median },
      optimal: { ...ZERO, median },
      ...extra.totals,
    },
  };
}
