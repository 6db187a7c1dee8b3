/**
 * A read-only dashboard: prints a team's projections for a week, slot by slot, with the totals.
 *
 *   LINEUP_TOKEN=… node dist/main.js "Gridiron Gang" [--week 6] [--mode median]
 *
 * One call (`client.teams.week`) gives everything: each slot's and bench player's floor, median and
 * ceiling (the conservative, median and aggressive projections, counted 0 for a bye or a player
 * ruled out), opponent, kickoff and injury, and the totals. It changes nothing.
 * Exits 0 when printed, 1 when refused or unreachable, 2 on bad usage.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createClient,
  type FetchFunction,
  LineupLabError,
  type RouteOutput,
  type RouteQuery,
  type TokenProvider,
} from '@lineup-lab/sdk';

export type TeamWeek = RouteOutput<'teamWeek'>;
type WeekPlayer = TeamWeek['bench'][number];
export type Mode = NonNullable<RouteQuery<'teamWeek'>['mode']>;
export const MODES: readonly Mode[] = ['conservative', 'median', 'aggressive'];

export interface DashboardOptions {
  baseUrl: string;
  /** The team owner's access token (the dashboard reads with it and never writes). */
  getToken: TokenProvider;
  teamName: string;
  /** Default: the week users plan for (`GET /api/season`). */
  week?: number;
  /** The mode the optimal lineup is worked out in; default `median`. */
  mode?: Mode;
  fetch?: FetchFunction;
}

/**
 * Reads the team's week: the planning week unless one is given.
 * @example
 * const week = await run({ baseUrl: 'http://localhost:5005', getToken: () => token, teamName: 'Gridiron Gang' });
 * console.log(formatDashboard(week).join('\n'));
 */
export async function run(options: DashboardOptions): Promise<TeamWeek> {
  const client = createClient({
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    ...(options.fetch && { fetch: options.fetch }),
  });
  let week = options.week;
  if (week === undefined) {
    const season = await client.session.season();
    if (season.planningWeek === null) throw new Error('No season under way: give the week with --week.');
    week = season.planningWeek;
  }
  return client.teams.week(options.teamName, week, { mode: options.mode ?? 'median' });
}

/** Where and how kickoffs are shown. */
export interface DisplayOptions {
  /** An IANA time zone; default the machine's. */
  timeZone?: string;
  /** A BCP 47 locale; default the machine's. */
  locale?: string;
}

function kickoff(iso: string | null, display: DisplayOptions): string {
  if (iso === null) return '';
  return new Intl.DateTimeFormat(display.locale, {
    timeZone: display.timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(Date.parse(iso));
}

const figure = (value: number) => value.toFixed(1);

function row(place: string, entry: WeekPlayer | null, display: DisplayOptions): string[] {
  if (entry === null) return [place, '(empty)', '', '', '', '', '', '', ''];
  const opponent = entry.isByeWeek
    ? 'BYE'
    : entry.opponent === null
      ? ''
      : `${entry.isHomeGame ? 'vs' : '@'} ${entry.opponent}`;
  const injury = entry.injuryStatus ?? '';
  return [
    place,
    entry.player.playerName,
    entry.player.teamName,
    opponent,
    kickoff(entry.gameTime, display),
    figure(entry.points.conservative ?? 0),
    figure(entry.points.median ?? 0),
    figure(entry.points.aggressive ?? 0),
    entry.out ? `${injury} (counts 0)` : injury,
  ];
}

const HEADER = ['Slot', 'Player', 'Team', 'Opponent', 'Kickoff', 'Floor', 'Median', 'Ceiling', 'Injury'];
/** Columns aligned right (the figures). */
const NUMERIC = new Set([5, 6, 7]);

function table(rows: string[][]): string[] {
  const widths = HEADER.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  return rows.map((cells) =>
    cells
      .map((cell, column) =>
        NUMERIC.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** The dashboard as lines of text: the starters, the bench, the totals and what Optimize would gain. */
export function formatDashboard(week: TeamWeek, display: DisplayOptions = {}): string[] {
  const { totals } = week;
  const totalRow = (label: string, t: TeamWeek['totals']['current']) => [
    label,
    '',
    '',
    '',
    '',
    figure(t.conservative),
    figure(t.median),
    figure(t.aggressive),
    '',
  ];
  const rows = [
    HEADER,
    ...week.slots.map(({ slot, player }) => row(slot, player, display)),
    ...week.bench.map((player) => row('BENCH', player, display)),
    totalRow('Total', totals.current),
  ];
  const lines = [
    `${week.team.teamName}, week ${week.week}${week.season === null ? '' : ` of ${week.season}`}${week.predicted ? '' : ' (not predicted by the model yet)'}`,
    '',
    ...table(rows),
    '',
  ];
  lines.push(
    week.optimal.gain > 0
      ? `Optimal lineup (${week.mode}): ${figure(totals.optimal[week.mode])}, +${figure(week.optimal.gain)} with ${week.optimal.moves.length} move${week.optimal.moves.length === 1 ? '' : 's'}`
      : `The lineup is optimal (${week.mode}).`,
  );
  return lines;
}

const USAGE = 'usage: team-dashboard <team name> [--week N] [--mode conservative|median|aggressive]';

/** The program: reads its arguments and environment, runs, prints; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let parsed: { values: { week?: string; mode?: string }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { week: { type: 'string' }, mode: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [teamName, ...extra] = parsed.positionals;
  const week = parsed.values.week === undefined ? undefined : Number(parsed.values.week);
  const mode = (parsed.values.mode ?? 'median') as Mode;
  if (teamName === undefined || extra.length > 0 || (week !== undefined && !Number.isInteger(week))) {
    console.error(USAGE);
    return 2;
  }
  if (!MODES.includes(mode)) {
    console.error(`--mode must be one of ${MODES.join(', ')}\n${USAGE}`);
    return 2;
  }
  const token = env.LINEUP_TOKEN;
  if (!token) {
    console.error(`Set LINEUP_TOKEN to the team owner's access token.\n${USAGE}`);
    return 2;
  }
  const baseUrl = env.LINEUP_SERVER || 'http://localhost:5005';
  try {
    const result = await run({
      baseUrl,
      getToken: () => token,
      teamName,
      mode,
      ...(week !== undefined && { week }),
    });
    for (const line of formatDashboard(result)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof LineupLabError) {
      const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
      console.error(`${baseUrl}: ${error.message}${status}`);
    } else {
      console.error(error instanceof Error ? error.message : String(error));
    }
    return 1;
  }
}

// Run as a program (`node dist/main.js`), not when a test imports `run`.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
