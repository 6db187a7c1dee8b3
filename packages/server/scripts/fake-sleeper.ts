/**
 * A stand-in Sleeper for trying the league import by hand: starts `test/support/fake-sleeper.ts`
 * with the demo Sleeper data (`test/support/demo-sleeper-data.ts`: Sleeper users whose rosters are
 * players of the generated DEMO season, so a fresh server matches them), prints its URL and waits.
 * Type `trade` and Enter to make the PPR league's trade (what Sync now then picks up), Ctrl-C to stop.
 *
 *   pnpm --filter @lineup-lab/server fake-sleeper [--now 2025-09-17T19:00:00Z]
 *   SLEEPER_API_URL=<the URL printed> npm start      (a server on the demo season, at the same date)
 *
 * The leagues are of the season the calendar is in at `--now` (default: LINEUP_NOW, else today),
 * which must be the server's: it asks Sleeper for that season's leagues.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEMO_SLEEPER_USERS, demoSleeperDataAt } from '../test/support/demo-sleeper-data.js';
import { startFakeSleeper } from '../test/support/fake-sleeper.js';

// `pnpm … fake-sleeper -- --now …` passes the `--` on: positionals are allowed and ignored.
const { values } = parseArgs({ options: { now: { type: 'string' } }, allowPositionals: true });
const nowText = values.now ?? process.env.LINEUP_NOW;
const now = nowText === undefined ? new Date() : new Date(nowText);
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO 8601 time, not '${nowText}'`);
  process.exit(1);
}

const demo = demoSleeperDataAt(now);
const sleeper = await startFakeSleeper(demo.data);
console.log(`Fake Sleeper (demo data, ${demo.season} season) at ${sleeper.url}`);
const clock = nowText === undefined ? '' : `LINEUP_NOW=${nowText} `;
console.log(`Start a server on the demo season with: ${clock}SLEEPER_API_URL=${sleeper.url} npm start`);
console.log(
  `Sleeper usernames: ${DEMO_SLEEPER_USERS.dana.username} (two leagues; "${demo.ppr.name}" has one player we do not know), ${DEMO_SLEEPER_USERS.riley.username}`,
);
console.log('Type "trade" and Enter to trade a bench player (then Sync now), Ctrl-C to stop.');

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (line.trim() !== 'trade') return;
  sleeper.update({ rosters: demo.trade.rosters });
  console.log(`Traded: ${demo.trade.dropped.name} for ${demo.trade.added.name}.`);
});

const stop = () => {
  input.close();
  void sleeper.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
