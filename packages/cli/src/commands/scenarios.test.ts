/**
 * `lineup scenarios` (list, save, load, delete), `lineup history` and `lineup restore`,
 * `lineup advise` and `lineup plan` against a real
 * server on port 0 at a pinned time (the Friday before week 6 of a seeded 2025 season): a Pro user
 * (made Pro on the store as a paid Monthly subscription would) and a free one, signed in through
 * the device flow; plain text, --json (exactly the SDK's answer), delete's confirmation, the free
 * tier's 403 and the usage errors.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZLineupAdviceResponse,
  ZLoadScenarioResponse,
  ZRestoreTeamVersionResponse,
  ZSubscriptionStatus,
} from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { fillTeam, makePro, PLAN_WEEK, seedWeekSeason, WEEK6_FRIDAY } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal, waitFor } from '../test-support/fake-terminal.js';

const TEAM = 'Gridiron Gang';
const PRO_EMAIL = 'pro@example.com';

let cli: CliHarness;
/** The Pro user, as the SDK acting with the token the CLI stored. */
let pro: LineupLabClient;
let proEnv: { LINEUP_CONFIG_DIR: string };
let fanEnv: { LINEUP_CONFIG_DIR: string };

async function signUp(email: string): Promise<{ LINEUP_CONFIG_DIR: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'lineup-cli-user-'));
  await cli.signIn(
    { email, password: `${email}-password-1`, signUp: { confirmationLink: cli.confirmationLink } },
    dir,
  );
  return { LINEUP_CONFIG_DIR: dir };
}

beforeAll(async () => {
  cli = await startCliHarness({ now: WEEK6_FRIDAY });
  await seedWeekSeason(cli.server.store);
  proEnv = await signUp(PRO_EMAIL);
  fanEnv = await signUp('fan@example.com');
  const session = await credentialStore(proEnv.LINEUP_CONFIG_DIR).read(cli.server.url);
  pro = createClient({ baseUrl: cli.server.url, getToken: () => session?.accessToken });
  await pro.user.profile(); // the first call stores the user
  await makePro(cli.server.store, PRO_EMAIL);
  await pro.teams.create({ teamName: TEAM });
  await fillTeam(pro, TEAM);
  const fan = await cli.run(['teams', 'create', 'Fan Club'], { env: fanEnv });
  expect(fan.code).toBe(0);
}, 30_000);
afterAll(async () => {
  await cli.close();
  await rm(proEnv.LINEUP_CONFIG_DIR, { recursive: true, force: true });
  await rm(fanEnv.LINEUP_CONFIG_DIR, { recursive: true, force: true });
});

/** Runs the CLI as the Pro user. */
const asPro = (argv: string[], terminal?: ReturnType<typeof fakeTerminal>) =>
  cli.run(argv, { env: proEnv, ...(terminal && { terminal: terminal.terminal }) });

describe('lineup scenarios', () => {
  it('says there are none yet', async () => {
    expect(await asPro(['scenarios', 'list', TEAM])).toEqual({
      code: 0,
      stderr: '',
      stdout: `No saved scenarios for '${TEAM}'. Save one with \`lineup scenarios save "${TEAM}" NAME\`.\n`,
    });
  });

  it('saves the lineup as it stands, in text and --json (the SDK’s { scenario })', async () => {
    expect(
      await asPro(['scenarios', 'save', TEAM, 'As It Stands', '--description', 'the lineup today']),
    ).toEqual({
      code: 0,
      stderr: '',
      stdout: `Saved scenario 'As It Stands' of '${TEAM}': week 6, 119.3 points (median).\n`,
    });
    await pro.lineups.optimize(TEAM, { week: PLAN_WEEK });
    const json = await asPro([
      'scenarios',
      'save',
      TEAM,
      'Optimal',
      '--week',
      '6',
      '--mode',
      'aggressive',
      '--json',
    ]);
    expect(json.code).toBe(0);
    const { scenario } = ZCreateScenarioResponse.parse(JSON.parse(json.stdout));
    expect(scenario).toMatchObject({ name: 'Optimal', week: 6, projectionMode: 'aggressive' });
    expect((await pro.scenarios.list(TEAM)).scenarios.map((each) => each.name)).toContain('Optimal');
  });

  it('lists each scenario against the current lineup, and --json prints { list, current }', async () => {
    const result = await asPro(['scenarios', 'list', TEAM]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // Both were saved at the pinned time: the server's order ('newest first') is the one to show.
    const rows: Record<string, string> = {
      Optimal: 'Optimal       week 6, aggressive      178.4   137.5         0.0',
      'As It Stands': 'As It Stands  week 6, median          119.3   119.3       -18.2  the lineup today',
    };
    const order = (await pro.scenarios.list(TEAM)).scenarios.map((scenario) => rows[scenario.name]);
    expect(result.stdout).toBe(
      [
        'Gridiron Gang — scenarios in week 6 (median); current lineup 137.5',
        '',
        'Scenario      Saved for           Saved pts  Week 6  vs current  Description',
        ...order,
        '',
      ].join('\n'),
    );
    const json = await asPro(['scenarios', 'list', TEAM, '--json', '--week', '6']);
    expect(JSON.parse(json.stdout)).toEqual({
      list: await pro.scenarios.list(TEAM, { week: 6 }),
      current: (await pro.teams.week(TEAM, 6)).totals.current,
    });
  });

  it('draws the list with Ink on a terminal', async () => {
    const result = await asPro(['scenarios', 'list', TEAM], fakeTerminal({ columns: 160 }));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${TEAM} — scenarios in week 6 (median); current lineup 137.5`);
    expect(result.stdout).toMatch(/As It Stands {2,}week 6, median/);
  });

  it('loads a scenario by name with the server’s notes, and by id with --json', async () => {
    expect(await asPro(['scenarios', 'load', TEAM, 'as it stands'])).toEqual({
      code: 0,
      stderr: '',
      stdout: `Loaded scenario 'As It Stands' into '${TEAM}'.\nEvery player was placed as saved.\n`,
    });
    await pro.lineups.dropPlayer({ teamName: TEAM, playerId: 'p-andrews' });
    const { scenarios } = await pro.scenarios.list(TEAM);
    const optimal = scenarios.find((each) => each.name === 'Optimal');
    const json = await asPro(['scenarios', 'load', TEAM, optimal?._id ?? '', '--json']);
    expect(json.code).toBe(0);
    const loaded = ZLoadScenarioResponse.parse(JSON.parse(json.stdout));
    expect(loaded.team).toEqual((await pro.teams.get(TEAM)).team);
    expect(loaded.notes).toEqual([
      expect.objectContaining({ playerId: 'p-andrews', reason: 'notOnTeam', placedAt: null }),
    ]);
    const text = await asPro(['scenarios', 'load', TEAM, 'Optimal']);
    expect(text.stdout).toMatch(/^Loaded scenario 'Optimal' into 'Gridiron Gang'\.\n- .*Mark Andrews.*\n$/);
  });

  it('refuses a scenario that is not there', async () => {
    expect(await asPro(['scenarios', 'load', TEAM, 'Nope'])).toMatchObject({
      code: 1,
      stderr: `Error: No scenario 'Nope' on team '${TEAM}'.\n`,
    });
  });

  it('deletes after asking (refused without a terminal), or with --yes --json', async () => {
    expect(await asPro(['scenarios', 'delete', TEAM, 'Optimal'])).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: Refusing to delete scenario 'Optimal' without confirmation: pass --yes.\n",
    });
    const screen = fakeTerminal();
    const run = cli.start(['scenarios', 'delete', TEAM, 'Optimal'], {
      env: proEnv,
      terminal: screen.terminal,
    });
    await waitFor(() => screen.stdout.text(), /Delete scenario 'Optimal' of 'Gridiron Gang'\? .*\[y\/N\]/);
    screen.stdin.write('y');
    expect(await run.done).toMatchObject({ code: 0, stdout: "Scenario 'Optimal' has been deleted.\n" });

    const id = (await pro.scenarios.list(TEAM)).scenarios[0]?._id;
    const json = await asPro(['scenarios', 'delete', TEAM, 'As It Stands', '--yes', '--json']);
    expect(json.code).toBe(0);
    expect(ZDeleteScenarioResponse.parse(JSON.parse(json.stdout))).toEqual({ deleted: true, id });
    expect((await pro.scenarios.list(TEAM)).scenarios).toEqual([]);
  });

  it('gives a free user the server’s 403', async () => {
    for (const argv of [
      ['scenarios', 'list', 'Fan Club'],
      ['scenarios', 'save', 'Fan Club', 'Mine'],
    ]) {
      const result = await cli.run(argv, { env: fanEnv });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^Error: http:\/\/\S+: .+\n\(HTTP 403, UPGRADE_REQUIRED, request id \S+\)\n$/,
      );
    }
  });
});

describe('lineup advise', () => {
  it('prints the advice, what it rests on and who answered', async () => {
    const result = await asPro(['advise', TEAM, 'Is my lineup optimal?']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\n\nBased on:\n(- .+\n)+\nAnswered by the analyst\.\n$/);
  });

  it('--json prints the SDK’s answer', async () => {
    const result = await asPro(['advise', TEAM, 'Who should I start at FLEX?', '--week', '6', '--json']);
    expect(result.code).toBe(0);
    const answer = ZLineupAdviceResponse.parse(JSON.parse(result.stdout));
    const direct = await pro.ai.lineupAdvice({
      question: 'Who should I start at FLEX?',
      context: { teamName: TEAM, week: 6 },
    });
    expect({ ...answer, generatedAt: '' }).toEqual({ ...direct, generatedAt: '' });
  });

  it('refuses an empty question as a usage error, and a free user with the server’s 403', async () => {
    expect(await asPro(['advise', TEAM, '   '])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: Please enter a question\n',
    });
    const free = await cli.run(['advise', 'Fan Club', 'Who starts?'], { env: fanEnv });
    expect(free.code).toBe(1);
    expect(free.stderr).toMatch(/\(HTTP 403, UPGRADE_REQUIRED, request id \S+\)\n$/);
  });
});

describe('lineup plan', () => {
  it('shows the tier, usage, limits and the billing page, and --json prints the SDK’s status', async () => {
    const billing = `Billing: ${cli.server.url}/billing\n`;
    expect(await asPro(['plan'])).toEqual({
      code: 0,
      stderr: '',
      stdout: `Tier: pro\nPlan: monthly (active)\nRenews: 2098-12-31 18:00\nTeams: 1 (unlimited)\nLeagues: 0 (unlimited)\n${billing}`,
    });
    expect(await cli.run(['plan'], { env: fanEnv })).toEqual({
      code: 0,
      stderr: '',
      stdout: `Tier: free\nTeams: 1 of 1\nLeagues: 0 of 1\n${billing}`,
    });
    const json = await asPro(['plan', '--json']);
    expect(ZSubscriptionStatus.parse(JSON.parse(json.stdout))).toEqual(await pro.user.subscriptionStatus());
  });

  it('draws the facts with Ink on a terminal', async () => {
    const result = await asPro(['plan'], fakeTerminal());
    expect(result.stdout).toMatch(/Tier: +pro/);
    expect(result.stdout).toContain(`${cli.server.url}/billing`);
  });
});

describe('lineup history and lineup restore', () => {
  const chicago = () => ({ ...proEnv, TZ: 'America/Chicago' });

  it('lists the versions with when (the viewer’s time zone), the action, what changed and the points', async () => {
    const { team } = await pro.teams.get(TEAM);
    const quarterback = team.lineups[0]?.quarterback;
    if (!quarterback) throw new Error('the team has no quarterback');
    await pro.lineups.movePlayer({
      teamName: TEAM,
      playerId: quarterback._id,
      fromPosition: 'QB',
      toPosition: 'BENCH',
    });
    const history = await pro.teams.history(TEAM);
    const result = await cli.run(['history', TEAM], { env: chicago() });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`${TEAM} — versions of the last 30 days, points in week 6 (median)`);
    expect(lines[2]).toMatch(/^ *Version +When +Action +What changed +Week 6$/);
    // Made at the pinned Friday, 12:00 UTC: 07:00 in Chicago (CDT).
    expect(lines[3]).toMatch(
      new RegExp(
        `^ *${team.version + 1} \\(current\\) +2025-10-10 07:0\\d +Moved to bench +${quarterback.playerName} QB → bench +${history.versions[0]?.weekTotals.median.toFixed(1)}$`,
      ),
    );
    expect(lines[4]).toMatch(new RegExp(`^ *${team.version} +2025-10-10 07:0\\d `));
    expect(result.stdout).toContain(`Restore one with \`lineup restore "${TEAM}" VERSION\`.`);
    const json = await asPro(['history', TEAM, '--week', '6', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(await pro.teams.history(TEAM, { week: 6 }));
  });

  it('restores a version on the team as it stands, as a new version; --json prints the SDK’s answer', async () => {
    const { versions } = await pro.teams.history(TEAM);
    const [current, previous] = versions;
    if (!current || !previous) throw new Error('no earlier version');
    const benched = current.bench.at(-1);
    expect(await asPro(['restore', TEAM, String(previous.version)])).toEqual({
      code: 0,
      stderr: '',
      stdout: `Restored version ${previous.version} of '${TEAM}' (now version ${current.version + 1}): ${benched?.playerName} bench → QB.\n`,
    });
    const after = await pro.teams.history(TEAM);
    expect(after.versions[0]).toMatchObject({
      version: current.version + 1,
      action: 'restore',
      current: true,
    });
    const json = await asPro(['restore', TEAM, String(current.version), '--json']);
    expect(json.code).toBe(0);
    const answer = ZRestoreTeamVersionResponse.parse(JSON.parse(json.stdout));
    expect(answer).toEqual({ team: (await pro.teams.get(TEAM)).team, restored: current.version, kept: [] });
  });

  it('refuses a version that is not a number (usage), one not kept (404) and a free user (403)', async () => {
    const usage = await asPro(['restore', TEAM, 'latest']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('The version must be a whole number.');
    const missing = await asPro(['restore', TEAM, '9999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/not kept .*\n\(HTTP 404, NOT_FOUND, request id \S+\)\n$/);
    for (const argv of [
      ['history', 'Fan Club'],
      ['restore', 'Fan Club', '0'],
    ]) {
      const result = await cli.run(argv, { env: fanEnv });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/\(HTTP 403, UPGRADE_REQUIRED, request id \S+\)\n$/);
    }
  });
});
