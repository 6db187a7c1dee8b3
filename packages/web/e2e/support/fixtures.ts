import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { confirmLinkIn, SIGN_UP_MAIL } from './sign-up-mail.js';
import { startServer, type TestServer } from './start-server.js';
import { DEFAULT_DATES, type SuiteDate } from './suite-dates.js';
import type { TestMailbox } from './test-mailbox.js';

export { expect };

/** A user of the test server, signed up through the real sign-up page. */
export interface Account {
  email: string;
  password: string;
}

let counter = 0;
/** A fresh, unique account (not yet signed up). */
export function newAccount(label = 'user'): Account {
  counter += 1;
  return {
    email: `${label}-${Date.now()}-${process.pid}-${counter}@example.test`,
    password: 'correct-horse-battery',
  };
}

/**
 * The mailbox of each test server running in this worker, by the server's origin: how `signUp`
 * reads the mail the server of the page it is given sent.
 */
const mailboxes = new Map<string, TestMailbox>();

/**
 * Lets `signUp` read the mail of `server` for pages at its own address and at localhost (it answers
 * at both, its sign-in too); the function returned forgets it.
 */
export function readMailOf(server: TestServer): () => void {
  const origins = [new URL(server.url).origin, `http://localhost:${new URL(server.url).port}`];
  for (const origin of origins) mailboxes.set(origin, server.mailbox);
  return () => {
    for (const origin of origins) mailboxes.delete(origin);
  };
}

/** The mailbox of the test server `page` is on. */
function mailboxOf(page: Page): TestMailbox {
  const mailbox = mailboxes.get(new URL(page.url()).origin);
  if (!mailbox) throw new Error(`No test server of this worker serves ${page.url()}`);
  return mailbox;
}

/**
 * From the sign-in page the browser is on, goes to "Create an account", fills in and sends the real
 * sign-up form, and sees the "Check your email" page it answers (whether the address was free or not).
 */
export async function submitSignUp(page: Page, account: Account): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
}

/**
 * Opens in `page` the link of the newest confirmation mail to `email` (waiting for it): in the
 * browser that signed up, while its sign-in is open, that finishes the sign-in.
 */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  const mail = await mailboxOf(page).waitForMail({ to: email, subject: SIGN_UP_MAIL.confirm });
  // Leave "Check your email" first, as a person reading the mail would: its own check (every 3 s)
  // sees the address confirmed while the link loads and moves on too, and Chromium then aborts one
  // navigation for the other (net::ERR_ABORTED, seen once in CI).
  await page.goto('about:blank');
  await page.goto(confirmLinkIn(mail));
}

/**
 * Signs up a new account through the real pages: visiting a login page (default /dashboard) sends
 * the browser to sign-in, from there to "Create an account"; the link mailed to the address, opened
 * in the same page, confirms it and brings the browser back to `startAt`, signed in.
 */
export async function signUp(page: Page, account: Account, startAt = '/dashboard'): Promise<void> {
  await page.goto(startAt);
  await submitSignUp(page, account);
  await openConfirmationLink(page, account.email);
  await page.waitForURL((url) => url.pathname === startAt.split('?')[0]);
}

/** Signs in an existing account through the real sign-in page. */
export async function signIn(page: Page, account: Account, startAt = '/dashboard'): Promise<void> {
  await page.goto(startAt);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === startAt.split('?')[0]);
}

/**
 * axe-core's browser script: the copy @axe-core/playwright injects (its own dependency, read
 * through it, so both are the same version).
 */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;

/**
 * Runs axe (every rule AxeBuilder runs by default) on the page as it is now, in the page itself.
 * axe-core is injected once per document and stays there, so a page scanned again (another size,
 * another state) is not sent its 500 kB again; and it runs as `axe.run` (AxeBuilder's legacy mode),
 * not split into a run in the page and a finish in a blank page opened for each scan. That default
 * costs about 3 s a scan on a busy machine, the scan itself well under that. A page with frames
 * (none of the app's have one) is left to AxeBuilder's default, which reaches into them. Measured
 * on the editor (a Pro team, 1 worker, the machine shared): 4.3–5.4 s a scan before, 1.1–2.1 s now.
 */
async function runAxe(page: Page): ReturnType<AxeBuilder['analyze']> {
  // Only the violations are read: the passes and the rest are listed with one node each, not all
  // (axe's `resultTypes`; the violations are found and listed in full as before).
  const options = { resultTypes: ['violations' as const] };
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // axe is in the page now: AxeBuilder is given nothing to inject.
  return new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options(options).analyze();
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const size = page.viewportSize();
  const { violations } = await base.step(`axe scan at ${size?.width}×${size?.height}`, () => runAxe(page));
  const severe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe, severe.join('\n')).toEqual([]);
}

/**
 * Waits until the page has drawn two frames (after a resize: its new layout, and whatever its scripts
 * redraw for the new size), or 100 ms at most.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 100);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The phone and desktop sizes every screen is checked and photographed at. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Writes a full-page screenshot of the current page at both sizes into e2e-screenshots/ (git-ignored),
 * one folder per date the suite runs at: `<project>/<name>-phone.png` and `<project>/<name>-desktop.png`.
 * Restores the desktop size afterwards.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const folder = new URL(`../../e2e-screenshots/${base.info().project.name}/`, import.meta.url).pathname;
  await base.step(`screenshots ${name}`, async () => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await nextFrames(page);
      await page.screenshot({ path: `${folder}${name}-${size}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  });
}

/** The server's time now: `GET /api/session/health` answers it. */
async function serverTime(serverUrl: string): Promise<Date> {
  const response = await fetch(new URL('/api/session/health', serverUrl));
  if (!response.ok) throw new Error(`GET /api/session/health answered ${response.status}`);
  const { time } = (await response.json()) as { time: string };
  return new Date(time);
}

/** Starts the context's clock (every page's Date and timers) at the server's time, before any page runs. */
export async function pinClock(context: BrowserContext, serverUrl: string): Promise<void> {
  await context.clock.install({ time: await serverTime(serverUrl) });
}

/** The project's options: the date its server and browsers run at. */
export interface SuiteOptions {
  suiteDate: SuiteDate;
}

interface SuiteWorkerFixtures extends SuiteOptions {
  /** The project's own server, started at its date for the worker's tests. */
  server: TestServer;
}

interface SuiteTestFixtures {
  /** The server's time now (it started at the project's date and runs on). */
  serverNow: () => Promise<Date>;
  /**
   * A browser context of one's own (for a second user, or without JavaScript) as the `page` fixture
   * has it: the server's base URL, the viewer's zone and locale, the clock at the server's time.
   * Closed after the test.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/**
 * Every test runs against its project's server, in browsers whose clock starts at the server's time
 * (zone and locale come from the configuration's `use`).
 */
export const test = base.extend<SuiteTestFixtures, SuiteWorkerFixtures>({
  suiteDate: [DEFAULT_DATES[0] as SuiteDate, { scope: 'worker', option: true }],
  server: [
    async ({ suiteDate }, use) => {
      const server = await startServer(suiteDate.now);
      const forget = readMailOf(server);
      await use(server);
      forget();
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  serverNow: async ({ server }, use) => use(() => serverTime(server.url)),
  context: async ({ context, server }, use) => {
    await pinClock(context, server.url);
    await use(context);
  },
  newContext: async ({ browser, server, viewport, timezoneId, locale }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        timezoneId,
        locale,
        ...options,
      });
      made.push(context);
      await pinClock(context, server.url);
      return context;
    });
    for (const context of made) await context.close();
  },
});
