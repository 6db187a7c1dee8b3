/**
 * `lineup teams` (list, create, delete) and `lineup show` against a real server on port 0 at a
 * pinned time (the Friday before week 6 of a seeded 2025 season), signed in through the device
 * flow: plain text, --json (exactly the SDK's answer), the Ink screens on a terminal, delete's
 * confirmation, the viewer's time zone, the free tier's limit and the usage errors.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  setSlot,
  ZDeleteTeamResponse,
  ZSeasonRecordResponse,
  ZStatLine,
  ZTeamResponse,
  ZUserTeamsResponse,
} from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { COLLECTIONS } from '@lineup-lab/server';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  fillTeam,
  PLAN_WEEK,
  PLAYERS,
  SEASON,
  seedWeekSeason,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';

const TEAM = 'Gridiron Gang';

let cli: CliHarness;
let url: string;
/** The administrator, as the SDK acting with the token the CLI stored. */
let admin: LineupLabClient;
let fanEnv: { LINEUP_CONFIG_DIR: string };

beforeAll(async () => {
  cli = await startCliHarness({ now: WEEK6_FRIDAY });
  url = cli.server.url;
  await seedWeekSeason(cli.server.store);
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const session = await credentialStore(cli.configDir).read(url);
  admin = createClient({ baseUrl: url, getToken: () => session?.accessToken });
  const fanDir = await mkdtemp(join(tmpdir(), 'lineup-cli-fan-'));
  fanEnv = { LINEUP_CONFIG_DIR: fanDir };
  await cli.signIn(
    {
      email: 'fan@example.com',
      password: 'fan-password-1',
      signUp: { confirmationLink: cli.confirmationLink },
    },
    fanDir,
  );
}, 30_000);
afterAll(async () => {
  await cli.close();
  await rm(fanEnv.LINEUP_CONFIG_DIR, { recursive: true, force: true });
});

describe('lineup teams', () => {
  it('says there are no teams yet, and --json prints { teams: [] }', async () => {
    expect(await cli.run(['teams'])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'No teams yet. Create one with `lineup teams create NAME`.\n',
    });
    expect(JSON.parse((await cli.run(['teams', 'list', '--json'])).stdout)).toEqual({ teams: [] });
  });

  it('creates a team, and --json prints the SDK’s { team }', async () => {
    expect(await cli.run(['teams', 'create', TEAM])).toEqual({
      code: 0,
      stderr: '',
      stdout: `Team '${TEAM}' has been created. Show it with \`lineup show "${TEAM}"\`.\n`,
    });
    const json = await cli.run(['teams', 'create', 'Bench Mob', '--json']);
    expect(json.code).toBe(0);
    const { team } = ZTeamResponse.parse(JSON.parse(json.stdout));
    expect(team).toMatchObject({ teamName: 'Bench Mob', version: expect.any(Number) });
  });

  it('lists the teams as a table (last change in the viewer’s time zone), and --json equals the SDK’s answer', async () => {
    await fillTeam(admin, TEAM);
    const rows: Record<string, string> = {
      // The planning week's total in the team's mode and scoring, as `lineup show` totals it.
      [TEAM]: 'Gridiron Gang       9/9    2/7  119.3  Week 6 · Median · Half-PPR  2025-10-10 07:00',
      'Bench Mob': 'Bench Mob           0/9    0/7    0.0  Week 6 · Median · Half-PPR  2025-10-10 07:00',
    };
    // Both were created at the pinned time: the server's order ('oldest first') is the one to show.
    const order = (await admin.user.teams()).teams.map((team) => rows[team.teamName]);
    expect(await cli.run(['teams'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'Team           Starters  Bench  Total  Planning week               Changed',
        ...order,
        '',
      ].join('\n'),
    });
    const json = await cli.run(['teams', '--json']);
    expect(ZUserTeamsResponse.parse(JSON.parse(json.stdout))).toEqual(await admin.user.teams());
  });

  it('draws the table with Ink on a terminal', async () => {
    const screen = fakeTerminal({ columns: 100 });
    const result = await cli.run(['teams'], { terminal: screen.terminal });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Team {11}Starters {2}Bench {2}Total {2}Planning week {15}Changed\s*\n/);
    expect(result.stdout).toContain('Gridiron Gang       9/9    2/7  119.3  Week 6 · Median · Half-PPR');
  });

  it('refuses a name the contract refuses as a usage error, and a taken name as the server says', async () => {
    const blank = await cli.run(['teams', 'create', '   ']);
    expect(blank).toMatchObject({ code: 2, stderr: 'Error: Team name is required\n' });
    const taken = await cli.run(['teams', 'create', TEAM]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(
      new RegExp(`^Error: ${url}: .+\\n\\(HTTP 409, CONFLICT, request id \\S+\\)\\n$`),
    );
  });

  it('stops a free user at the free tier’s limit with the server’s message', async () => {
    expect((await cli.run(['teams', 'create', 'Fan Club'], { env: fanEnv })).code).toBe(0);
    const second = await cli.run(['teams', 'create', 'Fan Club Two'], { env: fanEnv });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(
      /^Error: http:\/\/\S+: .*\n\(HTTP 403, UPGRADE_REQUIRED, request id \S+\)\n$/,
    );
  });
});

describe('lineup teams delete', () => {
  it('refuses without --yes when nobody can answer (stdin not a terminal), and deletes nothing', async () => {
    const result = await cli.run(['teams', 'delete', 'Bench Mob']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: Refusing to delete team 'Bench Mob' without confirmation: pass --yes.\n",
    });
    expect((await admin.user.teams()).teams.map((t) => t.teamName)).toContain('Bench Mob');
  });

  it('asks on a terminal: no keeps the team, yes deletes it', async () => {
    const keep = fakeTerminal();
    const kept = cli.start(['teams', 'delete', 'Bench Mob'], { terminal: keep.terminal });
    await waitFor(() => keep.stdout.text(), /Delete team 'Bench Mob' and its saved scenarios\? .*\[y\/N\]/);
    keep.stdin.write('n');
    expect(await kept.done).toMatchObject({ code: 1, stderr: "Error: Team 'Bench Mob' was not deleted.\n" });
    expect((await admin.user.teams()).teams.map((t) => t.teamName)).toContain('Bench Mob');

    const remove = fakeTerminal();
    const removed = cli.start(['teams', 'delete', 'Bench Mob'], { terminal: remove.terminal });
    await waitFor(() => remove.stdout.text(), /\[y\/N\]/);
    remove.stdin.write('y');
    const result = await removed.done;
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Team 'Bench Mob' has been deleted successfully.\n");
    expect(remove.stdout.text()).toMatch(/\[y\/N\] yes/);
    expect((await admin.user.teams()).teams.map((t) => t.teamName)).not.toContain('Bench Mob');
  });

  it('does not ask about a team that is not there', async () => {
    const screen = fakeTerminal();
    const result = await cli.run(['teams', 'delete', 'Nobody'], { terminal: screen.terminal });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
    expect(screen.stdout.text()).toBe('');
  });

  it('deletes with --yes, and --json prints the SDK’s { deleted, teamName }', async () => {
    await admin.teams.create({ teamName: 'Short Lived' });
    const result = await cli.run(['teams', 'delete', 'Short Lived', '--yes', '--json']);
    expect(result.code).toBe(0);
    expect(ZDeleteTeamResponse.parse(JSON.parse(result.stdout))).toEqual({
      deleted: true,
      teamName: 'Short Lived',
    });
  });
});

describe('lineup show', () => {
  it('prints the week the server plans for as tables, kickoffs in the viewer’s time zone', async () => {
    const result = await cli.run(['show', TEAM]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Gridiron Gang — week 6 of 2025 (median)

      Slot  Player            Pos   NFL  Opp     Kickoff                        Floor  Median  Ceiling  Injury        Better options
      QB    Josh Allen        QB    BUF  @ KC    Sun, 10/12/2025, 3:25 PM CDT    19.0    23.8     29.5
      RB1   Saquon Barkley    RB    PHI  vs NYG  Sun, 10/12/2025, 12:00 PM CDT   15.2    19.7     25.3
      RB2   Breece Hall       RB    NYJ  @ DEN   Sun, 10/12/2025, 12:00 PM CDT    8.1    11.4     15.2                Derrick Henry +6.8
      WR1   Ja'Marr Chase     WR    CIN  @ GB    Sun, 10/12/2025, 3:25 PM CDT    14.6    19.3     25.0
      WR2   Justin Jefferson  WR    MIN  BYE                                      0.0     0.0      0.0
      TE    Travis Kelce      TE    KC   vs BUF  Sun, 10/12/2025, 3:25 PM CDT     8.9    11.8     15.2  Questionable
      FLEX  CeeDee Lamb       WR    DAL  @ CAR   Sun, 10/12/2025, 12:00 PM CDT   13.1    17.4     22.9                Derrick Henry +0.8
      D/ST  49ers D/ST        D/ST  SF   vs TB   Mon, 10/13/2025, 7:15 PM CDT     4.1     7.2     11.0
      K     Harrison Butker   K     KC   vs BUF  Sun, 10/12/2025, 3:25 PM CDT     6.8     8.7     11.2

      Bench
      Slot  Player            Pos   NFL  Opp     Kickoff                        Floor  Median  Ceiling  Injury        Better options
      BN    Derrick Henry     RB    BAL  vs LAR  Sun, 10/12/2025, 12:00 PM CDT   13.9    18.2     23.1
      BN    Mark Andrews      TE    BAL  vs LAR  Sun, 10/12/2025, 12:00 PM CDT    0.0     0.0      0.0  Out

      Total (median): 119.3  (conservative 89.8, aggressive 155.3)
      Optimal lineup: 137.5 (+18.2 with 4 moves)
      "
    `);
  });

  it('--json prints exactly the SDK’s week read', async () => {
    const result = await cli.run([
      'show',
      TEAM,
      '--json',
      '--week',
      String(PLAN_WEEK),
      '--mode',
      'aggressive',
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(
      await admin.teams.week(TEAM, PLAN_WEEK, { mode: 'aggressive' }),
    );
  });

  it('respects TZ', async () => {
    const result = await cli.run(['show', TEAM], { env: { TZ: 'Europe/Berlin', LANG: 'en_GB.UTF-8' } });
    expect(result.stdout).toContain('Sun, 12/10/2025, 22:25 CEST');
  });

  it('says when the week has no projections', async () => {
    const result = await cli.run(['show', TEAM, '--week', '7']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Week 7 has no projections yet: figures show N/A.');
    expect(result.stdout).toContain('N/A');
  });

  it('draws the tables with Ink on a terminal', async () => {
    const screen = fakeTerminal({ columns: 200 });
    const result = await cli.run(['show', TEAM], { terminal: screen.terminal });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${TEAM} — week 6 of 2025 (median)`);
    expect(result.stdout).toMatch(/^QB {4}Josh Allen {8}QB {4}BUF {2}@ KC/m);
    expect(result.stdout).toContain('Bench');
  });

  it('exits 2 on a week or mode it cannot take, and 1 on a team that is not there', async () => {
    const week = await cli.run(['show', TEAM, '--week', '19']);
    expect(week.code).toBe(2);
    expect(week.stderr).toContain('Week must be a whole number from 1 to 18');
    const mode = await cli.run(['show', TEAM, '--mode', 'wild']);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain("argument 'wild' is invalid");
    const missing = await cli.run(['show', 'Nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
  });
});

describe('lineup record', () => {
  const RECORD_TEAM = 'Record Keepers';

  beforeAll(async () => {
    await admin.teams.create({ teamName: RECORD_TEAM });
    await fillTeam(admin, RECORD_TEAM);
    const { team } = await admin.teams.get(RECORD_TEAM);
    const [lineup] = team.lineups;
    const { andrews, kelce, henry } = PLAYERS;
    if (!lineup) throw new Error('The team has no lineup');
    // Week 5 (BUF at KC, final) was over before the team was made: its lineup kept as if it had
    // stood then, with Andrews at TE and Kelce on the bench.
    await COLLECTIONS.teamWeekLineups.of(cli.server.store).insertOne({
      _id: `${team._id}:2025:5`,
      teamId: team._id,
      season: SEASON,
      week: 5,
      lineup: setSlot(lineup, 'TE', andrews.record),
      bench: [henry.record, kelce.record],
      version: 1,
      weekOverAt: '2025-10-05T17:00:00.000Z',
    });
    const line = (playerId: string, team: string, stats: Parameters<typeof ZStatLine.parse>[0]) =>
      COLLECTIONS.nflWeeklyStats.of(cli.server.store).insertOne({
        _id: `nflverse-player-stats:2025:5:${playerId}`,
        source: 'nflverse-player-stats',
        playerId,
        season: SEASON,
        week: 5,
        team,
        opponent: null,
        isHome: null,
        stats: ZStatLine.parse(stats),
        reportedPoints: null,
        usage: {},
      });
    // Half-PPR by hand: Allen 275 × 0.04 + 2 × 4 + 30 × 0.1 = 22; Butker 3 + 2 × 4 = 11; Kelce 3 + 7 = 10.
    await line('p-allen', 'BUF', { passingYards: 275, passingTouchdowns: 2, rushingYards: 30 });
    await line('p-butker', 'KC', { patMade: 3, fgMade40To49: 2 });
    await line('p-kelce', 'KC', { receptions: 6, receivingYards: 70 });
  });

  it('prints the weeks played as a table and the summary; --json equals the SDK’s answer', async () => {
    const result = await cli.run(['record', RECORD_TEAM]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // Started: Allen 22 + Butker 11 (Andrews and the others had no game) = 33; Kelce on the bench
    // at TE would have made 43. Week 5 had no predictions: its projected totals are 0.
    expect(result.stdout).toBe(
      [
        'Record Keepers — How did we do in 2025 (Half-PPR)',
        '',
        'Week  Floor  Projected  Ceiling  Actual  Band           Optimal  Left on the bench',
        '   5    0.0        0.0      0.0    33.0  above ceiling     43.0               10.0',
        '',
        'Weeks played: 1  ·  Actual: 33.0  ·  Projected: 0.0  ·  Within band: 0 of 1  ·  Left on the bench: 10.0',
        '',
      ].join('\n'),
    );
    const json = await cli.run(['record', RECORD_TEAM, '--json']);
    expect(json.code).toBe(0);
    expect(ZSeasonRecordResponse.parse(JSON.parse(json.stdout))).toEqual(
      await admin.teams.record(RECORD_TEAM),
    );
  });

  it('says when no week is played yet, and 404 for a team that is not there', async () => {
    const empty = await cli.run(['record', TEAM]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain('No week is over with every game final and a known lineup yet.');
    expect(empty.stdout).toContain('Weeks played: 0');
    const missing = await cli.run(['record', 'Nobody']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
  });
});

describe('lineup mode, lineup scoring and lineup teams create --scoring --mode', () => {
  const CLUB = 'Catch Club';

  it('creates a team in the scoring and mode asked for, shows and sets both, and every number follows', async () => {
    expect(
      await cli.run(['teams', 'create', CLUB, '--scoring', 'ppr', '--mode', 'aggressive']),
    ).toMatchObject({
      code: 0,
    });
    expect(await cli.run(['mode', CLUB])).toEqual({
      code: 0,
      stderr: '',
      stdout: `'${CLUB}' is decided in Aggressive. Change it with \`lineup mode "${CLUB}" MODE\`.\n`,
    });
    expect(await cli.run(['scoring', CLUB])).toEqual({
      code: 0,
      stderr: '',
      stdout: `'${CLUB}' is counted in PPR.\n`,
    });

    expect((await cli.run(['mode', CLUB, 'conservative'])).stdout).toBe(
      `'${CLUB}' is now decided in Conservative.\n`,
    );
    const json = await cli.run(['mode', CLUB, 'median', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ teamName: CLUB, mode: 'median' });
    await cli.run(['mode', CLUB, 'conservative']);
    expect((await cli.run(['scoring', CLUB, 'standard'])).stdout).toBe(
      `'${CLUB}' is now counted in Standard.\n`,
    );
    expect((await admin.teams.week(CLUB, PLAN_WEEK)).team).toMatchObject({
      mode: 'conservative',
      scoring: { format: 'standard' },
    });

    // Without --mode, the commands that show or optimise a week take the team's own.
    await cli.run(['add', CLUB, "Ja'Marr Chase", '--bench']);
    const shown = await cli.run(['show', CLUB]);
    expect(shown.stdout.split('\n')[0]).toBe(`${CLUB} — week 6 of 2025 (conservative)`);
    expect(JSON.parse((await cli.run(['show', CLUB, '--json'])).stdout).mode).toBe('conservative');
    expect(JSON.parse((await cli.run(['show', CLUB, '--json', '--mode', 'aggressive'])).stdout).mode).toBe(
      'aggressive',
    );
    // The teams list labels each team's planning total with its week, mode and scoring.
    const week = await admin.teams.week(CLUB, PLAN_WEEK);
    expect((await cli.run(['teams'])).stdout).toMatch(
      new RegExp(
        `${CLUB} +0/9 +1/7 +${week.totals.current.conservative.toFixed(1)}  Week 6 · Conservative · Standard`,
      ),
    );
  });

  it('refuses a mode or scoring it does not know (usage, 2) and a team that is not there (1)', async () => {
    const mode = await cli.run(['mode', CLUB, 'reckless']);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain(
      "value 'reckless' is invalid for argument 'mode'. Allowed choices are conservative, median, aggressive.",
    );
    expect((await cli.run(['scoring', CLUB, 'tenth-ppr'])).code).toBe(2);
    expect((await cli.run(['teams', 'create', 'Odd', '--scoring', 'custom'])).code).toBe(2);
    expect(await cli.run(['mode', 'Nobody'])).toMatchObject({
      code: 1,
      stderr: "Error: Team 'Nobody' not found.\n",
    });
    const missing = await cli.run(['mode', 'Nobody', 'median']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
  });
});
