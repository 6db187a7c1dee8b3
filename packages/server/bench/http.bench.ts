/**
 * `pnpm bench` for the server: autocannon (50 connections) against API routes, each beside a bare
 * route in the same server process answering a static JSON body of the same size, all in one run.
 * Two suites, each on a bench server of its own (`bench-server.ts`), signed in as the bench user
 * (the administrator):
 * - user calls: GET /api/user/teams, GET /api/get-team/:teamName and GET /api/teams/:teamName/week/:week
 *   (the planning week) for a user with a full team (9 starters, 7 bench), and GET /api/season over
 *   ten seasons of schedule, in a store of 5,000 other users with a full team each; larger stores when
 *   BENCH_USERS lists them (BENCH_USERS=5000,100000). Then the memory check on GET /api/get-team: the
 *   server's RSS and V8's resident heap spaces, and the heap it retains (used after a full garbage
 *   collection) with RSS again, after 1,000 requests and 20,000.
 * - admin reads: GET /api/admin/weekly-predictions with its default query (the page of 50 by
 *   aggressive, descending, of the week users plan for) and filtered (WR, by name, page 3), over a
 *   catalogue of 1,600 players with a full season of predictions (18 weeks), and GET
 *   /api/admin/users without a query and at page 20 by email, in a store of 10,000 other users with
 *   a team each (BENCH_ADMIN_USERS lists others; empty: not run).
 * - metrics overhead: the user calls are also measured on a second bench server, the same in every way
 *   but METRICS=off (and served the memory check's requests too), in the same rounds (bare, then
 *   metrics on and off, off first in every other round), and printed with the ratio of requests/s
 *   with metrics on to off (1.00: no cost) and both p99s. That ratio is the median over
 *   METRICS_PAIRS pairs of servers (BENCH_METRICS_PAIRS; 3, or 5 with BENCH_FULL=1), the others
 *   started afresh for it and serving the held routes alike: one pair's processes differ by as
 *   much as the cost measured.
 * Every run also reads the server process's CPU time (its `cpuUsage`, before and after): each figure
 * comes with CPU µs per request and each ratio with its CPU form, steadier than requests/s on a
 * machine shared with other work. BENCH_CPU_PROF=<folder>: one more run of each route under the
 * profiler, its profile written there (`bench/profile-summary.ts` reads it).
 * CI runs the quick form: 3 rounds of 2 s, and the admin reads only when BENCH_ADMIN_USERS names a
 * population; BENCH_FULL=1 runs 5 rounds of 3 s and the admin reads at 10,000 users.
 * Each run ends once the server is idle again. Prints requests/s, p50, p99, CPU per request, the body
 * size and the ratio to the bare route, how long the server took to start on that store, the store's
 * size on disk and how long the suite took, then each target MET or MISS (issue 31): user calls at
 * 5,000 and 100,000 users ratio ≥ 0.75, p99 ≤ 25 ms, metrics on ÷ off ≥ 0.95, retained heap within 5%
 * and RSS within 15%; admin reads at 10,000 users ratio ≥ 0.25, p99 ≤ 300 ms.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '@lineup-lab/sdk';
import autocannon from 'autocannon';
import { signIn } from '../test/support/oidc-sign-in.js';

const FULL = process.env.BENCH_FULL === '1';
const CONNECTIONS = 50;
const DURATION_S = FULL ? 3 : 2;
const ROUNDS = FULL ? 5 : 3;
/**
 * Server pairs (one with metrics, one without, each started afresh) whose "on ÷ off" the metrics
 * comparison takes the median of: two processes of the same build serving the same traffic differ by
 * up to ±6% in requests/s and in CPU a request (JIT and heap state), as much as the cost measured,
 * so one pair cannot tell 0.95 from 1.00.
 */
const METRICS_PAIRS = Number(process.env.BENCH_METRICS_PAIRS ?? (FULL ? 5 : 3));
/** The rounds (of 2 s) each further pair runs per route: few, as the pairs differ more than rounds do. */
const PAIR_ROUNDS = 3;
const PAIR_DURATION_S = 2;
/** BENCH_CPU_PROF=<folder>: a CPU profile of each API route's server under load, written there. */
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;
const MEMORY_REQUESTS = { first: 1_000, total: 20_000 };
const populations = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);

/** What the bench server prints once it serves. */
interface BenchServer {
  url: string;
  bareUrl: string;
  otherUsers: number;
  players: number;
  games: number;
  predictions: number;
  /** How long a server took to start on the populated store (ms). */
  startMs: number;
  /** The store's datafiles, in bytes. */
  storeBytes: number;
}

/** A route measured against the bare route of the same body size. */
interface Route {
  name: string;
  path: string;
  /** Measured for reference (what any call costs), not held to the suite's targets. */
  reference?: true;
}

/** The server's memory (bytes): RSS as it stood, and the heap still used after a full collection. */
interface Memory {
  rss: number;
  /** RSS once that full collection has run. */
  rssCollected: number;
  heapUsed: number;
  /** The heap V8 holds from the system after that collection (used or not). */
  heapTotal: number;
  /** Memory outside the heap that V8 knows of (buffers). */
  external: number;
  /** Resident bytes of each of V8's heap spaces as RSS was read (before the collection). */
  spaces: Record<string, number>;
}

/** The routes a suite measures on a bench server, the line saying what it holds, and the memory check's route. */
interface Prepared {
  routes: Route[];
  setup: string;
  memoryRoute?: Route;
}

/** Routes measured together on bench servers of their own, with the targets held at one population. */
interface Suite {
  name: string;
  populations: number[];
  /** Catalogue players of the bench server (each with a full season of predictions). */
  players: number;
  /** Held at these numbers of other users (other stores are measured and reported). */
  targets: {
    users: number[];
    ratio: number;
    p99Ms: number;
    /** Requests/s with metrics on ÷ off, at least (with `compareMetricsOff`). */
    metricsOnToOff?: number;
    /** Growth of the retained heap, and of RSS, from 1,000 requests to 20,000, at most. */
    retainedHeapGrowth?: number;
    rssGrowth?: number;
  };
  /** Also measure each route on a bench server with METRICS=off, in the same rounds (printed, not held). */
  compareMetricsOff?: boolean;
  prepare(server: BenchServer, accessToken: string): Promise<Prepared>;
}

/** One route's figures (the bare route's too, without a ratio). */
interface Figures {
  name: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  /** To the bare route for an API route; metrics on to off for a `metrics-off` row; none for the bare route. */
  ratio: number;
  /** The server's CPU time per request (µs, user and system; the bare route's in the same process). */
  cpuUs: number;
  /** The same ratio in CPU time per request (the bare route's, or metrics off's, over this one's). */
  cpuRatio: number;
  kind: 'api' | 'bare' | 'metrics-off';
  /** For a `metrics-off` row: each server pair's on ÷ off (the first is this row's servers). */
  pairs?: number[];
  /** The route is measured for reference only. */
  reference?: true;
}

/** One suite's figures at one population. */
interface Measured {
  suite: Suite;
  server: BenchServer;
  routes: Figures[];
  memory?: { first: Memory; total: Memory };
  /** From starting the bench server to the last figure (s). */
  elapsedS: number;
}

/** The CPU time (user and system, µs) the process of a bench server has used so far. */
const cpuOf = async (bareUrl: string) => {
  const { user, system } = (await (await fetch(`${bareUrl}/cpu`)).json()) as NodeJS.CpuUsage;
  return user + system;
};
type Run = autocannon.Result & { cpuPerRequest: number };

/**
 * One autocannon run against `target`, ended once the server is idle again (a slow route's
 * unanswered requests are still served after autocannon stops, and would slow the next run down),
 * with the server's CPU time per request (read from its bare app at `settledUrl`).
 */
async function measuredRun(
  target: string,
  options: { authorization: string | undefined; settledUrl: string; duration?: number; amount?: number },
): Promise<Run> {
  const { authorization, settledUrl, ...limits } = options;
  const before = await cpuOf(settledUrl);
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    headers: { authorization },
    ...limits,
  });
  await fetch(`${settledUrl}/settled`);
  const cpuPerRequest = ((await cpuOf(settledUrl)) - before) / Math.max(1, result.requests.total);
  return Object.assign(result, { cpuPerRequest });
}
/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const half = Math.floor(sorted.length / 2);
  const upper = sorted[half] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[half - 1] ?? Number.NaN) + upper) / 2;
};
const count = (n: number) => n.toLocaleString('en');
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const size = (bytes: number) =>
  bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(2)} MB`;

/** Starts a bench server (it runs the build, as in production), with `--expose-gc` for the memory figures. */
async function startBenchServer(options: { users: number; players: number; metrics?: 'on' | 'off' }) {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      BENCH_USERS: String(options.users),
      BENCH_PLAYERS: String(options.players),
      // BENCH_CALIBRATE=1: both servers without metrics (what on ÷ off reads when nothing differs).
      BENCH_METRICS: options.metrics ?? (process.env.BENCH_CALIBRATE === '1' ? 'off' : 'on'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = await new Promise<BenchServer>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  const memory = async (): Promise<Memory> => {
    const answer = (await (await fetch(`${server.bareUrl}/memory`)).json()) as Memory & {
      collected: boolean;
    };
    if (!answer.collected) throw new Error('The bench server cannot collect garbage (no --expose-gc)');
    return answer;
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { server, memory, stop };
}

/** Signs the bench user (the administrator the server creates at start) in; answers the access token. */
async function signInBenchUser(url: string): Promise<string> {
  const tokens = await signIn({
    baseUrl: url,
    email: 'bench@lineup-lab.test',
    password: 'bench-password-1',
    redirectUri: `${url}/auth/callback`,
  });
  return tokens.accessToken;
}

/** Builds the bench user's full team through the SDK; answers the team's name and bench size. */
async function buildBenchTeam(
  url: string,
  accessToken: string,
): Promise<{ teamName: string; bench: number }> {
  const client = createClient({ baseUrl: url, getToken: () => accessToken });
  const teamName = 'Benchmark Bandits';
  await client.teams.create({ teamName });
  const { players } = await client.players.search({ q: 'bench player', limit: 20 });
  const slots: Record<string, Array<[string, number?]>> = {
    QB: [['quarterback']],
    RB: [
      ['runningBacks', 0],
      ['runningBacks', 1],
    ],
    WR: [
      ['wideReceivers', 0],
      ['wideReceivers', 1],
    ],
    TE: [['tightEnd']],
    'D/ST': [['defenseST']],
    K: [['kicker']],
  };
  let flexFilled = false;
  for (const player of players) {
    await client.lineups.addPlayer({ teamName, playerId: player._id });
    const next = slots[player.position]?.shift();
    if (next) {
      const [positionType, index] = next;
      await client.lineups.moveToSlot({
        teamName,
        playerId: player._id,
        positionType: positionType as 'quarterback',
        index: index as 0,
      });
    } else if (!flexFilled && player.position === 'RB') {
      await client.lineups.movePlayer({
        teamName,
        playerId: player._id,
        fromPosition: 'BENCH',
        toPosition: 'FLEX',
      });
      flexFilled = true;
    }
  }
  const { team } = await client.teams.get(teamName);
  return { teamName, bench: team.bench.length };
}

const SUITES: Suite[] = [
  {
    name: 'user calls',
    populations: populations('BENCH_USERS', '5000'),
    players: 16, // the bench players alone: the team's 16
    targets: {
      users: [5_000, 100_000],
      ratio: 0.75,
      p99Ms: 25,
      metricsOnToOff: 0.95,
      retainedHeapGrowth: 0.05,
      rssGrowth: 0.15,
    },
    compareMetricsOff: true,
    async prepare(server, accessToken) {
      const { teamName, bench } = await buildBenchTeam(server.url, accessToken);
      const team: Route = {
        name: 'GET /api/get-team/:teamName',
        path: `/api/get-team/${encodeURIComponent(teamName)}`,
      };
      const { planningWeek } = await createClient({ baseUrl: server.url }).session.season();
      return {
        routes: [
          { name: 'GET /api/user/teams', path: '/api/user/teams' },
          team,
          {
            name: 'GET /api/teams/:teamName/week/:week',
            path: `/api/teams/${encodeURIComponent(teamName)}/week/${planningWeek ?? 1}`,
          },
          { name: 'GET /api/season', path: '/api/season' },
          // The floor: a public call that reads nothing, and the caller's profile (token and caller).
          { name: 'GET /api/session/health (reference)', path: '/api/session/health', reference: true },
          { name: 'GET /api/user/profile (reference)', path: '/api/user/profile', reference: true },
        ],
        setup: `team with ${16 - bench} starters and ${bench} on the bench, among ${count(server.otherUsers)} other users with a team each; ${count(server.games)} games of schedule`,
        memoryRoute: team,
      };
    },
  },
  {
    name: 'admin reads',
    populations: populations('BENCH_ADMIN_USERS', FULL ? '10000' : ''),
    players: 1_600,
    targets: { users: [10_000], ratio: 0.25, p99Ms: 300 },
    async prepare(server) {
      const weekly = '/api/admin/weekly-predictions';
      const filtered = `${weekly}?position=WR&sort=player_name&order=asc&page=3`;
      const paged = '/api/admin/users?page=20&sort=email&order=asc';
      return {
        routes: [
          { name: `GET ${weekly}`, path: weekly },
          { name: `GET ${filtered}`, path: filtered },
          { name: 'GET /api/admin/users', path: '/api/admin/users' },
          { name: `GET ${paged}`, path: paged },
        ],
        setup: `the administrator, among ${count(server.otherUsers)} other users with a team each; ${count(server.players)} catalogue players, ${count(server.predictions)} weekly predictions (18 weeks)`,
      };
    },
  },
];

async function measure(suite: Suite, users: number): Promise<Measured> {
  const started = performance.now();
  const { server, memory, stop } = await startBenchServer({ users, players: suite.players });
  const withoutMetrics = suite.compareMetricsOff
    ? await startBenchServer({ users, players: suite.players, metrics: 'off' })
    : undefined;
  try {
    const { url, bareUrl } = server;
    const accessToken = await signInBenchUser(url);
    const authorization = `Bearer ${accessToken}`;
    const { routes, setup, memoryRoute } = await suite.prepare(server, accessToken);
    console.log(`server bench, ${suite.name}: ${setup}`);
    // The same user, team and calls on the server without metrics (its own token: its own issuer).
    const offUrl = withoutMetrics?.server.url;
    const offAuthorization = offUrl
      ? await (async () => {
          const token = await signInBenchUser(offUrl);
          await suite.prepare(withoutMetrics.server, token);
          return `Bearer ${token}`;
        })()
      : undefined;
    const offBareUrl = withoutMetrics?.server.bareUrl;
    const bytes: number[] = [];
    for (const [i, route] of routes.entries()) {
      const answer = await fetch(`${url}${route.path}`, { headers: { authorization } });
      if (!answer.ok) throw new Error(`${route.name}: ${answer.status} ${await answer.text()}`);
      const body = await answer.text();
      bytes.push(Buffer.byteLength(body));
      for (const bare of [bareUrl, offBareUrl]) {
        if (bare) await fetch(`${bare}/body/${i}`, { method: 'PUT', body });
      }
    }
    // A run on the server with metrics unless told otherwise.
    const run = async (
      target: string,
      options: { duration?: number; amount?: number; authorization?: string; settledUrl?: string } = {},
    ) => {
      const { authorization: as = authorization, settledUrl = bareUrl, ...limits } = options;
      return measuredRun(target, { authorization: as, settledUrl, ...limits });
    };
    /** A run on the server without metrics (its figures must be all 2xx too). */
    const runOff = async (route: Route, duration: number) => {
      if (!withoutMetrics || !offUrl) throw new Error('No server without metrics');
      const result = await run(`${offUrl}${route.path}`, {
        duration,
        authorization: offAuthorization,
        settledUrl: withoutMetrics.server.bareUrl,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${route.name}, metrics off: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      return result;
    };

    let measuredMemory: Measured['memory'];
    if (memoryRoute) {
      await run(`${url}${memoryRoute.path}`, { amount: MEMORY_REQUESTS.first });
      const first = await memory();
      await run(`${url}${memoryRoute.path}`, { amount: MEMORY_REQUESTS.total - MEMORY_REQUESTS.first });
      measuredMemory = { first, total: await memory() };
      // The server without metrics serves as many requests first, so that both start the rounds alike.
      if (withoutMetrics && offUrl) {
        await run(`${offUrl}${memoryRoute.path}`, {
          amount: MEMORY_REQUESTS.total,
          authorization: offAuthorization,
          settledUrl: withoutMetrics.server.bareUrl,
        });
      }
    }

    const figures: Figures[] = [];
    for (const [i, route] of routes.entries()) {
      // Rounds alternate bare and API runs, so a busy moment on this shared machine hits both alike;
      // each figure is the median of the rounds.
      const bare: Run[] = [];
      const api: Run[] = [];
      const off: Run[] = [];
      const offBare: Run[] = [];
      await run(`${url}${route.path}`, { duration: 1 }); // warm-up
      if (withoutMetrics) await runOff(route, 1);
      const onServer = async () => {
        bare.push(await run(`${bareUrl}/body/${i}`, { duration: DURATION_S }));
        const result = await run(`${url}${route.path}`, { duration: DURATION_S });
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        }
        api.push(result);
      };
      // The server without metrics serves the same traffic, its own bare route's included: a
      // process that also serves the bare route is slower at everything (measured: with both
      // servers off, 0.63–0.75 when only one of them served it).
      const offServer = async () => {
        if (!offBareUrl) return;
        offBare.push(await run(`${offBareUrl}/body/${i}`, { duration: DURATION_S, settledUrl: offBareUrl }));
        off.push(await runOff(route, DURATION_S));
      };
      for (let round = 0; round < ROUNDS; round++) {
        // Metrics off runs first in every other round, so neither always follows the other.
        if (round % 2 === 1) await offServer();
        await onServer();
        if (round % 2 === 0) await offServer();
      }
      if (PROFILE_DIR) {
        // One more run of the API route alone, under the profiler (figures not counted).
        const file = join(PROFILE_DIR, `${suite.name.replace(/\W+/g, '-')}-${users}-${i}.cpuprofile`);
        const profiled = async (
          serverUrl: string,
          ownBareUrl: string,
          as: string | undefined,
          name: string,
        ) => {
          await fetch(`${ownBareUrl}/profile/start`, { method: 'POST' });
          await autocannon({
            url: `${serverUrl}${route.path}`,
            connections: CONNECTIONS,
            headers: { authorization: as },
            duration: DURATION_S,
          });
          await fetch(`${ownBareUrl}/profile/stop?file=${encodeURIComponent(name)}`, { method: 'POST' });
          await fetch(`${ownBareUrl}/settled`);
          console.log(`  profile of ${route.name}: ${name}`);
        };
        await profiled(url, bareUrl, authorization, file);
        if (withoutMetrics && offUrl) {
          const offFile = file.replace(/\.cpuprofile$/, '-metrics-off.cpuprofile');
          await profiled(offUrl, withoutMetrics.server.bareUrl, offAuthorization, offFile);
        }
      }
      const ratios = api.map((r, j) => r.requests.average / (bare[j]?.requests.average ?? Number.NaN));
      const row = (results: Run[]) => ({
        bytes: bytes[i] ?? Number.NaN,
        rps: median(results.map((r) => r.requests.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        cpuUs: median(results.map((r) => r.cpuPerRequest)),
      });
      // The CPU ratio: the other run's CPU time per request over this one's (1.00: costs the same).
      const cpuRatio = (of: Run[], to: Run[]) =>
        median(of.map((r, j) => (to[j]?.cpuPerRequest ?? Number.NaN) / r.cpuPerRequest));
      figures.push({
        name: route.name,
        ...row(api),
        ratio: median(ratios),
        cpuRatio: cpuRatio(api, bare),
        kind: 'api',
        reference: route.reference,
      });
      figures.push({
        name: '  bare route, same body size',
        ...row(bare),
        ratio: Number.NaN,
        cpuRatio: Number.NaN,
        kind: 'bare',
      });
      if (off.length > 0) {
        const onToOff = api.map((r, j) => r.requests.average / (off[j]?.requests.average ?? Number.NaN));
        figures.push({
          name: '  metrics off (ratio: on/off)',
          ...row(off),
          ratio: median(onToOff),
          cpuRatio: cpuRatio(api, off),
          kind: 'metrics-off',
          pairs: [median(onToOff)],
        });
        figures.push({
          name: '  its bare route (ratio: on/off)',
          ...row(offBare),
          ratio: median(
            bare.map((r, j) => r.requests.average / (offBare[j]?.requests.average ?? Number.NaN)),
          ),
          cpuRatio: cpuRatio(bare, offBare),
          kind: 'bare',
        });
      }
    }
    if (withoutMetrics) {
      // More pairs for the routes held to the target (the reference routes keep the first pair's).
      const offRows = figures.filter((figure) => figure.kind === 'metrics-off');
      const cpuPairs = offRows.map((figure) => [figure.cpuRatio]);
      for (let pair = 1; pair < METRICS_PAIRS; pair++) {
        const ratios = await freshPairRatios(suite, users, routes, pair % 2 === 1);
        for (const [i, figure] of offRows.entries()) {
          const ratio = ratios[i];
          if (!ratio || Number.isNaN(ratio.rps)) continue;
          figure.pairs?.push(ratio.rps);
          cpuPairs[i]?.push(ratio.cpu);
        }
      }
      for (const [i, figure] of offRows.entries()) {
        figure.ratio = median(figure.pairs ?? []);
        figure.cpuRatio = median(cpuPairs[i] ?? []);
      }
    }
    const elapsedS = (performance.now() - started) / 1000;
    return { suite, server, routes: figures, memory: measuredMemory, elapsedS };
  } finally {
    await stop();
    await withoutMetrics?.stop();
  }
}

/**
 * One more pair of bench servers, with metrics and without, started afresh and serving the same
 * traffic: each route warmed for 1 s on both, then PAIR_ROUNDS rounds on each (which goes first
 * alternating). Answers each route's on ÷ off, in requests/s and in CPU a request (medians of the
 * rounds), or NaN for a reference route (not measured again).
 */
async function freshPairRatios(
  suite: Suite,
  users: number,
  routes: Route[],
  offFirst: boolean,
): Promise<Array<{ rps: number; cpu: number }>> {
  // Which starts first alternates with the pairs (the first pair's server with metrics started first).
  const startOn = () => startBenchServer({ users, players: suite.players });
  const startOff = () => startBenchServer({ users, players: suite.players, metrics: 'off' });
  const started = offFirst
    ? [await startOff(), await startOn()].reverse()
    : [await startOn(), await startOff()];
  try {
    const [on, off] = await Promise.all(
      started.map(async ({ server }) => {
        const token = await signInBenchUser(server.url);
        await suite.prepare(server, token);
        return async (route: Route, duration: number): Promise<Run> => {
          const result = await measuredRun(`${server.url}${route.path}`, {
            authorization: `Bearer ${token}`,
            settledUrl: server.bareUrl,
            duration,
          });
          if (result.non2xx > 0 || result.errors > 0) {
            throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          }
          return result;
        };
      }),
    );
    if (!on || !off) throw new Error('no server pair');
    const ratios: Array<{ rps: number; cpu: number }> = [];
    for (const route of routes) {
      if (route.reference) {
        ratios.push({ rps: Number.NaN, cpu: Number.NaN });
        continue;
      }
      await on(route, 1);
      await off(route, 1);
      const rps: number[] = [];
      const cpu: number[] = [];
      for (let round = 0; round < PAIR_ROUNDS; round++) {
        const offRun = round % 2 === 1 ? await off(route, PAIR_DURATION_S) : undefined;
        const onRun = await on(route, PAIR_DURATION_S);
        const offAfter = offRun ?? (await off(route, PAIR_DURATION_S));
        rps.push(onRun.requests.average / offAfter.requests.average);
        cpu.push(offAfter.cpuPerRequest / onRun.cpuPerRequest);
      }
      ratios.push({ rps: median(rps), cpu: median(cpu) });
    }
    return ratios;
  } finally {
    for (const { stop } of started) await stop();
  }
}

if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const results: Measured[] = [];
for (const suite of SUITES) {
  if (suite.populations.length === 0)
    console.log(`server bench, ${suite.name}: not run (BENCH_FULL=1 runs it)`);
  for (const users of suite.populations) results.push(await measure(suite, users));
}

console.log(
  `server — HTTP benchmark (autocannon, ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_S} s per route and baseline, medians)`,
);
const checks: Array<[string, boolean]> = [];
for (const { suite, server, routes, memory, elapsedS } of results) {
  console.log(
    `${suite.name}, ${count(server.otherUsers)} other users: start ${(server.startMs / 1000).toFixed(1)} s, store ${(server.storeBytes / 1e6).toFixed(1)} MB on disk; suite took ${elapsedS.toFixed(0)} s`,
  );
  const width = Math.max(...routes.map((r) => r.name.length));
  for (const r of routes) {
    const pairs =
      r.pairs && r.pairs.length > 1
        ? `, median of ${r.pairs.length} server pairs: ${r.pairs.map((x) => x.toFixed(2)).join(', ')}`
        : '';
    const ratio = Number.isNaN(r.ratio)
      ? ''
      : `  ratio ${r.ratio.toFixed(2)} (CPU ${r.cpuRatio.toFixed(2)}${pairs})`;
    console.log(
      `  ${r.name.padEnd(width)}  ${size(r.bytes).padStart(9)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  CPU ${r.cpuUs.toFixed(0).padStart(4)} µs/req${ratio}`,
    );
  }
  if (memory) {
    const { first, total } = memory;
    const [n1, n2] = [count(MEMORY_REQUESTS.first), count(MEMORY_REQUESTS.total)];
    const perRequest = (total.heapUsed - first.heapUsed) / (MEMORY_REQUESTS.total - MEMORY_REQUESTS.first);
    const growth = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)}%`;
    console.log(
      `  RSS of the server: ${mb(first.rss)} MB after ${n1} requests, ${mb(total.rss)} MB after ${n2} (${growth(first.rss, total.rss)}); after a full GC ${mb(first.rssCollected)} MB, then ${mb(total.rssCollected)} MB (${growth(first.rssCollected, total.rssCollected)})`,
    );
    console.log(
      `  V8's resident heap when RSS was read: ${Object.entries(total.spaces)
        .map(([space, bytes]) => ({ space, from: first.spaces[space] ?? 0, to: bytes }))
        .filter(({ from, to }) => Math.max(from, to) >= 2 ** 20)
        .map(({ space, from, to }) => `${space} ${mb(from)} → ${mb(to)} MB`)
        .join(', ')}`,
    );
    console.log(
      `  heap retained (after a full GC): ${mb(first.heapUsed)} MB after ${n1} requests, ${mb(total.heapUsed)} MB after ${n2} (${perRequest.toFixed(0)} bytes per request); heap held by V8 ${mb(first.heapTotal)} MB, then ${mb(total.heapTotal)} MB; buffers ${mb(first.external)} MB, then ${mb(total.external)} MB`,
    );
  }
  if (!suite.targets.users.includes(server.otherUsers)) continue;
  const { ratio, p99Ms, metricsOnToOff, retainedHeapGrowth, rssGrowth } = suite.targets;
  const at = `${count(server.otherUsers)} users`;
  for (const [i, r] of routes.entries()) {
    if (r.reference || routes[i - 2]?.reference) continue;
    if (r.kind === 'api') {
      checks.push([`${r.name}, ${at}: ratio ≥ ${ratio} (${r.ratio.toFixed(2)})`, r.ratio >= ratio]);
      checks.push([`${r.name}, ${at}: p99 ≤ ${p99Ms} ms (${r.p99} ms)`, r.p99 <= p99Ms]);
    } else if (r.kind === 'metrics-off' && metricsOnToOff !== undefined) {
      const name = routes[i - 2]?.name;
      checks.push([
        `${name}, ${at}: metrics on ÷ off ≥ ${metricsOnToOff} (${r.ratio.toFixed(2)})`,
        r.ratio >= metricsOnToOff,
      ]);
    }
  }
  if (!memory) continue;
  const growthOf = (key: 'rss' | 'rssCollected' | 'heapUsed') =>
    (memory.total[key] - memory.first[key]) / memory.first[key];
  const grew = `after ${count(MEMORY_REQUESTS.total)} requests within`;
  const since = `of after ${count(MEMORY_REQUESTS.first)}`;
  if (retainedHeapGrowth !== undefined) {
    const growth = growthOf('heapUsed');
    checks.push([
      `heap retained ${grew} ${retainedHeapGrowth * 100}% ${since}, ${at} (${(growth * 100).toFixed(1)}%)`,
      growth <= retainedHeapGrowth,
    ]);
  }
  if (rssGrowth !== undefined) {
    const growth = growthOf('rss');
    checks.push([
      `RSS ${grew} ${rssGrowth * 100}% ${since}, ${at} (${(growth * 100).toFixed(1)}%)`,
      growth <= rssGrowth,
    ]);
  }
}
for (const [label, met] of checks) console.log(`  ${met ? 'MET ' : 'MISS'} ${label}`);
