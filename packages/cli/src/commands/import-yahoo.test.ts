/**
 * `lineup import yahoo` against a real server on port 0 with a Yahoo app configured
 * (`YAHOO_CLIENT_ID`, `YAHOO_CLIENT_SECRET`, `LINEUP_SECRET_KEY`) whose `YAHOO_AUTH_URL` and
 * `YAHOO_API_URL` are the fake Yahoo of the server's tests (a real HTTP server speaking Yahoo's
 * OAuth 2.0 and Fantasy API: consent page, token endpoint with PKCE, JSON answers), the server's
 * clock in October 2026 (the fake's season): the authorization address printed as the server made
 * it, the person "opening it in a browser" (its redirects followed over HTTP: the consent page, then
 * the server's callback), the wait (polling the connection every 2 s) ending once connected, the
 * leagues, a league's teams and the import; the time limit, reached by moving the CLI's clock on;
 * `--json` keeping the prompt off stdout; the spinner on a terminal; and `--disconnect`.
 */
import { ADMIN_EMAIL, ADMIN_PASSWORD, seedWeekSeason } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYahoo, startFakeYahoo } from '../../../server/test/support/fake-yahoo.js';
import { PPR_LEAGUE_KEY } from '../../../server/test/support/yahoo-fixtures.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';
import { YAHOO_POLL_MS, YAHOO_WAIT_MS } from './import-yahoo-connect.js';

/** In the fake Yahoo's season (2026), week 7. */
const OCTOBER_2026 = '2026-10-15T16:00:00.000Z';

let yahoo: FakeYahoo;
let cli: CliHarness;

beforeAll(async () => {
  yahoo = await startFakeYahoo();
  cli = await startCliHarness({
    now: OCTOBER_2026,
    env: {
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      YAHOO_AUTH_URL: yahoo.authUrl,
      YAHOO_API_URL: yahoo.apiUrl,
      LINEUP_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    },
  });
  yahoo.registerRedirect(`${cli.server.url}/api/import/yahoo/callback`);
  await seedWeekSeason(cli.server.store);
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
}, 30_000);
afterAll(async () => {
  await cli.close();
  await yahoo.close();
});

/** A clock for the CLI that runs with the real one until the test moves it on. */
function movableClock(): { now: () => Date; moveOn(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    moveOn(ms) {
      offset += ms;
    },
  };
}

const PROMPT = /open this in a browser, allow access, then come back here:\n\n {2}(\S+)\n/;
const GAVE_UP =
  'Error: Yahoo was not connected within 10 minutes. Run `lineup import yahoo` again for a new address.\n';

describe('lineup import yahoo, not connected', () => {
  it("prints the server's authorization address, waits, and gives up after 10 minutes by its clock", async () => {
    const clock = movableClock();
    const run = cli.start(['import', 'yahoo'], { now: clock.now });
    const [, address = ''] = await waitFor(run.stdout, PROMPT);
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe(`${yahoo.authUrl}/request_auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: yahoo.clientId,
      redirect_uri: `${cli.server.url}/api/import/yahoo/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/\S{16,}/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(run.stdout()).toContain('Waiting for Yahoo… (Ctrl-C stops; gives up after 10 minutes)\n');
    clock.moveOn(YAHOO_WAIT_MS + YAHOO_POLL_MS);
    const result = await run.done;
    expect(result).toMatchObject({ code: 1, stderr: GAVE_UP });
    expect(result.stdout).not.toContain('connected.');
  });

  it('keeps stdout for the JSON with --json: the prompt goes to stderr', async () => {
    const clock = movableClock();
    const run = cli.start(['import', 'yahoo', '--json'], { now: clock.now });
    await waitFor(run.stderr, PROMPT);
    clock.moveOn(YAHOO_WAIT_MS + YAHOO_POLL_MS);
    const result = await run.done;
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Waiting for Yahoo…');
    expect(result.stderr.endsWith(GAVE_UP)).toBe(true);
  });

  it('shows a spinner on a terminal while it waits, then that it gave up', async () => {
    const clock = movableClock();
    const screen = fakeTerminal();
    const run = cli.start(['import', 'yahoo'], { now: clock.now, terminal: screen.terminal });
    await waitFor(run.stdout, PROMPT);
    await waitFor(
      () => screen.stdout.text(),
      /Waiting for Yahoo… \(Ctrl-C stops; gives up after 10 minutes\)/,
    );
    clock.moveOn(YAHOO_WAIT_MS + YAHOO_POLL_MS);
    expect(await run.done).toMatchObject({ code: 1, stderr: GAVE_UP });
    expect(screen.stdout.text()).toContain('✖ Not connected.');
  });
});

/** What a person's browser does with the address: Yahoo's consent page, then the server's callback. */
async function allowInBrowser(address: string): Promise<void> {
  const atYahoo = await fetch(address, { redirect: 'manual' });
  expect(atYahoo.status).toBe(302);
  const callback = atYahoo.headers.get('location') ?? '';
  expect(callback.startsWith(`${cli.server.url}/api/import/yahoo/callback?`)).toBe(true);
  const back = await fetch(callback, { redirect: 'manual' });
  expect(back.status).toBe(302);
}

describe('lineup import yahoo, connecting', () => {
  it('waits while the person allows access in a browser, then lists the account’s leagues', async () => {
    const run = cli.start(['import', 'yahoo']);
    const [, address = ''] = await waitFor(run.stdout, PROMPT);
    await allowInBrowser(address);
    const result = await run.done;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Yahoo account connected.\n');
    expect(result.stdout).toContain('Your Yahoo NFL leagues of 2026');
    expect(result.stdout).toContain(PPR_LEAGUE_KEY);
    expect(result.stdout).toContain('Touchdown Town PPR');
    expect(result.stdout).toContain("List a league's teams with `lineup import yahoo --league ID`.");
  });

  it('says since when the account is connected, lists a league’s teams, and imports one with --yes', async () => {
    const teams = await cli.run(['import', 'yahoo', '--league', PPR_LEAGUE_KEY]);
    expect(teams.stderr).toBe('');
    expect(teams.code).toBe(0);
    // The server's clock, in the viewer's time zone (America/Chicago).
    expect(teams.stdout.startsWith('Yahoo account connected since 2026-10-15 11:00.\n\n')).toBe(true);
    expect(teams.stdout).toContain('Touchdown Town PPR — Yahoo, 2026 season');
    expect(teams.stdout).toContain('Pat’s Pickers');
    expect(teams.stdout).toContain(
      `Preview and import yours with \`lineup import yahoo --league ${PPR_LEAGUE_KEY} --team ID\`.`,
    );

    const imported = await cli.run(['import', 'yahoo', '--league', PPR_LEAGUE_KEY, '--team', '1', '--yes']);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Touchdown Town PPR (Yahoo, 2026) — Pat’s Pickers');
    expect(imported.stdout).toMatch(/Imported 'Pat’s Pickers' from Touchdown Town PPR \(Yahoo\)\. /);
    const leagues = await cli.run(['leagues', '--json']);
    expect(JSON.parse(leagues.stdout).leagues).toEqual([
      expect.objectContaining({
        provider: 'yahoo',
        providerLeagueId: PPR_LEAGUE_KEY,
        teamName: 'Pat’s Pickers',
      }),
    ]);
  });
});

describe('lineup import yahoo --disconnect', () => {
  it('disconnects the account (the server forgets it), and --json prints the connection', async () => {
    const result = await cli.run(['import', 'yahoo', '--disconnect']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^Your Yahoo account is disconnected: /);
    expect(yahoo.liveTokens().refresh).toBe(0);
    const json = await cli.run(['import', 'yahoo', '--disconnect', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ configured: true, connected: false, connectedAt: null });
  });
});
