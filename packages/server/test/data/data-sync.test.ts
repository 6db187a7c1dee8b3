import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncSeason } from '../../src/jobs/nfl-data/sync-season.js';
import { nflCollections } from '../../src/ports/collections.js';
import { runLineupServer } from '../support/run-command.js';
import { describeWithSharedData, sharedDataFile } from '../support/shared-data.js';
import { openTempStore } from '../support/temp-store.js';

const ROOT = sharedDataFile('');
const PATHS = {
  schedules: 'nflverse-schedules/schedules_2016_2024.csv',
  playerStats: 'nflverse-player-stats/player_stats_weekly_2019_2023.csv',
  injuries: 'nflverse-injuries/injuries_2025_weeks1-2_sample.csv',
};

/** A local file server over ../shared/data; `/stats/<season>.csv` serves the nflverse stats file for any season. */
async function serveSharedData(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = /^\/stats\/\d{4}\.csv$/.test(path) ? join(ROOT, PATHS.playerStats) : join(ROOT, path);
    if (!file.startsWith(ROOT) || path.includes('..') || !existsSync(file) || path === '/') {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/csv' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describeWithSharedData(
  'data sync against a local HTTP server',
  Object.values(PATHS).map(sharedDataFile),
  () => {
    let files: Awaited<ReturnType<typeof serveSharedData>>;
    beforeAll(async () => {
      files = await serveSharedData();
    });
    afterAll(async () => {
      await files.close();
    });

    it('downloads a season (the {season} URL filled in), imports its rows only, and nothing new the second time', async () => {
      const temp = await openTempStore();
      try {
        const urls = {
          schedules: `${files.url}/${PATHS.schedules}`,
          playerStats: `${files.url}/stats/{season}.csv`,
          injuries: `${files.url}/${PATHS.injuries}`,
        };
        const results = await syncSeason(temp.store, { season: 2023, urls });
        expect(files.requests).toContain('/stats/2023.csv');
        expect(results.map((result) => result.ok)).toEqual([true, true, true]);
        const [schedules, stats, injuries] = results.map((result) => (result.ok ? result.report : undefined));
        expect(schedules?.collections.nfl_games?.inserted).toBe(285);
        expect(schedules?.skipped).toEqual({ 'not season 2023': 2476 - 285 });
        const nfl = nflCollections(temp.store);
        expect(await nfl.weeklyStats.countDocuments({ season: { $ne: 2023 } })).toBe(0);
        const stored2023 = await nfl.weeklyStats.countDocuments({ season: 2023 });
        expect(stored2023).toBe(stats?.collections.nfl_weekly_stats?.inserted);
        expect(stored2023).toBeGreaterThan(5500);
        expect(injuries?.skipped).toEqual({ 'not season 2023': 453 });
        const again = await syncSeason(temp.store, { season: 2023, urls });
        expect(again.map((result) => (result.ok ? result.report.written : -1))).toEqual([0, 0, 0]);
      } finally {
        await temp.remove();
      }
    }, 120_000);

    it('the command: a missing file is reported, the others still imported, exit 1', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'lineup-sync-cli-'));
      try {
        const result = await runLineupServer(['data', 'sync', '--season', '2025'], {
          DATA_DIR: dataDir,
          NFL_SCHEDULES_URL: `${files.url}/${PATHS.schedules}`,
          NFL_PLAYER_STATS_URL: `${files.url}/player_stats_{season}.csv`,
          NFL_INJURIES_URL: `${files.url}/${PATHS.injuries}`,
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `${files.url}/player_stats_2025.csv: failed: Could not download ${files.url}/player_stats_2025.csv: HTTP 404 Not Found`,
        );
        expect(result.stdout).toContain('Season 2025:');
        expect(result.stdout).toMatch(
          /injuries_2025_weeks1-2_sample\.csv: nflverse injuries\n {2}read 453 · written \d+/,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);

    it('the command: a bad --season is a usage error (exit 2)', async () => {
      const result = await runLineupServer(['data', 'sync', '--season', '20x4'], { DATA_DIR: tmpdir() });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        "error: option '--season <year>' argument '20x4' is invalid. It must be a whole number from 1999 to 2100.",
      );
      expect(result.stderr).toContain('Usage: lineup-server data sync [options]');
    }, 30_000);
  },
);
