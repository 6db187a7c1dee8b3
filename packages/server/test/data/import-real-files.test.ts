import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importNflData, type NflImportReport } from '../../src/jobs/nfl-data/import-nfl-data.js';
import { type NflFormat, parseNflFile } from '../../src/jobs/nfl-data/nfl-formats.js';
import { nflCollections } from '../../src/ports/collections.js';
import { describeWithSharedData, sharedDataFile } from '../support/shared-data.js';
import { openTempStore } from '../support/temp-store.js';

const FILES: ReadonlyArray<{ path: string; format: NflFormat }> = [
  { path: 'nflverse-schedules/schedules_2016_2024.csv', format: 'nflverse-schedules' },
  { path: 'nflverse-player-stats/player_stats_weekly_2019_2023.csv', format: 'nflverse-player-stats' },
  { path: 'hvpkod-nfl-data/weekly_offense_actual_2021_2024.csv', format: 'nflcom-weekly' },
  { path: 'hvpkod-nfl-data/weekly_kickers_actual_2021_2024.csv', format: 'nflcom-weekly' },
  { path: 'hvpkod-nfl-data/weekly_offense_nflcom_projections_2021w10_2024.csv', format: 'nflcom-weekly' },
  { path: 'hvpkod-nfl-data/weekly_kickers_nflcom_projections_2021w10_2024.csv', format: 'nflcom-weekly' },
  { path: 'nflverse-injuries/injuries_2025_weeks1-2_sample.csv', format: 'nflverse-injuries' },
];

describeWithSharedData(
  'importing every real file into the embedded store',
  FILES.map((file) => sharedDataFile(file.path)),
  () => {
    let temp: Awaited<ReturnType<typeof openTempStore>>;
    const reports = new Map<string, NflImportReport>();
    const importReal = async (path: string, format: NflFormat) => {
      const report = await importNflData(
        temp.store,
        parseNflFile(format, await readFile(sharedDataFile(path), 'utf8')),
      );
      console.info(
        `${path}: read ${report.read}, written ${report.written}, unchanged ${report.unchanged}, ` +
          `rejected ${report.rejected.length} in ${report.ms} ms`,
      );
      return report;
    };
    beforeAll(async () => {
      temp = await openTempStore();
      for (const { path, format } of FILES) reports.set(path, await importReal(path, format));
    }, 300_000);
    afterAll(async () => {
      await temp.remove();
    });
    const report = (path: string) => reports.get(path) as NflImportReport;

    it('reads every row the data README counts, and rejects only what the parsers refuse', () => {
      expect(FILES.map(({ path }) => report(path).read)).toEqual([
        2476, 27_690, 63_361, 3903, 55_975, 3403, 453,
      ]);
      expect(FILES.map(({ path }) => report(path).rejected.length)).toEqual([0, 237, 0, 0, 0, 0, 0]);
    });

    it('stores every game, stat line, projection and injury line', async () => {
      const nfl = nflCollections(temp.store);
      expect(await nfl.games.countDocuments({})).toBe(2476);
      expect(await nfl.weeklyStats.countDocuments({ source: 'nflverse-player-stats' })).toBe(27_453);
      expect(await nfl.weeklyStats.countDocuments({ source: 'nflcom-actuals' })).toBe(63_361 + 3903);
      expect(await nfl.peerProjections.countDocuments({})).toBe(40_659 + 2215);
      expect(await nfl.injuries.countDocuments({})).toBe(453);
      expect(await nfl.teams.countDocuments({})).toBe(32);
    });

    it('joins NFL.com players to nflverse ones by name: Josh Allen keeps one record with both ids', async () => {
      const nfl = nflCollections(temp.store);
      const allen = await nfl.players.findOne({ 'ids.nflcom': '2560955' });
      expect(allen).toMatchObject({ _id: 'gsis:00-0034857', name: 'Josh Allen', position: 'QB' });
      expect(allen?.ids).toEqual({ gsis: '00-0034857', nflcom: '2560955' });
      const week1 = await nfl.weeklyStats.findOne({ _id: 'nflcom-actuals:2024:1:gsis:00-0034857' });
      expect(week1?.reportedPoints).toBe(31.18);
      const players = await nfl.players.countDocuments({});
      console.info(`players stored: ${players}`);
      expect(players).toBeLessThan(1239 + 1657 + 102);
    });

    it('importing the NFL.com offense file again writes nothing', async () => {
      const again = await importReal(FILES[2]?.path ?? '', 'nflcom-weekly');
      expect(again.written).toBe(0);
      expect(again.unchanged).toBe(32 + 1657 + 63_361);
    }, 120_000);
  },
);
