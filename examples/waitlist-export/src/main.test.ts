import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProgram, startTestServer, type TestServer } from '@lineup-lab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFileName, run } from './main.js';

const exampleDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let lab: TestServer;
let adminToken: string;
let dir: string;

beforeAll(async () => {
  lab = await startTestServer({ now: '2025-10-10T12:00:00.000Z' });
  adminToken = (await lab.signInAdmin()).accessToken;
  const visitor = lab.client();
  for (const email of ['fan@example.com', 'coach@example.com', 'scout@example.com']) {
    await visitor.waitlist.signUp({ email });
  }
  dir = await mkdtemp(join(tmpdir(), 'waitlist-export-'));
}, 60_000);

afterAll(async () => {
  await lab?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The export as the server sends it, bytes and all, asked for without the SDK. */
async function serverCsv(): Promise<Buffer> {
  const response = await fetch(`${lab.url}/api/waitlist/export`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('waitlist-export example', () => {
  it("saves the server's CSV byte for byte and counts the sign-ups", async () => {
    const file = join(dir, 'waitlist.csv');

    const result = await run({ baseUrl: lab.url, getToken: () => adminToken, file });

    const saved = await readFile(file);
    expect(saved.equals(await serverCsv())).toBe(true);
    expect(result).toEqual({ file, bytes: saved.length, signUps: 3 });
    expect(saved.toString()).toContain('scout@example.com');
    expect(await readdir(dir)).toEqual(['waitlist.csv']);
  });

  it("names the file as the dashboard's download by default", () => {
    expect(defaultFileName(new Date('2025-10-10T23:00:00Z'))).toBe('waitlist-emails-2025-10-10.csv');
  });

  it('as a program: saves with -o and says so; a user who is not the administrator gets exit 1 and no file', async () => {
    const file = join(dir, 'from-program.csv');
    const saved = await runProgram(exampleDir, ['-o', file], {
      LINEUP_SERVER: lab.url,
      LINEUP_TOKEN: adminToken,
    });
    expect(saved).toMatchObject({ code: 0, stderr: '' });
    expect(saved.stdout).toMatch(new RegExp(`^Saved 3 sign-ups \\(\\d+ bytes\\) to ${file}\\n$`));
    expect((await readFile(file)).equals(await serverCsv())).toBe(true);

    const user = await lab.signUp('curious@lineup-lab.test');
    const other = join(dir, 'refused.csv');
    const refused = await runProgram(exampleDir, ['-o', other], {
      LINEUP_SERVER: lab.url,
      LINEUP_TOKEN: user.accessToken,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^${lab.url}: .+ \\(HTTP 403\\)\\n$`));
    expect(await readdir(dir)).not.toContain('refused.csv');

    const usage = await runProgram(exampleDir, ['--format', 'xlsx'], { LINEUP_TOKEN: adminToken });
    expect(usage.code).toBe(2);
  });
});
