import type { Game, NflPosition, WeeklyStat } from '../entities.js';

/** Per-game volume and efficiency of one depth slot (QB1, RB2 …), as the demo season draws them. */
export interface SlotParameters {
  /** Share of team-games in which a player in this slot recorded a stat. */
  presence: number;
  passAttempts: { mean: number; sd: number };
  yardsPerAttempt: number;
  passTdPerAttempt: number;
  intPerAttempt: number;
  carries: { mean: number; sd: number };
  yardsPerCarry: number;
  rushTdPerCarry: number;
  targets: { mean: number; sd: number };
  catchRate: number;
  yardsPerReception: number;
  recTdPerReception: number;
  fumblesLostPerGame: number;
}

/** Everything the demo season draws from, fitted to real data by `fitDemoParameters`. */
export interface DemoParameters {
  games: {
    totalLine: { mean: number; sd: number };
    spreadLine: { mean: number; sd: number };
    /** SD of (home − away score) around the spread, and of the total score around the total line. */
    marginResidualSd: number;
    totalResidualSd: number;
  };
  /** By slot key `QB1`, `RB1`, `RB2`, `WR1` … */
  slots: Record<string, SlotParameters>;
  /** Kicker per game: PATs made and missed, field goals made and missed by distance band. */
  kicker: Record<string, number>;
  /** Team defence per game: means of sacks, interceptions, fumble recoveries, TDs, safeties, blocks. */
  dst: Record<string, number>;
}

/** How many players of each position get a slot of their own (deeper players are not drawn). */
const DEMO_SLOTS: Readonly<Partial<Record<NflPosition, number>>> = { QB: 1, RB: 3, WR: 4, TE: 2 };

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
};
const ratio = (top: number, bottom: number) => (bottom === 0 ? 0 : top / bottom);
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** The usage a slot is ranked by: pass attempts for QBs, carries + targets for RBs, targets otherwise. */
function usageOf(stat: WeeklyStat, position: NflPosition): number {
  const usage = stat.usage;
  if (position === 'QB') return usage.passAttempts ?? 0;
  if (position === 'RB') return (usage.carries ?? 0) + (usage.targets ?? 0);
  return usage.targets ?? 0;
}

function slotParameters(lines: readonly WeeklyStat[], teamGames: number): SlotParameters {
  const sum = (pick: (stat: WeeklyStat) => number) => lines.reduce((total, stat) => total + pick(stat), 0);
  const attempts = lines.map((stat) => stat.usage.passAttempts ?? 0);
  const carries = lines.map((stat) => stat.usage.carries ?? 0);
  const targets = lines.map((stat) => stat.usage.targets ?? 0);
  const receptions = sum((stat) => stat.stats.receptions);
  const totalAttempts = sum((stat) => stat.usage.passAttempts ?? 0);
  return {
    presence: round(lines.length / teamGames),
    passAttempts: { mean: round(mean(attempts)), sd: round(sd(attempts)) },
    yardsPerAttempt: round(
      ratio(
        sum((stat) => stat.stats.passingYards),
        totalAttempts,
      ),
    ),
    passTdPerAttempt: round(
      ratio(
        sum((stat) => stat.stats.passingTouchdowns),
        totalAttempts,
      ),
    ),
    intPerAttempt: round(
      ratio(
        sum((stat) => stat.stats.passingInterceptions),
        totalAttempts,
      ),
    ),
    carries: { mean: round(mean(carries)), sd: round(sd(carries)) },
    yardsPerCarry: round(
      ratio(
        sum((stat) => stat.stats.rushingYards),
        sum((stat) => stat.usage.carries ?? 0),
      ),
    ),
    rushTdPerCarry: round(
      ratio(
        sum((stat) => stat.stats.rushingTouchdowns),
        sum((stat) => stat.usage.carries ?? 0),
      ),
    ),
    targets: { mean: round(mean(targets)), sd: round(sd(targets)) },
    catchRate: round(
      ratio(
        receptions,
        sum((stat) => stat.usage.targets ?? 0),
      ),
    ),
    yardsPerReception: round(
      ratio(
        sum((stat) => stat.stats.receivingYards),
        receptions,
      ),
    ),
    recTdPerReception: round(
      ratio(
        sum((stat) => stat.stats.receivingTouchdowns),
        receptions,
      ),
    ),
    fumblesLostPerGame: round(mean(lines.map((stat) => stat.stats.fumblesLost))),
  };
}

/** The real data the parameters are fitted to. */
export interface DemoFitInput {
  /** nflverse weekly stat lines (regular season weeks are used) and each line's player position. */
  playerStats: readonly WeeklyStat[];
  positionOf: (playerId: string) => NflPosition | undefined;
  /** Kicker stat lines of games played (NFL.com kicker actuals, byes and free agents left out). */
  kickerStats: readonly WeeklyStat[];
  /** Played games with lines (nflverse schedules). */
  games: readonly Game[];
  /** Team-defence games (footballdb D/ST): the counts per game. */
  dstGames: ReadonlyArray<Record<string, number>>;
}

/**
 * Fits the demo season's parameters to real data: per-slot volume (mean and SD per game) and
 * efficiency (pooled rates) of QB1, RB1–3, WR1–4 and TE1–2, each team-week's players at a position
 * ranked by usage; kicker and D/ST means per game; the distribution of Vegas lines and of results
 * around them. Pure; the committed `DEMO_PARAMETERS` are its output on ../shared/data.
 */
export function fitDemoParameters(input: DemoFitInput): DemoParameters {
  const byTeamWeek = new Map<string, WeeklyStat[]>();
  for (const stat of input.playerStats) {
    if (stat.week > 18 || stat.team === null) continue;
    const position = input.positionOf(stat.playerId);
    if (!position || DEMO_SLOTS[position] === undefined) continue;
    const key = `${stat.season}:${stat.week}:${stat.team}:${position}`;
    byTeamWeek.set(key, [...(byTeamWeek.get(key) ?? []), stat]);
  }
  const teamGames = new Set([...byTeamWeek.keys()].map((key) => key.split(':').slice(0, 3).join(':'))).size;
  const slotLines = new Map<string, WeeklyStat[]>();
  for (const [key, lines] of byTeamWeek) {
    const position = key.split(':')[3] as NflPosition;
    const ranked = [...lines].sort((a, b) => usageOf(b, position) - usageOf(a, position));
    ranked.slice(0, DEMO_SLOTS[position]).forEach((stat, index) => {
      const slot = `${position}${index + 1}`;
      slotLines.set(slot, [...(slotLines.get(slot) ?? []), stat]);
    });
  }
  const slots: Record<string, SlotParameters> = {};
  for (const [slot, lines] of [...slotLines].sort(([a], [b]) => a.localeCompare(b))) {
    slots[slot] = slotParameters(lines, teamGames);
  }
  const kicker: Record<string, number> = {};
  for (const field of [
    'patMade',
    'patMissed',
    'fgMade0To19',
    'fgMade20To29',
    'fgMade30To39',
    'fgMade40To49',
    'fgMade50Plus',
    'fgMissed0To19',
    'fgMissed20To29',
    'fgMissed30To39',
  ] as const) {
    kicker[field] = round(mean(input.kickerStats.map((stat) => stat.stats[field])));
  }
  const dst: Record<string, number> = {};
  for (const field of Object.keys(input.dstGames[0] ?? {}).sort()) {
    dst[field] = round(mean(input.dstGames.map((game) => game[field] ?? 0)));
  }
  const lined = input.games.filter(
    (game) =>
      game.spreadLine !== null &&
      game.totalLine !== null &&
      game.homeScore !== null &&
      game.awayScore !== null,
  );
  const totals = lined.map((game) => game.totalLine ?? 0);
  const spreads = lined.map((game) => game.spreadLine ?? 0);
  return {
    games: {
      totalLine: { mean: round(mean(totals), 2), sd: round(sd(totals), 2) },
      spreadLine: { mean: round(mean(spreads), 2), sd: round(sd(spreads), 2) },
      marginResidualSd: round(
        sd(lined.map((game) => (game.homeScore ?? 0) - (game.awayScore ?? 0) - (game.spreadLine ?? 0))),
        2,
      ),
      totalResidualSd: round(
        sd(lined.map((game) => (game.homeScore ?? 0) + (game.awayScore ?? 0) - (game.totalLine ?? 0))),
        2,
      ),
    },
    slots,
    kicker,
    dst,
  };
}
