import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DemoEspnWorld, demoEspnDataAt } from '../../../server/test/support/demo-espn-data.js';
import { type DemoSleeperWorld, demoSleeperDataAt } from '../../../server/test/support/demo-sleeper-data.js';
import { type DemoYahooWorld, demoYahooDataAt } from '../../../server/test/support/demo-yahoo-data.js';
import { type FakeEspn, startFakeEspn } from '../../../server/test/support/fake-espn.js';
import { type FakeSleeper, startFakeSleeper } from '../../../server/test/support/fake-sleeper.js';
import { type FakeYahoo, startFakeYahoo } from '../../../server/test/support/fake-yahoo.js';
import { E2E_ADMIN } from './admin.js';
import { startTestMailbox, type TestMailbox } from './test-mailbox.js';

const SERVER_MAIN = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
/** The built app; E2E_WEB_ROOT points elsewhere (a build of its own) when several runs share the checkout. */
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../dist', import.meta.url));
const READY = /Lineup Lab is running at (\S+)/;
/** Where Yahoo sends the browser back after its consent page (the server's OAuth callback). */
const YAHOO_CALLBACK_PATH = '/api/import/yahoo/callback';

/**
 * Per-client (IP address) limits far above what the suite does: every test signs up, signs in and
 * joins the waitlist from 127.0.0.1. The contact limits stay above what the contact test sends, so
 * that its 429 is the per-address limit (3 messages per 10 minutes, not configurable).
 */
const CLIENT_LIMITS = {
  SIGN_UP_RATE_PER_CLIENT: '1000/1m',
  SIGN_IN_RATE_PER_CLIENT: '1000/1m',
  WAITLIST_RATE_PER_CLIENT: '1000/1m',
  CONTACT_RATE_PER_CLIENT: '1000/1m',
  CONTACT_RATE_GLOBAL: '1000/1m',
} as const;

/** Every test signs a user up: hashes at the test cost (`PASSWORD_HASH_COST`), not what they test. */
const PASSWORD_HASH_COST = 'test';

/** A running test server. */
export interface TestServer {
  /** Where it answers, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** The SMTP server it sends its mail through. */
  readonly mailbox: TestMailbox;
  /**
   * The Sleeper it imports leagues from (`SLEEPER_API_URL`): a fake serving the demo Sleeper data
   * (`demo`: its users, leagues, rosters and a trade), made of the demo season's players.
   */
  readonly sleeper: { readonly fake: FakeSleeper; readonly demo: DemoSleeperWorld };
  /**
   * The ESPN it imports leagues from (`ESPN_API_URL`): a fake serving the demo ESPN data (`demo`:
   * a public league, a private one and its cookies, a trade), made of the demo season's players.
   */
  readonly espn: { readonly fake: FakeEspn; readonly demo: DemoEspnWorld };
  /**
   * The Yahoo it imports leagues from (`YAHOO_API_URL`, `YAHOO_AUTH_URL`, and the Yahoo app
   * `YAHOO_CLIENT_ID` / `YAHOO_CLIENT_SECRET`): a fake whose consent page signs Demo Dana in and
   * sends the browser back to the server's callback (registered as the app's redirect URI), serving
   * the demo Yahoo data (`demo`: Dana's leagues of the season, a trade).
   */
  readonly yahoo: { readonly fake: FakeYahoo; readonly demo: DemoYahooWorld };
  /** Stops it and removes its data. */
  stop(): Promise<void>;
}

/** Waits for the server to print its URL; fails with its output if it exits or takes too long. */
function urlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/**
 * Starts a real server as users start it (`lineup-server start`, built), its clock reading `now` at
 * start and running on from there (`LINEUP_NOW`; the real clock when absent): the embedded store in
 * a temporary folder, embedded sign-in, the demo season generated for that date (players and model
 * predictions), its mail sent to a test SMTP server of its own, its Sleeper, ESPN and Yahoo fakes
 * serving demo leagues of that season's players (Yahoo's with the server's callback registered),
 * generous per-client limits, serving the built app on a free port. Every test signs up its own user, so tests do not share data.
 */
export async function startServer(
  now?: string,
  options: {
    /** A data folder of the caller's, kept at stop (to start another server on it later). */
    dataDir?: string;
    /** `DEMO_SEASON`: `off` for a test that needs no players (a faster start). Default `auto`. */
    demoSeason?: 'auto' | 'off';
  } = {},
): Promise<TestServer> {
  const mailbox = await startTestMailbox();
  const at = now === undefined ? new Date() : new Date(now);
  const demo = demoSleeperDataAt(at);
  const fake = await startFakeSleeper(demo.data);
  const espnDemo = demoEspnDataAt(at);
  const espn = await startFakeEspn(espnDemo.data);
  const yahooDemo = demoYahooDataAt(at);
  const yahoo = await startFakeYahoo({ data: yahooDemo.data });
  yahoo.signedIn = yahooDemo.user.guid;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'lineup-lab-e2e-')));
  const child = spawn(process.execPath, [SERVER_MAIN, 'start'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT,
      DEMO_SEASON: options.demoSeason ?? 'auto',
      ...(now === undefined ? {} : { LINEUP_NOW: now }),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: mailbox.url,
      SLEEPER_API_URL: fake.url,
      ESPN_API_URL: espn.url,
      YAHOO_API_URL: yahoo.apiUrl,
      YAHOO_AUTH_URL: yahoo.authUrl,
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      ...CLIENT_LIMITS,
      PASSWORD_HASH_COST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await mailbox.close();
    await fake.close();
    await espn.close();
    await yahoo.close();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await urlOf(child);
    yahoo.registerRedirect(`${url}${YAHOO_CALLBACK_PATH}`);
    return {
      url,
      mailbox,
      sleeper: { fake, demo },
      espn: { fake: espn, demo: espnDemo },
      yahoo: { fake: yahoo, demo: yahooDemo },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
