/**
 * `lineup waivers` and `lineup trade` against a real server on port 0 at a pinned time (the Friday
 * before week 6 of a seeded 2025 season), as a Pro user signed in through the device flow, whose
 * hand-made team leaves three catalogue players free (CeeDee Lamb, Derrick Henry, Mark Andrews):
 * --json prints exactly the SDK's answer, the plain text and the Ink screen show it, and a bad
 * --give is a usage error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { fillTeam, makePro, STARTERS, seedWeekSeason, WEEK6_FRIDAY } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal } from '../test-support/fake-terminal.js';

const TEAM = 'Waiver Wire';
const EMAIL = 'waivers@example.com';

let cli: CliHarness;
let pro: LineupLabClient;
let env: { LINEUP_CONFIG_DIR: string };

beforeAll(async () => {
  cli = await startCliHarness({ now: WEEK6_FRIDAY });
  await seedWeekSeason(cli.server.store);
  const dir = await mkdtemp(join(tmpdir(), 'lineup-cli-waivers-'));
  await cli.signIn(
    { email: EMAIL, password: `${EMAIL}-password-1`, signUp: { confirmationLink: cli.confirmationLink } },
    dir,
  );
  env = { LINEUP_CONFIG_DIR: dir };
  const session = await credentialStore(dir).read(cli.server.url);
  pro = createClient({ baseUrl: cli.server.url, getToken: () => session?.accessToken });
  await pro.user.profile();
  await makePro(cli.server.store, EMAIL);
  await pro.teams.create({ teamName: TEAM });
  await fillTeam(pro, TEAM, { starters: STARTERS.filter(([id]) => id !== 'p-lamb'), bench: [] });
}, 30_000);
afterAll(async () => {
  await cli.close();
  await rm(env.LINEUP_CONFIG_DIR, { recursive: true, force: true });
});

const run = (argv: string[], terminal?: ReturnType<typeof fakeTerminal>) =>
  cli.run(argv, { env, ...(terminal && { terminal: terminal.terminal }) });

describe('lineup waivers', () => {
  it('prints the server’s list: --json exactly, the text with each pick’s reason, --position kept', async () => {
    const json = await run(['waivers', TEAM, '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const list = await pro.teams.waivers(TEAM);
    expect(JSON.parse(json.stdout)).toEqual(list);
    expect(list.picks.map((pick) => pick.player._id).sort()).toEqual(['p-andrews', 'p-henry', 'p-lamb']);

    const text = await run(['waivers', TEAM]);
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(
      `${TEAM} — best pickups for week 6 (median), from the whole catalogue (not imported from a league)`,
    );
    list.picks.forEach((pick, i) => {
      expect(lines).toContain(`${i + 1}. ${pick.reason}`);
    });
    expect(text.stdout).toContain('3 free agents, 3 weighed with the optimiser.');

    const backs = JSON.parse((await run(['waivers', TEAM, '--position', 'RB', '--json'])).stdout);
    expect(backs.picks.map((pick: { player: { _id: string } }) => pick.player._id)).toEqual(['p-henry']);
  });

  it('draws the list with Ink on a terminal', async () => {
    const result = await run(['waivers', TEAM, '--limit', '2'], fakeTerminal({ columns: 160 }));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${TEAM} — best pickups for week 6`);
    expect(result.stdout).toMatch(/1\. (Starts|Adds)/);
  });
});

describe('lineup trade', () => {
  it('prints the analysis (--json exactly the SDK’s) and its verdict, names resolved to ids', async () => {
    const json = await run(['trade', TEAM, '--give', 'Breece Hall', '--get', 'p-henry', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const trade = await pro.teams.trade(TEAM, { give: ['p-hall'], get: ['p-henry'] });
    expect(JSON.parse(json.stdout)).toEqual(trade);
    const text = await run(['trade', TEAM, '--give', 'p-hall', '--get', 'Derrick Henry']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${trade.verdict.toUpperCase()}: ${trade.summary}\n`);
    expect(text.stdout).toMatch(/^Give: Breece Hall \(RB, NYJ\) /m);
  });

  it('refuses more than three players on a side as a usage error', async () => {
    const result = await run(['trade', TEAM, '--give', 'a,b,c,d', '--get', 'p-henry']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('name 1 to 3 players, separated by commas');
  });
});
