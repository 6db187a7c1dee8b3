/**
 * `pnpm bench` for the server: autocannon (50 connections) against GET /api/user/teams and
 * GET /api/get-team/:teamName for a user with a full team (9 starters, 7 bench), in a store holding
 * 5,000 other users with a full team each (same team name), and GET /api/season over ten seasons of
 * schedule, each beside a bare route in the same server process answering a static JSON body of the
 * same size, all in one run.
 * Prints requests/s, p50 and p99 and the ratio to the bare route, and the server's RSS after the
 * first 1,000 requests and after 20,000. Targets: ratio ≥ 0.5, p99 ≤ 25 ms, RSS growth ≤ 20%.
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

// The server runs from its build (dist), as in production; `pnpm bench` builds first.
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => child.kill('SIGKILL');
process.on('exit', stop);

const { url, bareUrl, otherUsers, games } = await new Promise<{
  url: string;
  bareUrl: string;
  otherUsers: number;
  games: number;
}>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});

const rssMb = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

// A signed-in user with a full team, built through the real sign-in and the SDK (the bench server
// creates the account at start, as it does the administrator's: sign-up would wait for a mail).
const tokens = await signIn({
  baseUrl: url,
  email: 'bench@lineup-lab.test',
  password: 'bench-password-1',
  redirectUri: `${url}/auth/callback`,
});
const authorization = `Bearer ${tokens.accessToken}`;
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
console.log(
  `server bench: team with ${16 - team.bench.length} starters and ${team.bench.length} on the bench, among ${otherUsers.toLocaleString('en')} other users with a team each; ${games.toLocaleString('en')} games of schedule`,
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

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
const rows: string[] = [];
const checks: Array<[string, boolean]> = [];
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
  const ratio = median(ratios);
  const row = (label: string, results: autocannon.Result[]) =>
    `  ${label.padEnd(40)} ${median(results.map((r) => r.requests.average))
      .toFixed(0)
      .padStart(
        7,
      )} req/s  p50 ${String(median(results.map((r) => r.latency.p50))).padStart(3)} ms  p99 ${String(median(results.map((r) => r.latency.p99))).padStart(3)} ms`;
  const p99 = median(api.map((r) => r.latency.p99));
  rows.push(
    row(route.name, api),
    row('  bare route, same body size', bare),
    `    ratio ${ratio.toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
  checks.push([`${route.name}: ratio ≥ 0.5 (${ratio.toFixed(2)})`, ratio >= 0.5]);
  checks.push([`${route.name}: p99 ≤ 25 ms (${p99} ms)`, p99 <= 25]);
}
const growth = (rssAfter20k - rssAfter1k) / rssAfter1k;
checks.push([`RSS after 20,000 within 20% of after 1,000 (${(growth * 100).toFixed(1)}%)`, growth <= 0.2]);

console.log(
  `server — HTTP benchmark (autocannon, ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_S} s per route and baseline, medians)`,
);
for (const row of rows) console.log(row);
console.log(
  `  RSS of the server: ${rssAfter1k.toFixed(1)} MB after 1,000 requests, ${rssAfter20k.toFixed(1)} MB after 20,000`,
);
for (const [label, met] of checks) console.log(`  ${met ? 'MET ' : 'MISS'} ${label}`);
stop();
