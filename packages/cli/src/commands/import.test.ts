/**
 * `lineup import sleeper` end to end, `lineup leagues` (list, sync after a trade), and the argument
 * errors of `lineup import sleeper|espn|yahoo` and `lineup leagues cookies`, against a real server
 * on port 0 whose `SLEEPER_API_URL` is the fake Sleeper of the server's tests (a real HTTP server
 * speaking Sleeper's API from its fixtures), pinned at the Friday before week 6 of the testkit's
 * 2025 season, whose catalogue holds some of the fixture's players (the others are reported as not
 * matched). Signed in as the administrator through the device flow; plain text, --json (exactly
 * the SDK's answer), the Ink screens and the question on a fake terminal.
 */
import { IMPORT_MESSAGES, rosterOf, startersOf, type Team } from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SEASON, seedWeekSeason, WEEK6_FRIDAY } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSleeperData,
  type FakeSleeper,
  startFakeSleeper,
} from '../../../server/test/support/fake-sleeper.js';
import { SLEEPER_ROSTERS } from '../../../server/test/support/sleeper-fixtures.js';
import { credentialStore } from '../auth/credentials.js';
import type { ImportOutcome } from '../screens/import-preview-view.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';

/** The fixture's leagues: Pat's PPR league (Pat is team 1) and Sam's superflex league (Sam is team 1). */
const PPR_ID = '1100000000000000001';
const SUPERFLEX_ID = '1100000000000000002';

let sleeper: FakeSleeper;
let cli: CliHarness;
/** The administrator, as the SDK acting with the token the CLI stored. */
let admin: LineupLabClient;

beforeAll(async () => {
  sleeper = await startFakeSleeper({ ...defaultSleeperData(), season: SEASON });
  cli = await startCliHarness({ now: WEEK6_FRIDAY, env: { SLEEPER_API_URL: sleeper.url } });
  await seedWeekSeason(cli.server.store);
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const session = await credentialStore(cli.configDir).read(cli.server.url);
  admin = createClient({ baseUrl: cli.server.url, getToken: () => session?.accessToken });
}, 30_000);
afterAll(async () => {
  await cli.close();
  await sleeper.close();
});

/** A team's starters by slot, and its bench, by name. */
function placesOf(team: Team): { starters: Record<string, string | null>; bench: string[] } {
  const roster = rosterOf(team);
  return {
    starters: Object.fromEntries(
      startersOf(roster.lineup).map(({ slot, player }) => [slot, player?.playerName ?? null]),
    ),
    bench: roster.bench.map((player) => player.playerName),
  };
}

describe('lineup import sleeper', () => {
  it("lists a Sleeper user's leagues of the season, and --json prints the SDK's answer", async () => {
    const result = await cli.run(['import', 'sleeper', 'superflex_sam']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Superflex Sam (superflex_sam) on Sleeper: NFL leagues of 2025

      League ID            League             Teams  Scoring  Status     Roster                                      Imported
      1100000000000000002  Superflex Dynasty      4  Custom   in season  QB, 2 RB, 2 WR, TE, FLEX, SUPER_FLEX, 4 BN
      1100000000000000001  Sunday Funday PPR      4  PPR      in season  QB, 2 RB, 2 WR, TE, FLEX, K, DEF, 4 BN

      List a league's teams with \`lineup import sleeper --league ID\`.
      "
    `);
    expect(sleeper.requests).toContain(`/v1/user/700000000000000002/leagues/nfl/${SEASON}`);
    const json = await cli.run(['import', 'sleeper', 'superflex_sam', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(
      await admin.leagues.sleeper.leagues({ username: 'superflex_sam' }),
    );
  });

  it('draws the leagues with Ink on a terminal', async () => {
    const screen = fakeTerminal({ columns: 160 });
    const result = await cli.run(['import', 'sleeper', 'superflex_sam'], { terminal: screen.terminal });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/League ID {12}League {13}Teams {2}Scoring/);
    expect(result.stdout).toContain('Superflex Dynasty');
  });

  it("lists a league's teams by owner, and --json prints the SDK's answer", async () => {
    const result = await cli.run(['import', 'sleeper', '--league', PPR_ID]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Sunday Funday PPR — Sleeper, 2026 season, 4 teams, PPR
      Roster: QB, 2 RB, 2 WR, TE, FLEX, K, DEF, 4 BN

      Team ID  Team           Owner          Players
            1  Pat’s Pickers  PPR Pat             12
            2                 Superflex Sam        8
            3                 Chris                0
            4                 (no owner)           0

      Preview and import yours with \`lineup import sleeper --league 1100000000000000001 --team ID\`.
      "
    `);
    const json = await cli.run(['import', 'sleeper', '--league', PPR_ID, '--json']);
    expect(JSON.parse(json.stdout)).toEqual(
      await admin.leagues.rosters({ provider: 'sleeper', leagueId: PPR_ID }),
    );
  });

  it('previews a team (slots, bench, players not matched, notes) and imports nothing when nobody can answer', async () => {
    const result = await cli.run(['import', 'sleeper', '--league', PPR_ID, '--team', '1']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Sunday Funday PPR (Sleeper, 2026) — Pat’s Pickers, PPR Pat's team
      Team name: Pat’s Pickers
      Scoring: PPR
        - Not counted in projections: points per forced fumble (D/ST) (+1).

      Slot  Player            Pos   NFL  League slot
      QB    Josh Allen        QB    BUF  QB
      RB1   (empty)
      RB2   (empty)
      WR1   Justin Jefferson  WR    MIN  WR
      WR2   Ja'Marr Chase     WR    CIN  WR
      TE    Travis Kelce      TE    KC   TE
      FLEX  (empty)
      D/ST  49ers D/ST        D/ST  SF   DEF
      K     Harrison Butker   K     KC   K

      Not matched (6), left off the team:
      Player               Pos  NFL  Why
      Christian McCaffrey  RB   SF   Christian McCaffrey (RB, SF) is not among Lineup Lab's players.
      Bijan Robinson       RB   ATL  Bijan Robinson (RB, ATL) is not among Lineup Lab's players.
      Kenneth Walker III   RB   SEA  Kenneth Walker III (RB, SEA) is not among Lineup Lab's players.
      Lamar Jackson        QB   BAL  Lamar Jackson (QB, BAL) is not among Lineup Lab's players.
      (id 11999)                     Sleeper's player list has no player 11999.
      Fred Warner          LB   SF   Fred Warner plays LB, which Lineup Lab does not project.

      Nothing imported: pass --yes to import this team.
      "
    `);
    expect(result.stdout.endsWith('\n\nNothing imported: pass --yes to import this team.\n')).toBe(true);
    expect((await admin.leagues.list()).leagues).toEqual([]);
    expect((await admin.user.teams()).teams).toEqual([]);
  });

  it('asks on a terminal: no imports nothing', async () => {
    const screen = fakeTerminal();
    const run = cli.start(['import', 'sleeper', '--league', PPR_ID, '--team', '1'], {
      terminal: screen.terminal,
    });
    await waitFor(() => screen.stdout.text(), /Import it as the team 'Pat’s Pickers'\? .*\[y\/N\]/);
    screen.stdin.write('n');
    const result = await run.done;
    expect(result).toMatchObject({ code: 1, stderr: 'Error: Nothing was imported.\n' });
    expect(result.stdout).toContain("Sunday Funday PPR (Sleeper, 2026) — Pat’s Pickers, PPR Pat's team\n");
    expect((await admin.leagues.list()).leagues).toEqual([]);
  });

  it('imports on a yes, as the team named with --name: the matched players in their slots', async () => {
    const screen = fakeTerminal();
    const run = cli.start(['import', 'sleeper', '--league', PPR_ID, '--team', '1', '--name', 'Pat Import'], {
      terminal: screen.terminal,
    });
    await waitFor(() => screen.stdout.text(), /Import it as the team 'Pat Import'\? .*\[y\/N\]/);
    screen.stdin.write('y');
    const result = await run.done;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [league] = (await admin.leagues.list()).leagues;
    expect(league).toMatchObject({ provider: 'sleeper', providerLeagueId: PPR_ID, teamName: 'Pat Import' });
    expect(result.stdout).toContain(
      `Imported 'Pat Import' from Sunday Funday PPR (Sleeper). Show it with \`lineup show "Pat Import"\`; refresh it with \`lineup leagues sync ${league?.id}\`.\n`,
    );
    const { team } = await admin.teams.get('Pat Import');
    expect(placesOf(team).starters).toMatchObject({
      QB: 'Josh Allen',
      TE: 'Travis Kelce',
      K: 'Harrison Butker',
      'D/ST': '49ers D/ST',
    });
  });

  it("previews with --json ({ preview, imported: null }), and imports with --yes --json: the SDK's answers", async () => {
    const previewOnly = await cli.run([
      'import',
      'sleeper',
      '--league',
      SUPERFLEX_ID,
      '--team',
      '1',
      '--json',
    ]);
    expect(previewOnly.code).toBe(0);
    expect(JSON.parse(previewOnly.stdout)).toEqual({
      preview: await admin.leagues.preview({ provider: 'sleeper', leagueId: SUPERFLEX_ID, rosterId: 1 }),
      imported: null,
    });

    const result = await cli.run([
      'import',
      'sleeper',
      '--league',
      SUPERFLEX_ID,
      '--team',
      '1',
      '--yes',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { preview, imported } = JSON.parse(result.stdout) as ImportOutcome;
    expect(preview).toMatchObject({
      teamName: 'Two QBs',
      league: { provider: 'sleeper', leagueId: SUPERFLEX_ID },
    });
    expect(preview.unmatched.map((player) => player.name)).toContain('Rookie Runner');
    expect(preview.notes.length).toBeGreaterThan(0);
    expect(imported?.team.teamName).toBe('Two QBs');
    expect((await admin.leagues.list()).leagues.map((each) => each.id)).toContain(imported?.league.id);
  });

  it("refuses a league imported already, with the server's message (409)", async () => {
    const result = await cli.run(['import', 'sleeper', '--league', PPR_ID, '--team', '1', '--yes']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(IMPORT_MESSAGES.alreadyImported);
    expect(result.stderr).toMatch(/\(HTTP 409, CONFLICT, request id \S+\)\n$/);
  });

  it("explains an unknown Sleeper user with Sleeper's reason (404)", async () => {
    const result = await cli.run(['import', 'sleeper', 'nobody_here']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^Error: ${cli.server.url}: Sleeper has no user named "nobody_here"\\. .*\\n\\(HTTP 404, NOT_FOUND, request id \\S+\\)\\n$`,
      ),
    );
  });
});

describe('lineup leagues', () => {
  it('lists the imported leagues: host, team, last sync in the viewer’s time zone; --json is the SDK’s answer', async () => {
    const result = await cli.run(['leagues']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const ids = (await admin.leagues.list()).leagues.map((league) => league.id);
    let text = result.stdout;
    // Our ids are random: each is shown as a placeholder of its width.
    for (const [index, id] of ids.entries())
      text = text.replaceAll(id, `<id ${index + 1}>`.padEnd(id.length));
    expect(text).toMatchInlineSnapshot(`
      "ID                                    League             Host     Season  Teams  Scoring  Your team   Last sync
      <id 1>                                Sunday Funday PPR  Sleeper    2026      4  PPR      Pat Import  2025-10-10 07:00
      <id 2>                                Superflex Dynasty  Sleeper    2026      4  Custom   Two QBs     2025-10-10 07:00

      Refresh one from its host with \`lineup leagues sync ID\`.
      "
    `);
    const json = await cli.run(['leagues', 'list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(await admin.leagues.list());
  });

  it('syncs a league after a trade: who was added and dropped, and the team as it now stands', async () => {
    const league = (await admin.leagues.list()).leagues.find((each) => each.providerLeagueId === PPR_ID);
    const rosters = structuredClone(SLEEPER_ROSTERS);
    const pat = rosters[PPR_ID]?.[0] as { players: string[]; starters: string[] };
    // Justin Jefferson (6794) traded for CeeDee Lamb (6786).
    pat.players = pat.players.map((id) => (id === '6794' ? '6786' : id));
    pat.starters = pat.starters.map((id) => (id === '6794' ? '6786' : id));
    sleeper.update({ rosters });

    const result = await cli.run(['leagues', 'sync', league?.id ?? '']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Synced 'Pat Import' with Sunday Funday PPR \(Sleeper\)\.\nAdded: CeeDee Lamb\nDropped: Justin Jefferson\n/,
    );
    const { team } = await admin.teams.get('Pat Import');
    const names = [...Object.values(placesOf(team).starters), ...placesOf(team).bench];
    expect(names).toContain('CeeDee Lamb');
    expect(names).not.toContain('Justin Jefferson');

    const again = await cli.run(['leagues', 'sync', league?.id ?? '', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({
      added: [],
      dropped: [],
      team: { teamName: 'Pat Import' },
    });
  });

  it('refuses a league that is not one of yours (404)', async () => {
    const result = await cli.run(['leagues', 'sync', 'no-such-league']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
  });
});

describe('argument errors, refused before anything is sent', () => {
  const SWID = '{1A2B3C4D-1A2B-1A2B-1A2B-1A2B3C4D5E6F}';

  it.each([
    [['import', 'sleeper'], 'Give your Sleeper username to list your leagues, or --league ID.'],
    [
      ['import', 'sleeper', 'ppr_pat', '--team', '1'],
      '--team, --name and --yes go with --league ID: pick the league first.',
    ],
    [['import', 'sleeper', '--league', '12ab'], IMPORT_MESSAGES.leagueId],
    [
      ['import', 'sleeper', '--league', PPR_ID, '--yes'],
      '--name and --yes go with --team ID: pick your team in the league first.',
    ],
    [['import', 'sleeper', '--league', PPR_ID, '--team', '1', '--name', '   '], 'Team name is required'],
    [['import', 'espn', 'my league'], IMPORT_MESSAGES.espnLeague],
    [['import', 'espn', 'https://example.com/football/league?leagueId=123456'], IMPORT_MESSAGES.espnLeague],
    [
      ['import', 'espn', '123456', '--espn-s2', 'AEBxyz%2B123'],
      `${IMPORT_MESSAGES.espnCookiesTogether}: espn_s2 was given (--espn-s2) but not SWID (--swid or ESPN_SWID).`,
    ],
    [['import', 'espn', '123456', '--espn-s2', 'AEBxyz', '--swid', 'not-a-guid'], IMPORT_MESSAGES.swid],
    [['import', 'yahoo', '--league', '123456'], IMPORT_MESSAGES.yahooLeagueKey],
    [
      ['import', 'yahoo', '--team', '1'],
      '--team, --name and --yes go with --league ID: pick the league first.',
    ],
    [['import', 'yahoo', '--disconnect', '--league', '449.l.1'], '--disconnect goes alone.'],
    [
      ['leagues', 'cookies', 'some-league'],
      'Give the cookies: ESPN_S2 and ESPN_SWID, or --espn-s2 and --swid.',
    ],
  ])('lineup %j: exit 2 with the message', async (argv, message) => {
    const before = sleeper.count();
    expect(await cli.run(argv)).toEqual({ code: 2, stdout: '', stderr: `Error: ${message}\n` });
    expect(sleeper.count()).toBe(before);
  });

  it('says which cookie came from the environment when the other is missing', async () => {
    const result = await cli.run(['import', 'espn', '123456'], { env: { ESPN_SWID: SWID } });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: `Error: ${IMPORT_MESSAGES.espnCookiesTogether}: SWID was given (ESPN_SWID) but not espn_s2 (--espn-s2 or ESPN_S2).\n`,
    });
  });

  it('refuses a --team or --season that is not a number as commander does (exit 2)', async () => {
    const team = await cli.run(['import', 'sleeper', '--league', PPR_ID, '--team', 'mine']);
    expect(team).toMatchObject({ code: 2, stdout: '' });
    expect(team.stderr).toContain("option '--team <id>' argument 'mine' is invalid");
    const season = await cli.run(['import', 'espn', '123456', '--season', '1999']);
    expect(season).toMatchObject({ code: 2, stdout: '' });
    expect(season.stderr).toContain('a season is a year such as 2026');
  });

  it('says in --help that the cookies may come from the environment, and where to find them', async () => {
    const help = await cli.run(['import', 'espn', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--espn-s2 <value> +ESPN's espn_s2 cookie \(default: \$ESPN_S2\)\n/);
    expect(help.stdout).toMatch(/--swid <value> +ESPN's SWID cookie \(default: \$ESPN_SWID\)\n/);
    expect(help.stdout).toContain('so that they stay out of your shell');
    expect(help.stdout).toContain('Cookies → https://fantasy.espn.com');
  });

  it('says Yahoo import is not set up on a server without a Yahoo app', async () => {
    expect(await cli.run(['import', 'yahoo'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: ${IMPORT_MESSAGES.yahooNotConfigured}\n`,
    });
  });
});
