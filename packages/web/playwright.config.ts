import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium.js';
import type { SuiteOptions } from './e2e/support/fixtures.js';
import { suiteDates, VIEWER } from './e2e/support/suite-dates.js';

/**
 * The journeys whose screens change with the season's date: the planning week, its kickoffs and
 * locks, the byes, the weeks a team can plan and the roster rules an import meets. The others
 * (sign-up and sign-in, billing, support, the admin dashboard, the landing page, /accuracy, ESPN's
 * and Yahoo's import, the 404 page) show the same at any date of a season and run at the first date
 * only; game-day.e2e.ts chooses its own dates (servers of its own) and also runs once.
 */
const SEASON_DEPENDENT = [
  'dashboard',
  'create-team',
  'edit-team',
  'editor-season',
  'scenarios-and-advisor',
  'import',
].map((file) => `**/${file}.e2e.ts`);

/**
 * End-to-end tests: the built app (dist/) served by real Lineup Lab servers (embedded store and
 * identity provider, demo season), driven in Debian's Chromium, once per date of `suiteDates()` (a
 * project each: early-season and late-season, or the one LINEUP_NOW names): every file at the first
 * date, the journeys that change with the date (SEASON_DEPENDENT) at the others. Each project has a
 * server of its own whose clock starts at its date, in browsers set to California time and US
 * English with their clock at the server's time. Run `pnpm --filter @lineup-lab/web e2e` after
 * building; screenshots go to e2e-screenshots/<project>/ (git-ignored).
 *
 * `game-day.e2e.ts` has servers of its own instead: three, started one after the other on one data
 * folder at a Saturday, a Sunday afternoon and a Monday of the demo season.
 *
 * A worker per core (E2E_WORKERS to choose): each worker starts its own server for its project's
 * date (a worker-scoped fixture) and every test signs up users of its own, so no test sees another
 * worker's data. A file's tests run in order in one worker.
 */
export default defineConfig<SuiteOptions>({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './e2e-results',
  use: {
    launchOptions: { executablePath: CHROMIUM.executablePath, args: [...CHROMIUM.args] },
    viewport: { width: 1280, height: 800 },
    ...VIEWER,
    // A failed test keeps its trace (actions, DOM snapshots, console, network) and a screenshot. The
    // trace's screencast is left out: recorded for every test, failing or not, it cost about 15 % of
    // the browser tests' CPU (12 of them: 107 s with it, 90 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  // The first project runs every file; the later ones only the journeys that change with the
  // season's date (SEASON_DEPENDENT), for CI's time.
  projects: suiteDates().map((suiteDate, index) => ({
    name: suiteDate.name,
    use: { suiteDate },
    ...(index > 0 && { testMatch: SEASON_DEPENDENT }),
  })),
});
