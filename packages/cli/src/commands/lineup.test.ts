/**
 * `lineup add`, `move`, `bench`, `drop`, `optimize` and `players search` against a real server on
 * port 0 at a pinned time (the Friday before week 6 of a seeded 2025 season), signed in through the
 * device flow: plain text, --json (exactly the SDK's answer), players named by id or name (and
 * ambiguity refused), drop's confirmation, optimize's preview, its --apply and its 409 when the
 * team changed after the preview, and the usage errors.
 */
import {
  ZAddPlayerResponse,
  ZOptimizeLineupResponse,
  ZPlayerSearchResponse,
  ZTeamResponse,
  ZTeamWeekResponse,
} from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  fillTeam,
  PLAN_WEEK,
  seedWeekSeason,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';

const TEAM = 'Gridiron Gang';

let cli: CliHarness;
/** The administrator, as the SDK acting with the token the CLI stored. */
let admin: LineupLabClient;

beforeAll(async () => {
  cli = await startCliHarness({ now: WEEK6_FRIDAY });
  await seedWeekSeason(cli.server.store);
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const session = await credentialStore(cli.configDir).read(cli.server.url);
  admin = createClient({ baseUrl: cli.server.url, getToken: () => session?.accessToken });
  await admin.teams.create({ teamName: TEAM });
  await fillTeam(admin, TEAM);
}, 30_000);
afterAll(async () => {
  await cli.close();
});

describe('lineup add', () => {
  it('adds a player where he fits and says where; --bench to the bench; one named by id with --json (the SDK’s { team, placed })', async () => {
    await admin.teams.create({ teamName: 'Add Test' });
    expect(await cli.run(['add', 'Add Test', 'travis kelce'])).toEqual({
      code: 0,
      stderr: '',
      stdout: "Added Travis Kelce (TE, KC) at TE in 'Add Test'.\n",
    });
    expect(await cli.run(['add', 'Add Test', 'derrick henry', '--bench'])).toEqual({
      code: 0,
      stderr: '',
      stdout: "Added Derrick Henry (RB, BAL) to the bench of 'Add Test'.\n",
    });
    const json = await cli.run(['add', 'Add Test', 'p-allen', '--bench', '--json']);
    expect(json.code).toBe(0);
    const { team, placed } = ZAddPlayerResponse.parse(JSON.parse(json.stdout));
    expect(placed).toBe('BENCH');
    expect(team).toEqual((await admin.teams.get('Add Test')).team);
    expect(team.bench.map((player) => player._id)).toEqual(['p-henry', 'p-allen']);
    expect(team.lineups[0]?.tightEnd?._id).toBe('p-kelce');
  });

  it('refuses a name several catalogue players match, listing them', async () => {
    const result = await cli.run(['add', 'Add Test', 'ce']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("Error: 'ce' matches 3 players in the catalogue; name one by its id:\n");
    expect(result.stderr).toContain('p-lamb  CeeDee Lamb (WR, DAL)');
    expect(result.stderr).toContain('p-kelce  Travis Kelce (TE, KC)');
    expect(result.stderr).toContain('p-hall  Breece Hall (RB, NYJ)');
  });

  it('passes what the catalogue does not know to the server, which refuses it', async () => {
    const result = await cli.run(['add', 'Add Test', 'p-nobody']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\(HTTP 4\d\d, \w+, request id \S+\)\n$/);
  });
});

describe('lineup move and bench', () => {
  it('moves a bench player into a slot by name; the occupant goes to the bench', async () => {
    expect(await cli.run(['move', TEAM, 'Henry', 'rb2'])).toEqual({
      code: 0,
      stderr: '',
      stdout:
        "Moved Derrick Henry (RB, BAL) from the bench to RB2 in 'Gridiron Gang'.\nBreece Hall went to the bench.\n",
    });
  });

  it('--json prints the SDK’s { team }', async () => {
    const result = await cli.run(['move', TEAM, 'p-hall', 'RB2', '--json']);
    expect(result.code).toBe(0);
    const { team } = ZTeamResponse.parse(JSON.parse(result.stdout));
    expect(team).toEqual((await admin.teams.get(TEAM)).team);
    expect(team.lineups[0]?.runningBacks[1]?._id).toBe('p-hall');
  });

  it('benches a starter, in text and --json', async () => {
    expect(await cli.run(['bench', TEAM, 'kelce'])).toEqual({
      code: 0,
      stderr: '',
      stdout: "Moved Travis Kelce (TE, KC) from TE to the bench in 'Gridiron Gang'.\n",
    });
    const back = await cli.run(['move', TEAM, 'Travis Kelce', 'TE']);
    expect(back.stdout).toBe("Moved Travis Kelce (TE, KC) from the bench to TE in 'Gridiron Gang'.\n");
    const json = await cli.run(['bench', TEAM, 'p-butker', '--json']);
    expect(json.code).toBe(0);
    expect(ZTeamResponse.parse(JSON.parse(json.stdout)).team).toEqual((await admin.teams.get(TEAM)).team);
    expect((await cli.run(['move', TEAM, 'Butker', 'K'])).code).toBe(0);
  });

  it('refuses an ambiguous name on the team, a player not on it, an ineligible slot and an unknown one', async () => {
    const ambiguous = await cli.run(['move', TEAM, 'ce', 'FLEX']);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain(
      "Error: 'ce' matches 3 players on team 'Gridiron Gang'; name one by its id:\n",
    );
    const missing = await cli.run(['bench', TEAM, 'Nobody']);
    expect(missing).toMatchObject({
      code: 1,
      stderr: "Error: No player 'Nobody' on team 'Gridiron Gang'.\n",
    });
    const ineligible = await cli.run(['move', TEAM, 'Josh Allen', 'RB1']);
    expect(ineligible.code).toBe(1);
    expect(ineligible.stderr).toContain('A QB cannot play RB1: RB1 accepts RB');
    const slot = await cli.run(['move', TEAM, 'Josh Allen', 'GOALIE']);
    expect(slot.code).toBe(2);
    expect(slot.stderr).toContain('SLOT must be one of QB, RB1, RB2, WR1, WR2, TE, FLEX, D/ST, K, BENCH.');
  });
});

describe('lineup optimize', () => {
  it('previews the moves and the gain, and without a terminal changes nothing', async () => {
    const version = (await admin.teams.get(TEAM)).team.version;
    const result = await cli.run(['optimize', TEAM]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Gridiron Gang — optimal lineup for week 6 of 2025 (median)

      Player            From   To     median
      Derrick Henry     BENCH  RB2      18.2
      CeeDee Lamb       FLEX   WR2      17.4
      Breece Hall       BENCH  FLEX     11.4
      Justin Jefferson  FLEX   BENCH     0.0

      Gain: +18.2 (119.3 → 137.5)
      Nothing changed: pass --apply to make these moves.
      "
    `);
    expect((await admin.teams.get(TEAM)).team.version).toBe(version);
  });

  it('--json without --apply prints { preview, applied: null }, the preview being the SDK’s week read', async () => {
    const result = await cli.run(['optimize', TEAM, '--json', '--mode', 'aggressive']);
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout);
    expect(document.applied).toBeNull();
    expect(ZTeamWeekResponse.parse(document.preview)).toEqual(
      await admin.teams.week(TEAM, PLAN_WEEK, { mode: 'aggressive' }),
    );
  });

  it('draws the preview with Ink and asks on a terminal; no changes nothing', async () => {
    const screen = fakeTerminal({ columns: 120 });
    const run = cli.start(['optimize', TEAM], { terminal: screen.terminal });
    await waitFor(() => screen.stdout.text(), /Apply these 4 moves\? .*\[y\/N\]/);
    expect(run.stdout()).toContain('Gridiron Gang — optimal lineup for week 6 of 2025 (median)');
    expect(run.stdout()).toMatch(/Derrick Henry +BENCH +RB2/);
    screen.stdin.write('n');
    expect(await run.done).toMatchObject({
      code: 1,
      stderr: "Error: The lineup of 'Gridiron Gang' was not changed.\n",
    });
  });

  it('refuses to apply when the team changed after the preview (409), and applies nothing', async () => {
    const screen = fakeTerminal();
    const run = cli.start(['optimize', TEAM], { terminal: screen.terminal });
    await waitFor(() => screen.stdout.text(), /\[y\/N\]/);
    await admin.lineups.movePlayer({
      teamName: TEAM,
      playerId: 'p-kelce',
      fromPosition: 'TE',
      toPosition: 'BENCH',
    });
    const changed = (await admin.teams.get(TEAM)).team;
    screen.stdin.write('y');
    const result = await run.done;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Error: Team 'Gridiron Gang' changed since the preview: nothing was applied\. Run `lineup optimize` again to see the moves now\.\n\(HTTP 409, CONFLICT, request id \S+\)\n$/,
    );
    expect((await admin.teams.get(TEAM)).team).toEqual(changed);
    await admin.lineups.movePlayer({
      teamName: TEAM,
      playerId: 'p-kelce',
      fromPosition: 'BENCH',
      toPosition: 'TE',
    });
  });

  it('applies with --apply, then finds the lineup already optimal', async () => {
    const result = await cli.run(['optimize', TEAM, '--apply']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Gain: +18.2 (119.3 → 137.5)');
    expect(result.stdout).toMatch(
      /\nApplied 4 moves to 'Gridiron Gang': week 6 total 137\.5 \(median, \+18\.2\)\.\n$/,
    );
    expect(await cli.run(['optimize', TEAM])).toEqual({
      code: 0,
      stderr: '',
      stdout: 'Gridiron Gang — optimal lineup for week 6 of 2025 (median)\nThe lineup is already optimal.\n',
    });
  });

  it('--apply --json prints { preview, applied } with the SDK’s optimize answer', async () => {
    await admin.teams.create({ teamName: 'Second Gang' });
    await fillTeam(admin, 'Second Gang');
    const before = await admin.teams.week('Second Gang', PLAN_WEEK, { mode: 'median' });
    const result = await cli.run(['optimize', 'Second Gang', '--apply', '--json', '--week', '6']);
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout);
    expect(ZTeamWeekResponse.parse(document.preview)).toEqual(before);
    const applied = ZOptimizeLineupResponse.parse(document.applied);
    expect(applied).toMatchObject({ week: 6, mode: 'median', gain: before.optimal.gain });
    expect(applied.moves).toEqual(before.optimal.moves);
    expect(applied.team).toEqual((await admin.teams.get('Second Gang')).team);
  });
});

describe('lineup drop', () => {
  it('refuses without --yes when nobody can answer, and a starter before asking', async () => {
    expect(await cli.run(['drop', TEAM, 'Andrews'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: Refusing to drop Mark Andrews without confirmation: pass --yes.\n',
    });
    const starter = await cli.run(['drop', TEAM, 'Josh Allen', '--yes']);
    expect(starter).toMatchObject({
      code: 1,
      stderr: 'Error: Only bench players can be dropped; move player p-allen to the bench first.\n',
    });
  });

  it('asks on a terminal: no keeps him; --yes --json drops him and prints the SDK’s { team }', async () => {
    const screen = fakeTerminal();
    const kept = cli.start(['drop', TEAM, 'Andrews'], { terminal: screen.terminal });
    await waitFor(
      () => screen.stdout.text(),
      /Drop Mark Andrews \(TE, BAL\) from 'Gridiron Gang'\? .*\[y\/N\]/,
    );
    screen.stdin.write('n');
    expect(await kept.done).toMatchObject({ code: 1, stderr: 'Error: Mark Andrews was not dropped.\n' });

    const yes = fakeTerminal();
    const dropped = cli.start(['drop', TEAM, 'Andrews'], { terminal: yes.terminal });
    await waitFor(() => yes.stdout.text(), /\[y\/N\]/);
    yes.stdin.write('y');
    expect(await dropped.done).toMatchObject({
      code: 0,
      stdout: "Dropped Mark Andrews (TE, BAL) from 'Gridiron Gang'.\n",
    });

    const json = await cli.run(['drop', 'Add Test', 'p-henry', '--yes', '--json']);
    expect(json.code).toBe(0);
    const { team } = ZTeamResponse.parse(JSON.parse(json.stdout));
    expect(team).toEqual((await admin.teams.get('Add Test')).team);
    expect(team.bench.map((player) => player._id)).toEqual(['p-allen']);
  });
});

describe('lineup players search', () => {
  it('lists the matches as a table with the week’s opponent and projection, and --json equals the SDK’s answer', async () => {
    expect(await cli.run(['players', 'search', 'ce'])).toMatchInlineSnapshot(`
      {
        "code": 0,
        "stderr": "",
        "stdout": "Player        Pos  NFL  Opp     Proj  Id
      CeeDee Lamb   WR   DAL  @ CAR   17.4  p-lamb
      Travis Kelce  TE   KC   vs BUF  11.8  p-kelce
      Breece Hall   RB   NYJ  @ DEN   11.4  p-hall
      3 players (week 6)
      ",
      }
    `);
    // The limit cut the list: the count says so.
    expect((await cli.run(['players', 'search', 'ce', '--limit', '2'])).stdout).toMatch(
      /\nShowing 2 of 3 \(week 6\)\n$/,
    );
    const json = await cli.run(['players', 'search', 'ce', '--limit', '2', '--json']);
    expect(json.code).toBe(0);
    expect(ZPlayerSearchResponse.parse(JSON.parse(json.stdout))).toEqual(
      await admin.players.search({ q: 'ce', limit: 2 }),
    );
  });

  it('browses a position by the week’s projection in a team’s mode and scoring, without a query', async () => {
    const result = await cli.run(['players', 'search', '--position', 'FLEX', '--team', TEAM, '--limit', '2']);
    expect(result.code).toBe(0);
    const answer = await admin.players.search({ position: 'FLEX', teamName: TEAM, limit: 2 });
    expect(answer.total).toBeGreaterThan(2);
    const [first, second] = answer.players;
    expect((first?.facts?.points ?? 0) >= (second?.facts?.points ?? 0)).toBe(true);
    const lines = result.stdout.split('\n');
    expect(lines[1]).toContain(first?.playerName ?? 'nobody');
    expect(lines[1]).toContain((first?.facts?.points ?? 0).toFixed(1));
    expect(result.stdout).toContain(`Showing 2 of ${answer.total} (week 6)`);
    const refused = await cli.run(['players', 'search', '--position', 'LB']);
    expect(refused.code).toBe(2);
    const unimported = await cli.run([
      'players',
      'search',
      '--position',
      'QB',
      '--team',
      TEAM,
      '--available',
    ]);
    expect(unimported.code).toBe(1);
    expect(unimported.stderr).toContain(`'${TEAM}' is not imported from a league`);
  });

  it('says when nothing matches, and refuses a short query or a bad limit as usage errors', async () => {
    expect(await cli.run(['players', 'search', 'zz'])).toEqual({
      code: 0,
      stderr: '',
      stdout: "No players match 'zz'.\n",
    });
    const short = await cli.run(['players', 'search', 'x']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('Type at least 2 characters to search');
    const limit = await cli.run(['players', 'search', 'ce', '--limit', '0']);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('limit must be a whole number from 1 to 50');
  });
});
