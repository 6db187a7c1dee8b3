import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineupLabClient } from '@lineup-lab/sdk';
import {
  runProgram,
  seedWeekSeason,
  startTestServer,
  type TestServer,
  WEEK6_FRIDAY,
} from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatResult, readInjuryCsv, run } from './main.js';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let lab: TestServer;
let adminToken: string;
let admin: LineupLabClient;
let dir: string;

beforeAll(async () => {
  lab = await startTestServer({ now: WEEK6_FRIDAY });
  await seedWeekSeason(lab.server.store);
  adminToken = (await lab.signInAdmin()).accessToken;
  admin = lab.client(adminToken);
  dir = await mkdtemp(join(tmpdir(), 'injury-sync-'));
}, 60_000);

afterAll(async () => {
  await lab?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function injuryOf(playerId: string) {
  const { players } = await admin.admin.players({ search: playerId.replace(/^p-/, '') });
  return players.find((player) => player.id === playerId)?.injury;
}

const CSV = [
  'Player ID,Status,Body Part,Practice,Description',
  'p-allen,questionable,Shoulder,limited,Limited on Wednesday',
  'p-kelce,,,,',
  'p-chase,Sore,Hamstring,DNP,',
  'p-nobody,Out,Knee,DNP,',
  ',Out,Knee,DNP,',
  '',
  'p-barkley,OUT,Ankle,DNP,"Rolled it, in practice"',
].join('\n');

describe('injury-sync example', () => {
  it('reads the header by name (any case, spaces or _) and every row with its line number', () => {
    const rows = readInjuryCsv('\uFEFFplayer_id, STATUS\n p-allen , Out\n\np-kelce,Questionable\n');
    expect(rows).toEqual([
      { line: 2, cells: { playerId: 'p-allen', status: 'Out', bodyPart: '', practice: '', description: '' } },
      {
        line: 4,
        cells: { playerId: 'p-kelce', status: 'Questionable', bodyPart: '', practice: '', description: '' },
      },
    ]);
    expect(() => readInjuryCsv('player,status\n')).toThrow("unknown column 'player'");
    expect(() => readInjuryCsv('player_id,practice\n')).toThrow('must name a player_id and a status');
  });

  it('applies the good rows as the administrator and rejects the bad ones, each with its reason', async () => {
    const seen: string[] = [];
    const results = await run({
      baseUrl: lab.url,
      getToken: () => adminToken,
      csv: CSV,
      onResult: (result) => seen.push(formatResult(result)),
    });

    expect(seen).toEqual([
      'line 2 p-allen: applied, Josh Allen is Questionable (Shoulder, Limited, Limited on Wednesday)',
      'line 3 p-kelce: applied, Travis Kelce is Active',
      expect.stringMatching(/^line 4 p-chase: rejected, .+/),
      expect.stringMatching(/^line 5 p-nobody: rejected, .+/),
      'line 6 (no id): rejected, no player_id',
      'line 8 p-barkley: applied, Saquon Barkley is Out (Ankle, DNP, Rolled it, in practice)',
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(await injuryOf('p-allen')).toEqual({
      status: 'Questionable',
      bodyPart: 'Shoulder',
      practice: 'Limited',
      description: 'Limited on Wednesday',
    });
    expect(await injuryOf('p-kelce')).toEqual({
      status: null,
      bodyPart: null,
      practice: null,
      description: null,
    });
    expect((await injuryOf('p-chase'))?.status).toBeNull();
  });

  it('as a program: prints a line per row and a summary, exit 1 when a row was rejected', async () => {
    const file = join(dir, 'injuries.csv');
    await writeFile(file, 'player_id,status,body_part\np-henry,Doubtful,Toe\np-chase,Sore,\n');

    const result = await runProgram(exampleDir, [file], { LINEUP_SERVER: lab.url, LINEUP_TOKEN: adminToken });

    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^line 2 p-henry: applied, Derrick Henry is Doubtful \(Toe\)\nline 3 p-chase: rejected, .+\n1 applied, 1 rejected\n$/,
    );
    expect((await injuryOf('p-henry'))?.status).toBe('Doubtful');
  });

  it('as a program: stops with the reason when the caller is not the administrator, 2 on bad usage', async () => {
    const file = join(dir, 'one.csv');
    await writeFile(file, 'player_id,status\np-allen,Out\n');
    const user = await lab.signUp('not-admin@lineup-lab.test');

    const refused = await runProgram(exampleDir, [file], {
      LINEUP_SERVER: lab.url,
      LINEUP_TOKEN: user.accessToken,
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      new RegExp(`^${lab.url}: .+ \\(HTTP 403\\); the rows after it were not applied\\.\\n$`),
    );
    expect((await injuryOf('p-allen'))?.status).toBe('Questionable');

    expect((await runProgram(exampleDir, [], { LINEUP_TOKEN: 'x' })).code).toBe(2);
    expect((await runProgram(exampleDir, [file], { LINEUP_TOKEN: '' })).code).toBe(2);
  });
});
