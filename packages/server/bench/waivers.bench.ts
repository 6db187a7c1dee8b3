/**
 * `pnpm --filter @lineup-lab/server exec tsx --conditions=@lineup-lab/source bench/waivers.bench.ts`:
 * what the waiver list and the trade analysis cost on the demo season's catalogue, through HTTP as
 * a user calls them. A real server (embedded store) starts on the generated demo season at a
 * pinned time (the Friday before week 6 of 2025: twelve weeks left, each predicted by the demo
 * model), a Pro user fills a hand-made team of 16 (the best of each position by this week's
 * projection, so every pickup needs a drop), then: the waiver list (limit 20, every position) and
 * one position (RB), each the median of 5 calls after a first (its time printed too), and a
 * 2-for-1 trade (median of 5). Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { COLLECTIONS } from '../src/ports/collections.js';
import { handClock } from '../test/support/hand-clock.js';
import { startTestServer } from '../test/support/server.js';
import { makePro } from '../test/support/users.js';

const NOW = '2025-10-10T12:00:00.000Z';
const TEAM = 'Bench Team';
const EMAIL = 'waiver-bench@example.com';
const RUNS = 5;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

async function timed(call: () => Promise<unknown>): Promise<{ first: number; median: number }> {
  const started = performance.now();
  await call();
  const first = performance.now() - started;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const at = performance.now();
    await call();
    runs.push(performance.now() - at);
  }
  return { first: Math.round(first), median: Math.round(median(runs)) };
}

const startedAt = performance.now();
const server = await startTestServer({ DEMO_SEASON: 'auto' }, { clock: handClock(NOW) });
const startMs = Math.round(performance.now() - startedAt);
try {
  const client = await server.signUp(EMAIL);
  await client.user.subscriptionStatus();
  await makePro(server.store, EMAIL);
  await client.teams.create({ teamName: TEAM });
  // Nine starters and seven on the bench: the best of each position this week.
  const wanted: ReadonlyArray<['QB' | 'RB' | 'WR' | 'TE' | 'K' | 'D/ST', number]> = [
    ['QB', 2],
    ['RB', 5],
    ['WR', 5],
    ['TE', 2],
    ['D/ST', 1],
    ['K', 1],
  ];
  const team: string[] = [];
  for (const [position, count] of wanted) {
    const { players } = await client.players.search({ position, limit: count, teamName: TEAM });
    for (const player of players) {
      await client.lineups.addPlayer({ teamName: TEAM, playerId: player._id, placement: 'fit' });
      team.push(player._id);
    }
  }
  const { planningWeek } = await client.session.season();
  await client.lineups.optimize(TEAM, { week: planningWeek ?? 1 });
  const catalogue = await COLLECTIONS.players.of(server.store).countDocuments({});
  const list = await client.teams.waivers(TEAM);
  const waivers = await timed(() => client.teams.waivers(TEAM));
  const runningBacks = await timed(() => client.teams.waivers(TEAM, { position: 'RB' }));
  const [give1, give2] = team.slice(2, 4);
  const get = list.picks[0]?.player._id;
  const trade =
    give1 && give2 && get
      ? await timed(() => client.teams.trade(TEAM, { give: [give1, give2], get: [get] }))
      : null;
  console.log(
    JSON.stringify({
      demoStartMs: startMs,
      catalogue,
      roster: team.length,
      weeksLeft: list.weeks.length,
      freeAgents: list.freeAgents,
      evaluated: list.evaluated,
      picks: list.picks.length,
      top: list.picks[0]?.reason,
      waiversMs: waivers,
      waiversRbMs: runningBacks,
      tradeMs: trade,
    }),
  );
} finally {
  await server.close();
}
