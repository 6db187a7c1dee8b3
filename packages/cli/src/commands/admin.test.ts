/**
 * `lineup admin …` against a real server on port 0 at a pinned time (the Friday before week 6 of a
 * seeded 2025 season), signed in as the administrator through the device flow (and a fan, to be
 * refused): injuries set and import (a CSV of good, bad and duplicate rows; --dry-run; the Ink
 * progress), the waitlist export byte for byte, users, exempt access, stats and ML status, each in
 * text and --json (exactly the SDK's answer).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ZAdminStatsResponse,
  ZAdminUsersResponse,
  ZInjuryUpdateResponse,
  ZMlStatusResponse,
  ZSetExemptResponse,
} from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { COLLECTIONS } from '@lineup-lab/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, seedWeekSeason, WEEK6_FRIDAY } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjuryImportReport } from '../admin/injury-import.js';
import { credentialStore } from '../auth/credentials.js';
import { type CliHarness, startCliHarness } from '../test-support/cli-harness.js';
import { fakeTerminal } from '../test-support/fake-terminal.js';

const FAN = 'fan@example.com';

let cli: CliHarness;
let url: string;
let adminToken: string;
/** The administrator, as the SDK acting with the token the CLI stored. */
let admin: LineupLabClient;
let fanEnv: { LINEUP_CONFIG_DIR: string };
let dir: string;

beforeAll(async () => {
  cli = await startCliHarness({ now: WEEK6_FRIDAY, env: { WAITLIST_RATE_PER_CLIENT: '1000/1m' } });
  url = cli.server.url;
  await seedWeekSeason(cli.server.store);
  // Two players of one name, to be told apart by team or id.
  const players = COLLECTIONS.players.of(cli.server.store);
  for (const [_id, teamName] of [
    ['p-mw-pit', 'PIT'],
    ['p-mw-lac', 'LAC'],
  ] as const) {
    await players.insertOne({
      _id,
      playerName: 'Mike Williams',
      teamName,
      position: 'WR',
      projections: { conservative: 5, median: 8, aggressive: 12 },
      points: 100,
    });
  }
  await cli.signIn({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const session = await credentialStore(cli.configDir).read(url);
  adminToken = session?.accessToken ?? '';
  admin = createClient({ baseUrl: url, getToken: () => adminToken });
  const fanDir = await mkdtemp(join(tmpdir(), 'lineup-cli-fan-'));
  fanEnv = { LINEUP_CONFIG_DIR: fanDir };
  await cli.signIn(
    { email: FAN, password: 'fan-password-1', signUp: { confirmationLink: cli.confirmationLink } },
    fanDir,
  );
  // The server keeps a user's row from the first call they make.
  expect((await cli.run(['whoami'])).code).toBe(0);
  expect((await cli.run(['whoami'], { env: fanEnv })).code).toBe(0);
  dir = await mkdtemp(join(tmpdir(), 'lineup-cli-admin-'));
}, 30_000);
afterAll(async () => {
  await cli.close();
  await rm(fanEnv.LINEUP_CONFIG_DIR, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

async function injuryOf(id: string) {
  const { players } = await admin.admin.players({ limit: 0 });
  return players.find((player) => player.id === id)?.injury;
}

async function csvFile(name: string, lines: string[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const FORBIDDEN = /^Error: http:\/\/\S+: .+\n\(HTTP 403, FORBIDDEN, request id \S+\)\n$/;

describe('a user who is not the administrator', () => {
  it.each([
    [['admin', 'stats']],
    [['admin', 'ml-status']],
    [['admin', 'users']],
    [['admin', 'waitlist', 'export']],
    [['admin', 'grant-exempt', FAN]],
    [['admin', 'injuries', 'set', 'p-allen', '--status', 'Out']],
  ])('is refused with the server’s 403 message: %j', async (argv) => {
    const result = await cli.run(argv, { env: fanEnv });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(FORBIDDEN);
  });

  it('is refused an import before any row is read against the server', async () => {
    const file = await csvFile('fan.csv', ['player_id,status', 'p-allen,Out']);
    const result = await cli.run(['admin', 'injuries', 'import', file], { env: fanEnv });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(FORBIDDEN);
    expect((await injuryOf('p-allen'))?.status).toBeNull();
  });
});

const MIXED = [
  'player_id,name,team,status,body_part,practice,description',
  'p-allen,,,Out,Ankle,DNP,Rolled ankle', // 2: applied
  ',Travis Kelce,KC,Questionable,Knee,Limited,Limited in practice', // 3: unchanged (already so)
  ',Mike Williams,,Doubtful,Back,,', // 4: ambiguous
  ',mike williams,pit,Doubtful,Back,Limited,', // 5: applied (name and team, any case)
  ',Nobody Atall,NYG,Out,,,', // 6: unknown
  'p-henry,,,Sore,,,', // 7: bad status
  ',Josh Allen,BUF,IR,,,', // 8: duplicate of line 2
  'p-andrews,,,Active,,,', // 9: applied (clears his Out)
  'p-lamb,,,Out,,Maybe,', // 10: bad practice
  'p-nobody,,,Out,,,', // 11: unknown id
];

describe('lineup admin injuries import', () => {
  it('--dry-run reports every row and applies nothing (exit 1: rows were rejected)', async () => {
    const file = await csvFile('mixed.csv', MIXED);
    const result = await cli.run(['admin', 'injuries', 'import', file, '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Error: 6 of 10 rows were rejected.\n');
    expect(result.stdout).toMatch(/^Dry run: nothing was sent\.\n/);
    expect(result.stdout).toMatch(/3 to apply, 1 unchanged, 6 rejected \(10 rows\)\.\n$/);
    expect(await injuryOf('p-allen')).toEqual({
      status: null,
      bodyPart: null,
      description: null,
      practice: null,
    });
    expect((await injuryOf('p-andrews'))?.status).toBe('Out');
  });

  it('applies the good rows, reports each row with its reason, and exits 1', async () => {
    const file = await csvFile('mixed.csv', MIXED);
    const result = await cli.run(['admin', 'injuries', 'import', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Error: 6 of 10 rows were rejected.\n');
    expect(result.stdout).toMatchInlineSnapshot(`
      "Line  Player                   Outcome    Detail
         2  Josh Allen (QB, BUF)     applied    Out, Ankle, practice DNP, "Rolled ankle"
         3  Travis Kelce (TE, KC)    unchanged  Questionable, Knee, practice Limited, "Limited in practice"
         4  Mike Williams            rejected   Ambiguous player 'Mike Williams': Mike Williams (WR, LAC, id p-mw-lac); Mike Williams (WR, PIT, id p-mw-pit)
         5  Mike Williams (WR, PIT)  applied    Doubtful, Back, practice Limited
         6  Nobody Atall (NYG)       rejected   Unknown player 'Nobody Atall' (NYG)
         7  Derrick Henry (RB, BAL)  rejected   Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended
         8  Josh Allen (QB, BUF)     rejected   Duplicate: Josh Allen is already on line 2
         9  Mark Andrews (TE, BAL)   applied    Active
        10  CeeDee Lamb (WR, DAL)    rejected   Practice status must be one of: DNP, Limited, Full
        11  id p-nobody              rejected   Unknown player id 'p-nobody'
      3 applied, 1 unchanged, 6 rejected (10 rows).
      "
    `);
    expect(await injuryOf('p-allen')).toEqual({
      status: 'Out',
      bodyPart: 'Ankle',
      description: 'Rolled ankle',
      practice: 'DNP',
    });
    expect(await injuryOf('p-mw-pit')).toEqual({
      status: 'Doubtful',
      bodyPart: 'Back',
      description: null,
      practice: 'Limited',
    });
    expect((await injuryOf('p-mw-lac'))?.status).toBeNull();
    expect((await injuryOf('p-andrews'))?.status).toBeNull();
    expect((await injuryOf('p-henry'))?.status).toBeNull();
    expect((await injuryOf('p-lamb'))?.status).toBeNull();
  });

  it('--json prints the report; the rows just applied are now unchanged', async () => {
    const file = await csvFile('mixed.csv', MIXED);
    const result = await cli.run(['admin', 'injuries', 'import', file, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as InjuryImportReport;
    expect(report.summary).toEqual({ total: 10, applied: 0, unchanged: 4, rejected: 6 });
    expect(report.dryRun).toBe(false);
    expect(report.rows.map((row) => [row.line, row.outcome, row.player?.id ?? null])).toEqual([
      [2, 'unchanged', 'p-allen'],
      [3, 'unchanged', 'p-kelce'],
      [4, 'rejected', null],
      [5, 'unchanged', 'p-mw-pit'],
      [6, 'rejected', null],
      [7, 'rejected', 'p-henry'],
      [8, 'rejected', 'p-allen'],
      [9, 'unchanged', 'p-andrews'],
      [10, 'rejected', 'p-lamb'],
      [11, 'rejected', null],
    ]);
    expect(report.rows[2]?.reason).toBe(
      "Ambiguous player 'Mike Williams': Mike Williams (WR, LAC, id p-mw-lac); Mike Williams (WR, PIT, id p-mw-pit)",
    );
    expect(report.rows[4]?.reason).toBe("Unknown player 'Nobody Atall' (NYG)");
    expect(report.rows[5]?.reason).toBe(
      'Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended',
    );
    expect(report.rows[6]?.reason).toBe('Duplicate: Josh Allen is already on line 2');
    expect(report.rows[8]?.reason).toBe('Practice status must be one of: DNP, Limited, Full');
    expect(report.rows[9]?.reason).toBe("Unknown player id 'p-nobody'");
  });

  it('exits 0 when no row is rejected, and shows progress then the report on a terminal', async () => {
    const file = await csvFile('clean.csv', [
      'Player ID,Status,Body Part,Practice',
      'p-hall,Questionable,Hamstring,Limited',
      'p-chase,Doubtful,Hip,DNP',
    ]);
    const screen = fakeTerminal({ columns: 120 });
    const result = await cli.run(['admin', 'injuries', 'import', file], { terminal: screen.terminal });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const drawn = screen.stdout.text();
    // The bar as first drawn (Ink may skip the frames between, on a server this quick), then the report.
    expect(drawn).toMatch(/Applying injuries ░+ 0\/2/);
    expect(drawn).toContain('Breece Hall (RB, NYJ)');
    expect(drawn).toContain('2 applied, 0 unchanged, 0 rejected (2 rows).');
    expect((await injuryOf('p-chase'))?.status).toBe('Doubtful');
  });

  it('refuses a file whose header it does not know, or that is not there, before any call', async () => {
    const file = await csvFile('typo.csv', ['player_id,stauts', 'p-allen,Out']);
    const typo = await cli.run(['admin', 'injuries', 'import', file]);
    expect(typo).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: ${file}: unknown column 'stauts' (the columns are: playerid, name, team, status, bodypart, practice, description).\n`,
    });
    const missing = await cli.run(['admin', 'injuries', 'import', join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: Cannot read \S+nope\.csv: ENOENT/);
  });
});

describe('lineup admin injuries set', () => {
  it('sets a report by name, replacing it whole', async () => {
    const result = await cli.run([
      'admin',
      'injuries',
      'set',
      'harrison butker',
      '--status',
      'out',
      '--body-part',
      'Groin',
      '--practice',
      'dnp',
    ]);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: 'Harrison Butker (K, KC, id p-butker): Out, Groin, practice DNP\n',
    });
  });

  it('sets by id, and --json prints the SDK’s { player }', async () => {
    const result = await cli.run(['admin', 'injuries', 'set', 'p-butker', '--status', 'Active', '--json']);
    expect(result.code).toBe(0);
    const answer = ZInjuryUpdateResponse.parse(JSON.parse(result.stdout));
    expect(answer.player.injury).toEqual({ status: null, bodyPart: null, description: null, practice: null });
    expect(answer).toEqual({ player: (await admin.admin.players({ search: 'Butker' })).players[0] });
  });

  it('refuses an ambiguous name listing the candidates, and takes --team', async () => {
    const ambiguous = await cli.run(['admin', 'injuries', 'set', 'Mike Williams', '--status', 'IR']);
    expect(ambiguous).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        "Error: Ambiguous player 'Mike Williams': 2 players match. Give the id, or --team:",
        '  Mike Williams (WR, LAC, id p-mw-lac)',
        '  Mike Williams (WR, PIT, id p-mw-pit)',
        '',
      ].join('\n'),
    });
    const byTeam = await cli.run([
      'admin',
      'injuries',
      'set',
      'Mike Williams',
      '--team',
      'LAC',
      '--status',
      'IR',
    ]);
    expect(byTeam.stdout).toBe('Mike Williams (WR, LAC, id p-mw-lac): IR\n');
  });

  it('refuses an unknown player (1) and a bad status or practice as usage errors (2)', async () => {
    expect(await cli.run(['admin', 'injuries', 'set', 'Nobody', '--status', 'Out'])).toEqual({
      code: 1,
      stdout: '',
      stderr: "Error: Unknown player 'Nobody'.\n",
    });
    expect(await cli.run(['admin', 'injuries', 'set', 'p-allen', '--status', 'Sore'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Error: Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended\n',
    });
    const practice = await cli.run([
      'admin',
      'injuries',
      'set',
      'p-allen',
      '--status',
      'Out',
      '--practice',
      'x',
    ]);
    expect(practice).toMatchObject({
      code: 2,
      stderr: 'Error: Practice status must be one of: DNP, Limited, Full\n',
    });
    expect((await cli.run(['admin', 'injuries', 'set', 'p-allen'])).code).toBe(2);
  });
});

describe('lineup admin waitlist export', () => {
  beforeAll(async () => {
    const anonymous = createClient({ baseUrl: url });
    await anonymous.waitlist.signUp({ email: 'first@example.com' });
    await anonymous.waitlist.signUp({ email: 'second@example.com', source: 'referral' });
  });

  async function serverBytes(): Promise<Buffer> {
    const response = await fetch(`${url}/api/waitlist/export`, {
      headers: { authorization: `Bearer ${adminToken}`, accept: 'text/csv' },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it('prints the server’s CSV byte for byte on stdout', async () => {
    const result = await cli.run(['admin', 'waitlist', 'export']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const bytes = await serverBytes();
    expect(Buffer.from(result.stdout, 'utf8').equals(bytes)).toBe(true);
    expect(result.stdout).toMatch(/^email,signupDate,source\n/);
    expect(result.stdout).toContain('second@example.com,2025-10-10T12:00:00.000Z,referral\n');
  });

  it('writes it to a file with -o, and --json says where', async () => {
    const file = join(dir, 'waitlist.csv');
    const result = await cli.run(['admin', 'waitlist', 'export', '-o', file, '--json']);
    expect(result.code).toBe(0);
    const bytes = await serverBytes();
    expect((await readFile(file)).equals(bytes)).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual({ file, bytes: bytes.length });
    const text = await cli.run(['admin', 'waitlist', 'export', '--output', file]);
    expect(text.stdout).toBe(`Saved the waitlist to ${file} (${bytes.length} bytes).\n`);
    const json = await cli.run(['admin', 'waitlist', 'export', '--json']);
    expect(JSON.parse(json.stdout)).toBe(await admin.waitlist.exportCsv());
  });
});

describe('lineup admin users, grant-exempt, revoke-exempt', () => {
  it('lists the users as a table, and --json equals the SDK’s answer', async () => {
    const result = await cli.run(['admin', 'users', '--search', 'example.com']);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'Email            Role  Tier  Teams  Created           Sign-in',
        'fan@example.com  user  free    0/0  2025-10-10 07:00  ok',
        'Page 1 of 1, 1 user matches.',
        '',
      ].join('\n'),
    });
    const json = await cli.run(['admin', 'users', '--limit', '10', '--page', '1', '--json']);
    expect(ZAdminUsersResponse.parse(JSON.parse(json.stdout))).toEqual(
      await admin.admin.users({ limit: 10, page: 1 }),
    );
  });

  it('refuses a page size the server does not offer as a usage error', async () => {
    const result = await cli.run(['admin', 'users', '--limit', '7']);
    expect(result).toMatchObject({ code: 2, stderr: 'Error: limit must be one of 10, 20, 50, 100\n' });
    expect((await cli.run(['admin', 'users', '--page', 'two'])).code).toBe(2);
  });

  it('grants and revokes exempt access by email', async () => {
    const granted = await cli.run(['admin', 'grant-exempt', 'FAN@example.com', '--reason', 'beta tester']);
    expect(granted).toEqual({
      code: 0,
      stderr: '',
      stdout: 'FAN@example.com is now on the exempt (beta tester) plan.\n',
    });
    const revoked = await cli.run(['admin', 'revoke-exempt', FAN, '--json']);
    expect(revoked.code).toBe(0);
    const status = ZSetExemptResponse.parse(JSON.parse(revoked.stdout));
    expect(status).toMatchObject({ tier: 'free', exemptReason: null });
    const fan = (await admin.admin.users({ search: FAN })).users[0];
    expect(fan).toMatchObject({ tier: 'free', exemptReason: null });
  });

  it('refuses an email nobody has', async () => {
    expect(await cli.run(['admin', 'grant-exempt', 'ghost@example.com'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: No user with the email ghost@example.com on ${url}.\n`,
    });
  });
});

describe('lineup admin stats, ml-status', () => {
  it('prints the overview, and --json equals the SDK’s answer', async () => {
    const result = await cli.run(['admin', 'stats']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Users: 2 \(1 admin\)\nTeams: 0 \(0 active\)\nPlayers: 13\n\nRecent users +Role +Created\n/,
    );
    const json = await cli.run(['admin', 'stats', '--json']);
    expect(ZAdminStatsResponse.parse(JSON.parse(json.stdout))).toEqual(await admin.admin.stats());
  });

  it('prints the ML status, and --json equals the SDK’s answer', async () => {
    const result = await cli.run(['admin', 'ml-status']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Active model: .+\nLoaded models: .+\nFeatures: \d+/);
    const json = await cli.run(['admin', 'ml-status', '--json']);
    expect(ZMlStatusResponse.parse(JSON.parse(json.stdout))).toEqual(await admin.ml.status());
  });
});
