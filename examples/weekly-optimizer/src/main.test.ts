import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineupLabClient } from '@lineup-lab/sdk';
import {
  fillTeam,
  runProgram,
  type SignInTokens,
  SUNDAY_NOON_CT,
  seedWeekSeason,
  startTestServer,
  type TestServer,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, run } from './main.js';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Half an hour after the Sunday noon kickoffs (Barkley, Hall, Lamb, Henry, Andrews); before the late ones. */
const SUNDAY_AFTER_NOON = new Date(Date.parse(SUNDAY_NOON_CT) + 30 * 60_000).toISOString();

let lab: TestServer;
let tokens: SignInTokens;
let user: LineupLabClient;
let tokenDir: string;

beforeAll(async () => {
  lab = await startTestServer({ now: WEEK6_FRIDAY });
  await seedWeekSeason(lab.server.store);
  tokens = await lab.signUp('bot-owner@lineup-lab.test');
  user = lab.client(tokens.accessToken);
  await user.user.teams(); // users are provisioned on their first call
  // Two teams need more than the free plan: the administrator grants the owner exempt access.
  const admin = lab.client((await lab.signInAdmin()).accessToken);
  const { users } = await admin.admin.users({ search: 'bot-owner' });
  const owner = users[0];
  if (!owner) throw new Error('The bot owner was not provisioned');
  await admin.admin.setExempt(owner.id, { exempt: true, reason: 'example test' });

  // Gridiron Gang: Derrick Henry (Sunday noon) on the bench is better than Breece Hall at RB2.
  await user.teams.create({ teamName: 'Gridiron Gang' });
  await fillTeam(user, 'Gridiron Gang');
  // Late Show: every player kicks off late Sunday or Monday; Travis Kelce waits on the bench.
  await user.teams.create({ teamName: 'Late Show' });
  await fillTeam(user, 'Late Show', {
    starters: [
      ['p-allen', 'quarterback'],
      ['p-chase', 'wideReceivers', 0],
      ['p-butker', 'kicker'],
    ],
    bench: ['p-kelce'],
  });
  tokenDir = await mkdtemp(join(tmpdir(), 'weekly-optimizer-'));
}, 60_000);

afterAll(async () => {
  await lab?.close();
  if (tokenDir) await rm(tokenDir, { recursive: true, force: true });
});

const versionOf = async (teamName: string) => (await user.teams.get(teamName)).team.version;

describe('weekly-optimizer example', () => {
  it('with --dry-run reports the moves it would make for every team and changes nothing', async () => {
    const before = [await versionOf('Gridiron Gang'), await versionOf('Late Show')];

    const report = await run({ baseUrl: lab.url, getToken: () => tokens.accessToken, dryRun: true });

    expect(report).toMatchObject({ week: 6, mode: 'median', now: WEEK6_FRIDAY, dryRun: true });
    expect(report.teams.map((team) => [team.teamName, team.status])).toEqual([
      ['Gridiron Gang', 'would-optimize'],
      ['Late Show', 'would-optimize'],
    ]);
    expect(formatReport(report)).toEqual([
      `Week 6, median projections, at ${WEEK6_FRIDAY} (dry run: nothing changed)`,
      'Gridiron Gang: would optimize, 4 moves, +18.2 (total 137.5)',
      '  Derrick Henry: BENCH -> RB2',
      '  CeeDee Lamb: FLEX -> WR2',
      '  Breece Hall: BENCH -> FLEX',
      // Who goes out is a move of his own (the swap before it already put him on the bench).
      '  Justin Jefferson: FLEX -> BENCH',
      'Late Show: would optimize, 1 move, +11.8 (total 63.6)',
      '  Travis Kelce: BENCH -> TE',
    ]);
    expect([await versionOf('Gridiron Gang'), await versionOf('Late Show')]).toEqual(before);
  });

  it('once the first games kicked off, skips the team whose players are playing and optimizes the other', async () => {
    lab.clock.set(SUNDAY_AFTER_NOON);
    try {
      const before = await versionOf('Gridiron Gang');
      const report = await run({ baseUrl: lab.url, getToken: () => tokens.accessToken });

      expect(report.now).toBe(SUNDAY_AFTER_NOON);
      const [gang, late] = report.teams;
      expect(gang).toMatchObject({ teamName: 'Gridiron Gang', status: 'skipped' });
      expect(gang?.status === 'skipped' && gang.reason).toBe(
        // Henry (bench) is not named: the server's optimal lineup no longer moves a player whose game started.
        `games under way: Saquon Barkley (RB1, kickoff ${SUNDAY_NOON_CT}), Breece Hall (RB2, kickoff ${SUNDAY_NOON_CT}), ` +
          `CeeDee Lamb (FLEX, kickoff ${SUNDAY_NOON_CT})`,
      );
      expect(late).toMatchObject({
        teamName: 'Late Show',
        status: 'optimized',
        gain: expect.closeTo(11.8, 6),
      });
      expect(await versionOf('Gridiron Gang')).toBe(before);
      const lateShow = (await user.teams.get('Late Show')).team;
      expect(lateShow.lineups[0]?.tightEnd?._id).toBe('p-kelce');
    } finally {
      lab.clock.set(WEEK6_FRIDAY);
    }
  });

  it('applies the optimal lineup before kickoff, then finds it optimal', async () => {
    const before = await versionOf('Gridiron Gang');

    const report = await run({ baseUrl: lab.url, getToken: () => tokens.accessToken });
    expect(report.teams).toEqual([
      {
        teamName: 'Gridiron Gang',
        status: 'optimized',
        moves: [
          { playerId: 'p-henry', playerName: 'Derrick Henry', from: 'BENCH', to: 'RB2' },
          { playerId: 'p-lamb', playerName: 'CeeDee Lamb', from: 'FLEX', to: 'WR2' },
          { playerId: 'p-hall', playerName: 'Breece Hall', from: 'BENCH', to: 'FLEX' },
          { playerId: 'p-jefferson', playerName: 'Justin Jefferson', from: 'FLEX', to: 'BENCH' },
        ],
        gain: expect.closeTo(18.2, 6),
        total: 137.5,
      },
      { teamName: 'Late Show', status: 'already-optimal', total: expect.closeTo(63.6, 6) },
    ]);
    expect(await versionOf('Gridiron Gang')).toBe(before + 1);

    const again = await run({ baseUrl: lab.url, getToken: () => tokens.accessToken });
    expect(again.teams.map((team) => team.status)).toEqual(['already-optimal', 'already-optimal']);
  });

  it('as a program: refreshes a refused token at the issuer and keeps the new tokens in its file', async () => {
    const file = join(tokenDir, 'bot-token.json');
    await writeFile(
      file,
      JSON.stringify({
        accessToken: 'expired-token',
        refreshToken: tokens.refreshToken,
        clientId: 'lineup-cli',
      }),
    );

    const result = await runProgram(exampleDir, ['--dry-run'], {
      LINEUP_SERVER: lab.url,
      LINEUP_TOKEN_FILE: file,
    });

    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `Week 6, median projections, at ${WEEK6_FRIDAY} (dry run: nothing changed)`,
        'Gridiron Gang: already optimal (total 137.5)',
        'Late Show: already optimal (total 63.6)',
        '',
      ].join('\n'),
    });
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored.accessToken).not.toBe('expired-token');
    expect(stored.refreshToken).toEqual(expect.any(String));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await lab.client(stored.accessToken).user.teams()).teams).toHaveLength(2);
  });

  it('as a program: exits 1 when the token is refused and there is no refresh token, 2 without a token', async () => {
    const refused = await runProgram(exampleDir, [], { LINEUP_SERVER: lab.url, LINEUP_TOKEN: 'not-a-token' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^${lab.url}: not signed in \\(.+\\)\\. Get a new token`));

    const missing = await runProgram(exampleDir, [], { LINEUP_SERVER: lab.url, LINEUP_TOKEN: '' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Set LINEUP_TOKEN');

    const badMode = await runProgram(exampleDir, ['--mode', 'wild'], { LINEUP_TOKEN: 'x' });
    expect(badMode.code).toBe(2);
    expect(badMode.stderr).toContain('--mode must be one of conservative, median, aggressive');
  });
});
