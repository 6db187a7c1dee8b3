/**
 * A bot that optimizes every team of its user for the week they plan for, before kickoff.
 *
 *   LINEUP_TOKEN=… node dist/main.js [--dry-run] [--mode median|conservative|aggressive]
 *   LINEUP_TOKEN_FILE=bot-token.json node dist/main.js
 *
 * For each team it reads the week (`client.teams.week`), leaves the team alone when a starter's game
 * (or the game of a player the optimal lineup would move) has kicked off, and otherwise applies the
 * optimal lineup (`client.lineups.optimize`) against the version it read.
 * Exits 0 when every team was handled, 1 when a team or the run failed, 2 on bad usage.
 */
import { realpathSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AuthenticationError,
  ConflictError,
  createClient,
  type FetchFunction,
  LineupLabError,
  type RouteBody,
  type RouteOutput,
  type TokenProvider,
  type TokenRefresher,
} from '@lineup-lab/sdk';

/** A projection mode: what "optimal" is worked out in. */
export type Mode = NonNullable<RouteBody<'optimizeLineup'>['mode']>;
export const MODES: readonly Mode[] = ['conservative', 'median', 'aggressive'];
type TeamWeek = RouteOutput<'teamWeek'>;
type Move = TeamWeek['optimal']['moves'][number];

export interface OptimizerOptions {
  /** The server, e.g. `http://localhost:5005`. */
  baseUrl: string;
  /** The user's access token (sync or async), sent with every call. */
  getToken: TokenProvider;
  /** Called once on a 401: a new access token, or nothing when the user must sign in again. */
  refreshToken?: TokenRefresher;
  /** Report what would change, change nothing. */
  dryRun?: boolean;
  /** Default `median`. */
  mode?: Mode;
  /** The time kickoffs are compared with; default: the server's (`GET /api/season`'s `now`). */
  now?: Date;
  fetch?: FetchFunction;
}

/** What the bot did with one team. */
export type TeamOutcome = { teamName: string } & (
  | { status: 'optimized'; moves: Move[]; gain: number; total: number }
  | { status: 'would-optimize'; moves: Move[]; gain: number; total: number }
  | { status: 'already-optimal'; total: number }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string }
);

export interface OptimizerReport {
  /** The week planned for; `null` when the server has no season under way (nothing was done). */
  week: number | null;
  mode: Mode;
  /** The time kickoffs were compared with (ISO). */
  now: string;
  dryRun: boolean;
  teams: TeamOutcome[];
}

/**
 * The players whose game has kicked off by `now` among the starters and the players the optimal
 * lineup would move: a lineup must not change once they are playing.
 */
function playersUnderway(week: TeamWeek, now: Date): string[] {
  const moved = new Set(week.optimal.moves.map((move) => move.playerId));
  const candidates = [
    ...week.slots.flatMap(({ slot, player }) => (player ? [{ place: slot, player }] : [])),
    ...week.bench.filter((p) => moved.has(p.player._id)).map((player) => ({ place: 'BENCH', player })),
  ];
  return candidates
    .filter(({ player }) => player.gameTime !== null && Date.parse(player.gameTime) <= now.getTime())
    .map(({ place, player }) => `${player.player.playerName} (${place}, kickoff ${player.gameTime})`);
}

/**
 * Optimizes every team of the signed-in user for the planning week. A team fails on its own (a
 * stale version, a lineup rule); a refused token, a network failure or a server error ends the run.
 * @example
 * const report = await run({ baseUrl: 'http://localhost:5005', getToken: () => token, dryRun: true });
 */
export async function run(options: OptimizerOptions): Promise<OptimizerReport> {
  const mode = options.mode ?? 'median';
  const dryRun = options.dryRun ?? false;
  const client = createClient({
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    ...(options.refreshToken && { refreshToken: options.refreshToken }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  const season = await client.session.season();
  const now = options.now ?? new Date(season.now);
  const report: OptimizerReport = {
    week: season.planningWeek,
    mode,
    now: now.toISOString(),
    dryRun,
    teams: [],
  };
  const week = season.planningWeek;
  if (week === null) return report;

  const { teams } = await client.user.teams();
  const names = teams.map((team) => team.teamName).sort((a, b) => a.localeCompare(b));
  for (const teamName of names) {
    try {
      const current = await client.teams.week(teamName, week, { mode });
      const underway = playersUnderway(current, now);
      if (underway.length > 0) {
        report.teams.push({ teamName, status: 'skipped', reason: `games under way: ${underway.join(', ')}` });
        continue;
      }
      const { moves, gain } = current.optimal;
      const total = current.totals.optimal[mode];
      if (moves.length === 0) {
        report.teams.push({ teamName, status: 'already-optimal', total });
      } else if (dryRun) {
        report.teams.push({ teamName, status: 'would-optimize', moves, gain, total });
      } else {
        const done = await client.lineups.optimize(teamName, {
          week,
          mode,
          expectedVersion: current.team.version,
        });
        report.teams.push({
          teamName,
          status: 'optimized',
          moves: done.moves,
          gain: done.gain,
          total: done.total,
        });
      }
    } catch (error) {
      const perTeam = error instanceof LineupLabError && error.status !== undefined && error.status < 500;
      if (!perTeam || error instanceof AuthenticationError) throw error;
      const reason =
        error instanceof ConflictError && error.code === 'CONFLICT'
          ? `${error.message} (the team changed while the bot read it; run again)`
          : error.message;
      report.teams.push({ teamName, status: 'failed', reason });
    }
  }
  return report;
}

const points = (value: number) => (value >= 0 ? `+${value.toFixed(1)}` : value.toFixed(1));

/** The report as lines of text, as the program prints it. */
export function formatReport(report: OptimizerReport): string[] {
  if (report.week === null) return ['No season under way: nothing to optimize.'];
  const lines = [
    `Week ${report.week}, ${report.mode} projections, at ${report.now}${report.dryRun ? ' (dry run: nothing changed)' : ''}`,
  ];
  if (report.teams.length === 0) lines.push('You have no teams.');
  for (const team of report.teams) {
    switch (team.status) {
      case 'optimized':
      case 'would-optimize': {
        const verb = team.status === 'optimized' ? 'optimized' : 'would optimize';
        const count = `${team.moves.length} move${team.moves.length === 1 ? '' : 's'}`;
        lines.push(
          `${team.teamName}: ${verb}, ${count}, ${points(team.gain)} (total ${team.total.toFixed(1)})`,
        );
        for (const move of team.moves) lines.push(`  ${move.playerName}: ${move.from} -> ${move.to}`);
        break;
      }
      case 'already-optimal':
        lines.push(`${team.teamName}: already optimal (total ${team.total.toFixed(1)})`);
        break;
      case 'skipped':
        lines.push(`${team.teamName}: skipped, ${team.reason}`);
        break;
      case 'failed':
        lines.push(`${team.teamName}: failed, ${team.reason}`);
        break;
    }
  }
  return lines;
}

/** The stored sign-in the bot reads from `LINEUP_TOKEN_FILE` (and writes back after a refresh). */
export interface StoredToken {
  accessToken: string;
  refreshToken?: string | undefined;
  /** The OpenID client the tokens were issued to; default: the server's CLI client (`lineup-cli`). */
  clientId?: string | undefined;
  /** The issuer and API audience; default: the server's (`GET /api/auth/config`). */
  issuer?: string | undefined;
  audience?: string | undefined;
}

/**
 * Trades the refresh token for new tokens at the issuer's token endpoint (found by OpenID
 * discovery): the standard `refresh_token` grant, as a public client. The issuer rotates refresh
 * tokens, so keep the one this returns.
 */
export async function refreshAtIssuer(
  stored: StoredToken & { refreshToken: string; issuer: string; clientId: string },
  fetchFn: typeof fetch = fetch,
): Promise<StoredToken> {
  const discovery = await fetchFn(`${stored.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`${stored.issuer}: OpenID discovery failed (HTTP ${discovery.status})`);
  const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint: string };
  const response = await fetchFn(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: stored.refreshToken,
      client_id: stored.clientId,
      ...(stored.audience && { resource: stored.audience }),
    }),
  });
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token) {
    throw new Error(`${stored.issuer} refused the refresh token: ${body.error_description ?? body.error}`);
  }
  return {
    ...stored,
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? stored.refreshToken,
  };
}

const USAGE = 'usage: weekly-optimizer [--dry-run] [--mode conservative|median|aggressive]';

/** Reads the token from `LINEUP_TOKEN_FILE`, else `LINEUP_TOKEN` (and `LINEUP_REFRESH_TOKEN`). */
async function readStoredToken(env: NodeJS.ProcessEnv): Promise<StoredToken | undefined> {
  if (env.LINEUP_TOKEN_FILE) {
    const stored = JSON.parse(await readFile(env.LINEUP_TOKEN_FILE, 'utf8')) as Partial<StoredToken>;
    if (typeof stored.accessToken !== 'string') {
      throw new Error(`${env.LINEUP_TOKEN_FILE}: no "accessToken" in the file`);
    }
    return stored as StoredToken;
  }
  if (!env.LINEUP_TOKEN) return undefined;
  return { accessToken: env.LINEUP_TOKEN, refreshToken: env.LINEUP_REFRESH_TOKEN || undefined };
}

/** The program: reads its arguments and environment, runs, prints; answers the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let args: { 'dry-run'?: boolean; mode?: string };
  try {
    args = parseArgs({
      args: argv,
      options: { 'dry-run': { type: 'boolean' }, mode: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const mode = (args.mode ?? 'median') as Mode;
  if (!MODES.includes(mode)) {
    console.error(`--mode must be one of ${MODES.join(', ')}\n${USAGE}`);
    return 2;
  }
  const baseUrl = env.LINEUP_SERVER || 'http://localhost:5005';
  try {
    let stored = await readStoredToken(env);
    if (!stored) {
      console.error(`Set LINEUP_TOKEN (an access token) or LINEUP_TOKEN_FILE (a JSON file).\n${USAGE}`);
      return 2;
    }
    const refreshToken: TokenRefresher | undefined = stored.refreshToken
      ? async () => {
          const current = stored as StoredToken & { refreshToken: string };
          const signIn = await createClient({ baseUrl }).session.authConfig();
          stored = await refreshAtIssuer({
            ...current,
            issuer: current.issuer ?? signIn.issuer,
            clientId: current.clientId ?? (env.LINEUP_CLIENT_ID || 'lineup-cli'),
            audience: current.audience ?? signIn.audience,
          });
          if (env.LINEUP_TOKEN_FILE) {
            await writeFile(env.LINEUP_TOKEN_FILE, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
            await chmod(env.LINEUP_TOKEN_FILE, 0o600);
          }
          return stored.accessToken;
        }
      : undefined;
    const report = await run({
      baseUrl,
      getToken: () => stored?.accessToken,
      ...(refreshToken && { refreshToken }),
      dryRun: args['dry-run'] ?? false,
      mode,
    });
    for (const line of formatReport(report)) console.log(line);
    return report.teams.some((team) => team.status === 'failed') ? 1 : 0;
  } catch (error) {
    if (error instanceof AuthenticationError) {
      console.error(`${baseUrl}: not signed in (${error.message}). Get a new token and run again.`);
    } else {
      const status =
        error instanceof LineupLabError && error.status !== undefined ? ` (HTTP ${error.status})` : '';
      console.error(`${baseUrl}: ${error instanceof Error ? error.message : String(error)}${status}`);
    }
    return 1;
  }
}

// Run as a program (`node dist/main.js`), not when a test imports `run`.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
