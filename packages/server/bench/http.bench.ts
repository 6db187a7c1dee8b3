/**
 * `pnpm bench` for the server: autocannon (50 connections) against GET /api/user/teams and
 * GET /api/get-team/:teamName for a user with a full team (9 starters, 7 bench), and GET /api/season
 * over ten seasons of schedule, each beside a bare route in the same server process answering a
 * static JSON body of the same size, all in one run; once in a store of 5,000 other users with a
 * full team each (same team name), and in larger stores when BENCH_USERS lists them (BENCH_USERS=5000,100000).
 * Prints requests/s, p50 and p99 and the ratio to the bare route, the server's RSS after the first
 * 1,000 requests and after 20,000, how long the server took to start on that store, and the store's
 * size on disk. Targets (at 5,000 users): ratio ≥ 0.5, p99 ≤ 25 ms, RSS growth ≤ 20%.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createClient } from '@lineup-lab/sdk';
import autocannon from 'autocannon';
import { signIn } from '../test/support/oidc-sign-in.js';

const CONNECTIONS = 50;
const DURATION_S = 3;
const ROUNDS = 5;
const POPULATIONS = (process.env.BENCH_USERS ?? '5000').split(',').map(Number);
/** The population the targets are held at; larger ones are measured and reported. */
const TARGET_POPULATION = 5_000;

/** What the bench server prints once it serves. */
interface BenchServer {
  url: string;
  bareUrl: string;
  otherUsers: number;
  games: number;
  /** How long a server took to start on the populated store (ms). */
  startMs: number;
  /** The store's datafiles, in bytes. */
  storeBytes: number;
}

/** One population's figures. */
interface Measured {
  server: BenchServer;
  routes: Array<{ name: string; rps: number; p50: number; p99: number; ratio: number }>;
  rssAfter1k: number;
  rssAfter20k: number;
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Starts the bench server with `users` other users (it runs from the build, as in production). */
async function startBenchServer(users: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, BENCH_USERS: String(users) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = await new Promise<BenchServer>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { server, rssMb, stop };
}

/** Signs the bench user in and builds their full team through the SDK; answers the bearer header and the team's name. */
async function benchUser(url: string): Promise<{ authorization: string; teamName: string; bench: number }> {
  // The bench server creates the account at start, as it does the administrator's.
  const tokens = await signIn({
    baseUrl: url,
    email: 'bench@lineup-lab.test',
    password: 'bench-password-1',
    redirectUri: `${url}/auth/callback`,
  });
  const client = createClient({ baseUrl: url, getToken: () => tokens.accessToken });
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
  return { authorization: `Bearer ${tokens.accessToken}`, teamName, bench: team.bench.length };
}

async function measure(users: number): Promise<Measured> {
  const { server, rssMb, stop } = await startBenchServer(users);
  try {
    const { url, bareUrl } = server;
    const { authorization, teamName, bench } = await benchUser(url);
    console.log(
      `server bench: team with ${16 - bench} starters and ${bench} on the bench, among ${server.otherUsers.toLocaleString('en')} other users with a team each; ${server.games.toLocaleString('en')} games of schedule`,
    );
    const routes = [
      { name: 'GET /api/user/teams', path: '/api/user/teams', bare: 'teams' },
      {
        name: 'GET /api/get-team/:teamName',
        path: `/api/get-team/${encodeURIComponent(teamName)}`,
        bare: 'team',
      },
      { name: 'GET /api/season', path: '/api/season', bare: 'season' },
    ];
    for (const route of routes) {
      const body = await (await fetch(`${url}${route.path}`, { headers: { authorization } })).text();
      await fetch(`${bareUrl}/body/${route.bare}`, { method: 'PUT', body });
    }
    const run = (target: string, options: { duration?: number; amount?: number } = {}) =>
      autocannon({ url: target, connections: CONNECTIONS, headers: { authorization }, ...options });

    // Memory: RSS after the first 1,000 requests, then after 20,000 in all.
    await run(`${url}${routes[1]?.path}`, { amount: 1_000 });
    const rssAfter1k = rssMb();
    await run(`${url}${routes[1]?.path}`, { amount: 19_000 });
    const rssAfter20k = rssMb();

    const figures: Measured['routes'] = [];
    for (const route of routes) {
      // Rounds alternate bare and API runs, so a busy moment on this shared machine hits both alike;
      // each figure is the median of the rounds.
      const bare: autocannon.Result[] = [];
      const api: autocannon.Result[] = [];
      await run(`${url}${route.path}`, { duration: 1 }); // warm-up
      for (let round = 0; round < ROUNDS; round++) {
        bare.push(await run(`${bareUrl}/body/${route.bare}`, { duration: DURATION_S }));
        const result = await run(`${url}${route.path}`, { duration: DURATION_S });
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${route.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        }
        api.push(result);
      }
      const ratios = api.map((r, i) => r.requests.average / (bare[i]?.requests.average ?? Number.NaN));
      const row = (results: autocannon.Result[]) => ({
        rps: median(results.map((r) => r.requests.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
      });
      figures.push({ name: route.name, ...row(api), ratio: median(ratios) });
      figures.push({ name: `  bare route, same body size`, ...row(bare), ratio: Number.NaN });
    }
    return { server, routes: figures, rssAfter1k, rssAfter20k };
  } finally {
    await stop();
  }
}

const results: Measured[] = [];
for (const users of POPULATIONS) results.push(await measure(users));

console.log(
  `server — HTTP benchmark (autocannon, ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_S} s per route and baseline, medians)`,
);
const checks: Array<[string, boolean]> = [];
for (const { server, routes, rssAfter1k, rssAfter20k } of results) {
  const users = server.otherUsers;
  console.log(
    `${users.toLocaleString('en')} other users: start ${(server.startMs / 1000).toFixed(1)} s, store ${(server.storeBytes / 1e6).toFixed(1)} MB on disk`,
  );
  for (const r of routes) {
    const ratio = Number.isNaN(r.ratio) ? '' : `  ratio ${r.ratio.toFixed(2)}`;
    console.log(
      `  ${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms${ratio}`,
    );
  }
  console.log(
    `  RSS of the server: ${rssAfter1k.toFixed(1)} MB after 1,000 requests, ${rssAfter20k.toFixed(1)} MB after 20,000`,
  );
  if (users !== TARGET_POPULATION) continue;
  for (const r of routes.filter((route) => !Number.isNaN(route.ratio))) {
    checks.push([`${r.name}: ratio ≥ 0.5 (${r.ratio.toFixed(2)})`, r.ratio >= 0.5]);
    checks.push([`${r.name}: p99 ≤ 25 ms (${r.p99} ms)`, r.p99 <= 25]);
  }
  const growth = (rssAfter20k - rssAfter1k) / rssAfter1k;
  checks.push([`RSS after 20,000 within 20% of after 1,000 (${(growth * 100).toFixed(1)}%)`, growth <= 0.2]);
}
for (const [label, met] of checks) console.log(`  ${met ? 'MET ' : 'MISS'} ${label}`);
