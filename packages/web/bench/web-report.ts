/**
 * `pnpm bench` for the web app: what a visitor downloads and what Lighthouse thinks of it, for `/`
 * and `/accuracy` (signed out), and `/dashboard`, `/create-team`, `/import`, `/billing`, `/auth-test`
 * and the editor of a team of theirs (signed in through the real sign-up and sign-in pages; the team
 * created and filled through the SDK), and `/admin/dashboard` for the administrator: every screen of
 * the app but `/waitlist` (the landing page's own) and the billing outcomes.
 *
 * - A real server, started exactly as the end-to-end tests start it (e2e/support/start-server.ts:
 *   the built server, embedded store and sign-in, demo season), on the real clock (or LINEUP_NOW
 *   when set), serving the built app from E2E_WEB_ROOT (default packages/web/dist; `pnpm bench`
 *   builds it first).
 * - Shipped bytes: each page is loaded in Debian's Chromium (playwright-core, the e2e flags) in a
 *   fresh browser context until the network is idle; every JavaScript and CSS response is gzipped
 *   with zlib at level 9 and summed. Target: landing JS ≤ 100 KB gzip (1 KB = 1,000 bytes).
 * - Lighthouse 12.8 (node API) performance and accessibility, desktop preset
 *   (lighthouse/core/config/desktop-config.js) and mobile (the default config), connected to a
 *   Chromium that Playwright launched with a profile of its own and a remote-debugging port. `/` and
 *   `/accuracy` are run first, signed out, with Lighthouse's storage reset; then the user signs in
 *   in that same browser and their pages run with `disableStorageReset` (the session lives in
 *   localStorage), the HTTP cache being cleared before each run so that every run loads cold;
 *   then the browser forgets that user (storage and cookies) and the administrator signs in for
 *   the admin dashboard. Target: ≥ 95.
 *
 * - The editor's figures (issue 28), measured as e2e/edit-team.e2e.ts measures and asserts them
 *   (e2e/support/editor-measures.ts): the clicks to fill an empty team of a Pro user from the search
 *   (nine starters and seven bench; target ≤ 17), then the editor's height at 390 × 844 with its
 *   panels collapsed (target ≤ 2,400 px), in Chromium on the server's clock.
 *
 * Each Lighthouse figure is the run with the median performance score of LIGHTHOUSE_RUNS (CI's quick
 * form: 1; BENCH_FULL=1: 3); with
 * LIGHTHOUSE_REPORT_DIR set, that run's whole result is written there as JSON (landing-mobile.json …).
 *
 * Figures only: targets are reported, not asserted. Exits non-zero when something failed to run;
 * skipped (with a loud message, exit 0) when there is no Chromium, as the browser tests are.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createClient } from '@lineup-lab/sdk';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { E2E_ADMIN } from '../e2e/support/admin.js';
import { CHROMIUM } from '../e2e/support/chromium.js';
import { openTeamOverHttp } from '../e2e/support/editor.js';
import { editorHeight, fillTeamCountingClicks } from '../e2e/support/editor-measures.js';
import {
  type Account,
  newAccount,
  pinClock,
  readMailOf,
  signIn,
  signUp,
  VIEWPORTS,
} from '../e2e/support/fixtures.js';
import { startServer, type TestServer } from '../e2e/support/start-server.js';

const GZIP_LEVEL = 9;
const FILL_CLICKS_TARGET = 17;
const PHONE_HEIGHT_TARGET_PX = 2400;
const LANDING_JS_TARGET_BYTES = 100_000;
const LIGHTHOUSE_TARGET = 95;
/** Lighthouse runs per page and preset; the run with the median performance score is reported. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (process.env.BENCH_FULL === '1' ? 3 : 1));
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../dist', import.meta.url));
/** When set, each reported Lighthouse run's full JSON result is written there, for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

const started = Date.now();
const failures: string[] = [];
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Runs one step; a failure is printed and counted, and the report goes on. */
async function attempt<T>(what: string, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    failures.push(what);
    console.error(
      `[web-report] ${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
    return undefined;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

// ---- Shipped bytes ----

interface Shipped {
  js: number;
  css: number;
  files: number;
  /** Each file's path and gzipped bytes, largest first. */
  list: { path: string; bytes: number }[];
}

/** Loads `path` in `page` and sums the gzipped size of every JS and CSS response until the network is idle. */
async function shippedBytes(page: Page, path: string): Promise<Shipped> {
  const bodies: Promise<{ kind: 'js' | 'css'; path: string; bytes: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : null;
    if (!kind || response.status() >= 300) return;
    bodies.push(
      response.body().then(
        (body) => ({
          kind,
          path: new URL(response.url()).pathname,
          bytes: gzipSync(body, { level: GZIP_LEVEL }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const shipped: Shipped = { js: 0, css: 0, files: 0, list: [] };
  for (const item of await Promise.all(bodies)) {
    if (!item) continue;
    shipped[item.kind] += item.bytes;
    shipped.files += 1;
    shipped.list.push({ path: item.path, bytes: item.bytes });
  }
  shipped.list.sort((a, b) => b.bytes - a.bytes);
  return shipped;
}

/** `/` signed out, then `/dashboard` signed in (each step on its own: one failing does not hide the other). */
async function measureShipped(baseURL: string, account: Account): Promise<Map<string, Shipped>> {
  const results = new Map<string, Shipped>();
  const browser = await chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args],
  });
  try {
    const landing = await attempt('shipped bytes of /', async () => {
      const visitor = await browser.newContext({ baseURL });
      const shipped = await shippedBytes(await visitor.newPage(), '/');
      await visitor.close();
      return shipped;
    });
    if (landing) results.set('/', landing);

    // Sign up on the real pages, then load the dashboard cold in a fresh context holding that session.
    const dashboard = await attempt('shipped bytes of /dashboard', async () => {
      const signUpContext = await browser.newContext({ baseURL });
      await signUp(await signUpContext.newPage(), account);
      const storageState = await signUpContext.storageState();
      await signUpContext.close();
      const member = await browser.newContext({ baseURL, storageState });
      const page = await member.newPage();
      const shipped = await shippedBytes(page, '/dashboard');
      if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`/dashboard ended at ${page.url()}`);
      await member.close();
      return shipped;
    });
    if (dashboard) results.set('/dashboard', dashboard);
  } finally {
    await browser.close();
  }
  return results;
}

// ---- The editor's figures ----

/** Clicks to fill a Pro user's empty team from the search, then the editor's height on a phone. */
async function measureEditor(server: TestServer): Promise<{ clicks: number; height: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args],
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    await pinClock(context, server.url);
    const page = await context.newPage();
    await openTeamOverHttp(page, server, { pro: true });
    const { clicks } = await fillTeamCountingClicks(page);
    return { clicks, height: await editorHeight(page) };
  } finally {
    await browser.close();
  }
}

// ---- Lighthouse ----

interface Scores {
  /** Lighthouse's whole result, written to LIGHTHOUSE_REPORT_DIR when that is set. */
  lhr: unknown;
  /** The page Lighthouse ended on (a redirect would show here). */
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  fcp: number | undefined;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
}

async function runLighthouse(options: {
  url: string;
  port: number;
  preset: 'desktop' | 'mobile';
  disableStorageReset: boolean;
}): Promise<Scores> {
  const flags: Flags = {
    port: options.port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: options.disableStorageReset,
  };
  const config: Config | undefined = options.preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(options.url, flags, config);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue;
  return {
    lhr,
    finalUrl: lhr.finalDisplayedUrl,
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The remote-debugging port Chromium picked (it writes it into the profile when started with port 0). */
async function devToolsPort(profile: string): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not report its remote-debugging port');
}

async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** Runs Lighthouse `runs` times and keeps the run with the median performance score. */
async function medianRun(runs: number, run: () => Promise<Scores>): Promise<Scores> {
  const results: Scores[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await run());
  results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

/** Players a bench team is filled with: the first results of a few searches, up to the bench's seven. */
const TEAM_SEARCHES = ['an', 'er', 'ar', 'on'];

/**
 * A team of the signed-in user of `page`, made through the SDK with the page's own token: created,
 * and players added from a few searches (a best effort: an editor of an empty team if the search
 * answers nothing usable). Answers the editor's path.
 */
async function teamOf(page: Page, baseURL: string): Promise<string> {
  await page.goto('/dashboard');
  const token: string = await page.evaluate(
    () => JSON.parse(localStorage.getItem('lineup-lab.token') ?? '{}').accessToken,
  );
  const client = createClient({ baseUrl: baseURL, getToken: () => token });
  const teamName = 'Bench Team';
  await client.teams.create({ teamName });
  const added = new Set<string>();
  for (const q of TEAM_SEARCHES) {
    const found = await client.players.search({ q }).catch(() => undefined);
    for (const player of found?.players ?? []) {
      if (added.size >= 7 || added.has(player._id)) continue;
      await client.lineups.addPlayer({ teamName, playerId: player._id }).then(
        () => added.add(player._id),
        () => {},
      );
    }
  }
  console.log(`[web-report] the editor's team has ${added.size} players`);
  return `/edit-team/${encodeURIComponent(teamName)}`;
}

async function measureLighthouse(baseURL: string, account: Account) {
  const rows: { path: string; preset: 'desktop' | 'mobile'; scores: Scores | undefined }[] = [];
  const profile = await mkdtemp(join(tmpdir(), 'lineup-lab-lighthouse-'));
  // One browser for both Playwright (the sign-in) and Lighthouse (over the debugging port), so that
  // they share the profile's localStorage. No viewport: Lighthouse does its own emulation.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args, '--remote-debugging-port=0'],
    baseURL,
    viewport: null,
  });
  try {
    const port = await devToolsPort(profile);
    const presets = ['desktop', 'mobile'] as const;
    const measure = async (path: string, preset: 'desktop' | 'mobile', signedIn: boolean, label: string) => {
      const scores = await medianRun(LIGHTHOUSE_RUNS, async () => {
        // Signed in, storage is kept (the session is in localStorage): the HTTP cache is cleared by hand.
        if (signedIn) await clearHttpCache(context, page);
        const options = { url: `${baseURL}${path}`, port, preset, disableStorageReset: signedIn };
        // Lighthouse's own advice for NO_NAVSTART (a trace it failed to record): run it again, once.
        const result = await runLighthouse(options).catch((error: unknown) => {
          if (error instanceof Error && error.message.startsWith('NO_NAVSTART'))
            return runLighthouse(options);
          throw error;
        });
        // A lost session would have measured the landing page instead.
        if (new URL(result.finalUrl).pathname !== path)
          throw new Error(`${path} ended at ${result.finalUrl}`);
        return result;
      });
      rows.push({ path, preset, scores });
      if (REPORT_DIR) {
        const file = join(REPORT_DIR, `${label}-${preset}.json`);
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(file, JSON.stringify(scores.lhr));
      }
      return true;
    };
    const page = context.pages()[0] ?? (await context.newPage());
    // The public pages, signed out: the landing page and /accuracy.
    for (const { path, label } of [
      { path: '/', label: 'landing' },
      { path: '/accuracy', label: 'accuracy' },
    ]) {
      for (const preset of presets) {
        const done = await attempt(`Lighthouse ${path} (${preset})`, () =>
          measure(path, preset, false, label),
        );
        if (!done) rows.push({ path, preset, scores: undefined });
      }
    }
    const signedIn = await attempt('sign-in for Lighthouse', async () => {
      await signIn(page, account);
      return true;
    });
    const editor = signedIn ? await attempt('a team for the editor', () => teamOf(page, baseURL)) : undefined;
    await page.goto('about:blank');
    const userPages = [
      { path: '/dashboard', label: 'dashboard' },
      { path: '/create-team', label: 'create-team' },
      { path: '/import', label: 'import' },
      { path: '/billing', label: 'billing' },
      { path: '/auth-test', label: 'auth-test' },
      ...(editor ? [{ path: editor, label: 'editor' }] : []),
    ];
    for (const { path, label } of userPages) {
      for (const preset of presets) {
        const done = signedIn
          ? await attempt(`Lighthouse ${path} (${preset})`, () => measure(path, preset, true, label))
          : undefined;
        if (!done) rows.push({ path, preset, scores: undefined });
      }
    }
    // The administrator, in the same browser once it has forgotten the user (and the provider's session).
    const admin = await attempt('administrator sign-in for Lighthouse', async () => {
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await context.clearCookies();
      await signIn(page, E2E_ADMIN);
      await page.goto('about:blank');
      return true;
    });
    for (const preset of presets) {
      const path = '/admin/dashboard';
      const done = admin
        ? await attempt(`Lighthouse ${path} (${preset})`, () => measure(path, preset, true, 'admin'))
        : undefined;
      if (!done) rows.push({ path, preset, scores: undefined });
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return rows;
}

// ---- The report ----

if (!existsSync(CHROMIUM.executablePath)) {
  // As the browser tests do (scripts/workspace.mjs): without Chromium the report is skipped, loudly.
  const bar = '!'.repeat(100);
  console.warn(
    `${bar}\n!! WEB REPORT SKIPPED: ${CHROMIUM.executablePath} is missing (apt-get install -y chromium, or set CHROME_PATH)\n${bar}`,
  );
  process.exit(0);
}
console.log(`[web-report] web root ${WEB_ROOT}`);
await readFile(join(WEB_ROOT, 'index.html')).catch(() => {
  console.error(
    `[web-report] ${WEB_ROOT}/index.html is missing: build the app first (pnpm --filter @lineup-lab/web build)`,
  );
  process.exit(1);
});
const server = await startServer(process.env.LINEUP_NOW);
readMailOf(server);
// Interrupted: stop the server (a child process) before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(130));
  });
}
const baseURL = server.url;
console.log(`[web-report] server ${baseURL} ready after ${seconds()} s`);
const account = newAccount('bench');

try {
  const shipped = await attempt('shipped bytes', () => measureShipped(baseURL, account));
  console.log(
    `\nShipped JS and CSS per page (every response until network idle, each gzipped with zlib level ${GZIP_LEVEL}; 1 KB = 1,000 bytes)`,
  );
  const shippedRows = [['page', 'JS KB', 'CSS KB', 'JS bytes', 'CSS bytes', 'files', 'target']];
  for (const path of ['/', '/dashboard']) {
    const s = shipped?.get(path);
    const target =
      path === '/'
        ? `JS ≤ ${kb(LANDING_JS_TARGET_BYTES)} KB: ${s ? (s.js <= LANDING_JS_TARGET_BYTES ? 'met' : 'MISSED') : 'n/a'}`
        : '-';
    shippedRows.push(
      s
        ? [path, kb(s.js), kb(s.css), String(s.js), String(s.css), String(s.files), target]
        : [path, 'failed', '', '', '', '', target],
    );
  }
  console.log(table(shippedRows));
  for (const path of ['/', '/dashboard']) {
    const list = shipped?.get(path)?.list ?? [];
    if (list.length > 0)
      console.log(
        `  ${path}: ${list.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.bytes)}`).join(', ')}`,
      );
  }

  const editor = await attempt("the editor's figures", () => measureEditor(server));
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log("\nThe editor (a Pro user's team, in Chromium on the server's clock)");
  console.log(
    editor
      ? table([
          ['figure', 'value', 'target'],
          [
            'clicks to fill 9 starters and 7 bench from an empty team',
            String(editor.clicks),
            `≤ ${FILL_CLICKS_TARGET}: ${verdict(editor.clicks <= FILL_CLICKS_TARGET)}`,
          ],
          [
            'height at 390×844, panels collapsed (px)',
            String(editor.height),
            `≤ ${PHONE_HEIGHT_TARGET_PX}: ${verdict(editor.height <= PHONE_HEIGHT_TARGET_PX)}`,
          ],
        ])
      : 'failed (see above)',
  );

  const lighthouseRows = await attempt('Lighthouse', () => measureLighthouse(baseURL, account));
  console.log(
    `\nLighthouse 12.8, median of ${LIGHTHOUSE_RUNS} runs by performance (score × 100; target ≥ ${LIGHTHOUSE_TARGET}; FCP, LCP and TBT in ms)`,
  );
  const scoreRows = [
    ['page', 'preset', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'target'],
  ];
  const score = (value: number | null | undefined) =>
    value == null ? 'n/a' : String(Math.round(value * 100));
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));
  for (const { path, preset, scores } of lighthouseRows ?? []) {
    if (!scores) {
      scoreRows.push([path, preset, 'failed', 'failed', '', '', '', '', '']);
      continue;
    }
    const met = [scores.performance, scores.accessibility].every(
      (s) => s !== null && s * 100 >= LIGHTHOUSE_TARGET,
    );
    scoreRows.push([
      path,
      preset,
      score(scores.performance),
      score(scores.accessibility),
      ms(scores.fcp),
      ms(scores.lcp),
      ms(scores.tbt),
      scores.cls === undefined ? 'n/a' : scores.cls.toFixed(3),
      met ? 'met' : 'MISSED',
    ]);
  }
  console.log(table(scoreRows));
} finally {
  await server.stop();
}

console.log(
  `\n[web-report] finished in ${seconds()} s${failures.length ? `; FAILED to run: ${failures.join(', ')}` : ''}`,
);
process.exit(failures.length > 0 ? 1 : 0);
