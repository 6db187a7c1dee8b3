import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLineupServer } from '../support/run-command.js';
import { fixture } from '../support/temp-store.js';

describe('lineup-server data import', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-import-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const run = (...args: string[]) => runLineupServer(['data', 'import', ...args], { DATA_DIR: dataDir });

  it('imports a file with a short report, then reports written 0 on the second run', async () => {
    const first = await run(fixture('nflcom-offense-actuals.csv'), '--format', 'nflcom-weekly');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('nflcom-offense-actuals.csv: NFL.com weekly offense actuals');
    expect(first.stdout).toContain('read 5 · written 39 · unchanged 0 · rejected 1');
    expect(first.stdout).toContain('rejected 1: PassingYDS is not a number: "lots" (line 5)');
    const second = await run(fixture('nflcom-offense-actuals.csv'), '--format', 'nflcom-weekly', '--json');
    expect(second.code).toBe(0);
    const report = JSON.parse(second.stdout);
    expect(report).toMatchObject({ format: 'nflcom-weekly', read: 5, written: 0, unchanged: 39 });
    expect(report.rejected).toEqual([{ where: 'line 5', reason: 'PassingYDS is not a number: "lots"' }]);
  }, 30_000);

  it('bad arguments: usage on stderr, exit 2', async () => {
    const noFormat = await run(fixture('schedules.csv'));
    expect(noFormat.code).toBe(2);
    expect(noFormat.stderr).toContain("error: required option '-f, --format <format>' not specified");
    expect(noFormat.stderr).toContain('Usage: lineup-server data import [options] <file>');
    expect(noFormat.stderr).toMatch(/choices:\s+"nflverse-player-stats",\s+"nflcom-weekly"/);
    const espn = await run(fixture('schedules.csv'), '--format', 'espn');
    expect(espn.code).toBe(2);
    expect(espn.stderr).toContain(
      "error: option '-f, --format <format>' argument 'espn' is invalid. Allowed choices are nflverse-player-stats, nflcom-weekly",
    );
    const unknown = await run(fixture('schedules.csv'), '--format', 'nflverse-schedules', '--bogus');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("error: unknown option '--bogus'");
  }, 30_000);

  it('failures: exit 1 with a clear message (a missing file, a file of another format)', async () => {
    const missing = await run(join(dataDir, 'nope.csv'), '--format', 'nflverse-schedules');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(`Cannot read ${join(dataDir, 'nope.csv')}: no such file`);
    const wrong = await run(fixture('schedules.csv'), '--format', 'nflverse-injuries');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toMatch(
      /^This is not a nflverse injuries file: the header lacks team, gsis_id/,
    );
  }, 30_000);
});
