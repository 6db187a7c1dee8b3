/**
 * `lineup import espn` and `lineup leagues cookies|sync` of an ESPN league, against a real server on
 * port 0 whose `ESPN_API_URL` is the fake ESPN of the server's tests (a real HTTP server speaking
 * ESPN's fantasy API: `seasons/{season}/segments/0/leagues/{id}` with repeated `view`s, ESPN's 401
 * for a private league without its `espn_s2` and `SWID` cookies): a public league named by its
 * pasted address, a private one refused without cookies (the server's 403 and where to find them)
 * and opened with cookies from the environment, never printed; the import; new cookies once ESPN's
 * old ones stop working. The testkit's catalogue matches some of the fixture's players.
 */
import type { LineupLabClient } from '@lineup-lab/sdk';
import { createClient } from '@lineup-lab/sdk';
import { ADMIN_EMAIL, ADMIN_PASSWORD, seedWeekSeason, WEEK6_FRIDAY } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESPN_FIXTURE_SEASON,
  ESPN_PRIVATE_COOKIES,
  ESPN_PRIVATE_LEAGUE_ID,
  ESPN_PUBLIC_LEAGUE_ID,
} from '../../../server/test/support/espn-fixtures.js';
import { type FakeEspn, startFakeEspn } from '../../../server/test/support/fake-espn.js';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';

const ADDRESS = `https://fantasy.espn.com/football/league?leagueId=${ESPN_PUBLIC_LEAGUE_ID}&seasonId=${ESPN_FIXTURE_SEASON}`;
/** The private league's cookies as the CLI reads them from the environment. */
const COOKIE_ENV = { ESPN_S2: ESPN_PRIVATE_COOKIES.espnS2, ESPN_SWID: ESPN_PRIVATE_COOKIES.swid };
const NEW_COOKIES = {
  espnS2: 'AEBrenewedLineupLabTestOnly%2Bz9Yx8Wv7Ut6Sr5Qp4On3Ml2Kj1Ih0Gf%3D%3D',
  swid: '{9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A}',
};

let espn: FakeEspn;
let cli: CliHarness;
let admin: LineupLabClient;

beforeAll(async () => {
  espn = await startFakeEspn();
  cli = await startCliHarness({
    now: WEEK6_FRIDAY,
    env: { ESPN_API_URL: espn.url, LINEUP_SECRET_KEY: Buffer.alloc(32, 9).toString('base64') },
  });
  await seedWeekSeason(cli.server.store);
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const session = await credentialStore(cli.configDir).read(cli.server.url);
  admin = createClient({ baseUrl: cli.server.url, getToken: () => session?.accessToken });
}, 30_000);
afterAll(async () => {
  await cli.close();
  await espn.close();
});

/** Neither cookie's value in what a run printed. */
function expectNoCookies(run: { stdout: string; stderr: string }): void {
  for (const secret of [
    ESPN_PRIVATE_COOKIES.espnS2,
    ESPN_PRIVATE_COOKIES.swid,
    NEW_COOKIES.espnS2,
    NEW_COOKIES.swid,
  ]) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stderr).not.toContain(secret);
  }
}

describe('a public ESPN league', () => {
  it("lists the teams of a league named by its pasted address, and --json prints the SDK's answer", async () => {
    const result = await cli.run(['import', 'espn', ADDRESS]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Sunday Funday PPR — ESPN, ${ESPN_FIXTURE_SEASON} season, 10 teams, PPR\n`,
    );
    expect(result.stdout).toMatch(/^ {6}1 {2}Gridiron Gurus +PPR Pat +13$/m);
    expect(result.stdout).toContain(
      `Preview and import yours with \`lineup import espn ${ESPN_PUBLIC_LEAGUE_ID} --season ${ESPN_FIXTURE_SEASON} --team ID\`.`,
    );
    const asked = espn.requests.at(-1);
    expect(asked).toMatchObject({
      path: `/apis/v3/games/ffl/seasons/${ESPN_FIXTURE_SEASON}/segments/0/leagues/${ESPN_PUBLIC_LEAGUE_ID}`,
      cookiesSent: false,
    });
    const json = await cli.run([
      'import',
      'espn',
      ESPN_PUBLIC_LEAGUE_ID,
      '--season',
      String(ESPN_FIXTURE_SEASON),
      '--json',
    ]);
    expect(JSON.parse(json.stdout)).toEqual(
      await admin.leagues.rosters({ provider: 'espn', league: ADDRESS }),
    );
  });

  it('previews a team and imports it with --yes: the matched players in their slots, the others reported', async () => {
    const result = await cli.run(['import', 'espn', ADDRESS, '--team', '1', '--yes']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Sunday Funday PPR (ESPN, ${ESPN_FIXTURE_SEASON}) — Gridiron Gurus, PPR Pat's team\n`,
    );
    expect(result.stdout).toContain('Not matched (');
    expect(result.stdout).toMatch(/Imported 'Gridiron Gurus' from Sunday Funday PPR \(ESPN\)\. /);
    const { team } = await admin.teams.get('Gridiron Gurus');
    expect(team.lineups[0]?.tightEnd?.playerName).toBe('Travis Kelce');
  });
});

describe('a private ESPN league', () => {
  const PRIVATE = ['import', 'espn', ESPN_PRIVATE_LEAGUE_ID, '--season', String(ESPN_FIXTURE_SEASON)];

  it("is refused without cookies: the server's 403 message, then where to find them", async () => {
    const result = await cli.run(PRIVATE);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(`^Error: ${cli.server.url}: .+\\n\\nA private ESPN league needs `),
    );
    expect(result.stderr).toContain('Cookies → https://fantasy.espn.com');
    expect(result.stderr).toContain('ESPN_S2 and ESPN_SWID');
    expect(result.stderr).toMatch(/\(HTTP 403, FORBIDDEN, request id \S+\)\n$/);
  });

  it('opens with the cookies from the environment, sends them to ESPN, never prints them, and imports', async () => {
    const teams = await cli.run(PRIVATE, { env: COOKIE_ENV });
    expect(teams.stderr).toBe('');
    expect(teams.code).toBe(0);
    expect(teams.stdout).toContain('Superflex Dynasty — ESPN, 2026 season, 12 teams');
    expect(teams.stdout).toMatch(/^ {6}1 {2}Two QBs /m);
    expect(espn.requests.at(-1)?.cookiesSent).toBe(true);
    expectNoCookies(teams);

    const imported = await cli.run([...PRIVATE, '--team', '1', '--yes'], { env: COOKIE_ENV });
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/Imported 'Two QBs' from Superflex Dynasty \(ESPN\)\. /);
    // Its OP slot (superflex) does not fit our slots: the preview says so.
    expect(imported.stdout).toMatch(/Notes:\n(?:.*\n)*.*\bOP\b/);
    expectNoCookies(imported);
  });

  it('says where to find new cookies when ESPN stops taking the old ones, and takes new ones', async () => {
    const league = (await admin.leagues.list()).leagues.find(
      (each) => each.providerLeagueId === ESPN_PRIVATE_LEAGUE_ID,
    );
    const id = league?.id ?? '';
    espn.setCookies(ESPN_PRIVATE_LEAGUE_ID, ESPN_FIXTURE_SEASON, NEW_COOKIES);

    const refused = await cli.run(['leagues', 'sync', id]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Give the new ones with \`lineup leagues cookies ${id}\``);
    expect(refused.stderr).toMatch(/\(HTTP 403, FORBIDDEN, request id \S+\)\n$/);

    const wrong = await cli.run(['leagues', 'cookies', id], { env: COOKIE_ENV });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/\(HTTP 403, FORBIDDEN, request id \S+\)\n$/);

    const renewed = await cli.run(['leagues', 'cookies', id, '--espn-s2', NEW_COOKIES.espnS2], {
      env: { ESPN_SWID: NEW_COOKIES.swid },
    });
    expect(renewed).toEqual({
      code: 0,
      stderr: '',
      stdout: 'New cookies saved for Superflex Dynasty: they open it.\n',
    });
    const synced = await cli.run(['leagues', 'sync', id]);
    expect(synced.stderr).toBe('');
    expect(synced.stdout).toMatch(
      /^Synced 'Two QBs' with Superflex Dynasty \(ESPN\)\.\nAdded: none\nDropped: none\n/,
    );
    expectNoCookies(synced);
  });
});
