/**
 * The nflverse injuries import writes the weekly injury reports (issue 14, "Injuries are real
 * data") of the NFL store's players, published in the catalogue or not yet: through the import and
 * sync code into a real embedded store, on our own small file (test/fixtures/nfl/nflverse-injuries.csv,
 * made-up reports for real players: two good game-status rows, two practice-only rows, a row
 * reporting nothing, a cornerback (not a fantasy player), a postseason row and a second row for a
 * player-week), then on the real 2025 sample when ../shared/data is there. Clocks are pinned by hand.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishPlayerCatalogue } from '../../src/jobs/model/publish-player-catalogue.js';
import { importNflData } from '../../src/jobs/nfl-data/import-nfl-data.js';
import { parseNflFile } from '../../src/jobs/nfl-data/nfl-formats.js';
import { syncSeason } from '../../src/jobs/nfl-data/sync-season.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { describeWithSharedData, sharedDataFile } from '../support/shared-data.js';
import { fixture, openTempStore } from '../support/temp-store.js';

const T0 = '2025-09-10T08:00:00.000Z';
const MINUTE_MS = 60_000;
const SKIPPED = {
  'no game status and no practice report': 1,
  'postseason week (the product plans regular-season weeks 1–18)': 1,
};
/** The fixture's fantasy players' record ids (the NFL player ids, which the catalogue's are: `gsis:<id>`). */
const ALLEN = '2025:2:gsis:00-0034857';
const KELCE = '2025:2:gsis:00-0030506';
const NACUA_1 = '2025:1:gsis:00-0039075';
const NACUA_2 = '2025:2:gsis:00-0039075';
const RODGERS = '2025:2:gsis:00-0023459';
const ALLEN_OUT = { status: 'Out', bodyPart: 'Ankle', description: 'Also Wrist', practice: 'DNP' } as const;
/** The fixture's five reports of fantasy players. */
const REPORTS = {
  [ALLEN]: ALLEN_OUT,
  [KELCE]: { status: 'Doubtful', bodyPart: 'Knee', description: null, practice: 'Limited' },
  [NACUA_1]: { status: 'Questionable', bodyPart: 'Knee', description: null, practice: 'Limited' },
  [NACUA_2]: { status: null, bodyPart: 'Knee', description: null, practice: 'Full' },
  [RODGERS]: {
    status: null,
    bodyPart: 'Not injury related - resting player',
    description: null,
    practice: 'DNP',
  },
};

const text = () => readFile(fixture('nflverse-injuries.csv'), 'utf8');
const importText = (store: Store, clock: HandClock, csv: string) =>
  importNflData(store, parseNflFile('nflverse-injuries', csv), { clock });
const record = (store: Store, _id: string) => COLLECTIONS.injuryReports.of(store).findOne({ _id });
const storedReports = async (store: Store) =>
  Object.fromEntries((await COLLECTIONS.injuryReports.of(store).find({})).map((r) => [r._id, r.report]));
const audits = (store: Store) => COLLECTIONS.adminAudit.of(store).find({}, { sort: { seq: 1 } });

describe('nflverse injuries → the weekly injury reports', () => {
  let temp: Awaited<ReturnType<typeof openTempStore>>;
  let clock: HandClock;
  beforeEach(async () => {
    temp = await openTempStore();
    clock = handClock(T0);
  });
  afterEach(async () => {
    await temp.remove();
  });

  it('writes one record per fantasy player and week on the first import, with no catalogue yet; the cornerback is unmatched', async () => {
    const report = await importText(temp.store, clock, await text());
    expect(report.read).toBe(9);
    expect(report.rejected).toEqual([
      {
        where: 'line 10',
        reason: 'a second report for gsis:00-0034857 in 2025 wk 2 (the first is line 2)',
      },
    ]);
    expect(report.injuryReports).toEqual({
      inserted: 5,
      updated: 0,
      unchanged: 0,
      skipped: SKIPPED,
      unmatched: 1, // Jaylon Johnson, a cornerback: not in the NFL player list
    });
    expect(report.collections.injury_reports).toEqual({ inserted: 5, updated: 0, unchanged: 0 });
    expect(await COLLECTIONS.players.of(temp.store).countDocuments({})).toBe(0);
    const version = {
      report: ALLEN_OUT,
      updatedAt: T0,
      updatedBy: 'lineup-server data import',
      updatedBySub: null,
      source: 'nflverse',
    };
    expect(await record(temp.store, ALLEN)).toEqual({
      _id: ALLEN,
      playerId: 'gsis:00-0034857',
      playerName: 'Josh Allen', // the NFL player's name
      season: 2025,
      week: 2,
      ...version,
      history: [version],
    });
    expect(await storedReports(temp.store)).toEqual(REPORTS);
    expect(await audits(temp.store)).toEqual([
      expect.objectContaining({
        action: 'injury.import',
        actor: 'lineup-server data import',
        actorSub: null,
        at: T0,
        target: '2025 weeks 1–2, 19',
        detail:
          'nflverse injury reports: 5 written (5 new, 0 changed), 0 unchanged, 2 skipped ' +
          '(1 no game status and no practice report; 1 postseason week (the product plans ' +
          'regular-season weeks 1–18)), 1 not fantasy players (not in the NFL player list)',
      }),
    ]);

    // Publishing the catalogue afterwards (as `model train` does) publishes the same ids: every
    // record is a catalogue player's.
    const published = await publishPlayerCatalogue(temp.store, { season: 2025, week: 2 });
    expect(published.players).toBe(6); // Allen, Kelce, Nacua, Rodgers, Murray, Butker: not the cornerback
    const catalogue = new Set((await COLLECTIONS.players.of(temp.store).find({})).map((p) => p._id));
    const records = await COLLECTIONS.injuryReports.of(temp.store).find({});
    expect(records.filter((r) => !catalogue.has(r.playerId))).toEqual([]);
  });

  it('writes nothing when the same file is imported again (catalogue published or not), and a changed report as a new version', async () => {
    await importText(temp.store, clock, await text());

    clock.advance(MINUTE_MS);
    const second = await importText(temp.store, clock, await text());
    expect(second.written).toBe(0);
    expect(second.injuryReports).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 5,
      skipped: SKIPPED,
      unmatched: 1,
    });

    await publishPlayerCatalogue(temp.store, { season: 2025, week: 2 });
    clock.advance(MINUTE_MS);
    const third = await importText(temp.store, clock, await text());
    expect(third.written).toBe(0);
    expect(third.injuryReports).toMatchObject({ inserted: 0, updated: 0, unchanged: 5, unmatched: 1 });
    expect((await record(temp.store, ALLEN))?.history).toHaveLength(1);
    expect((await record(temp.store, ALLEN))?.updatedAt).toBe(T0);
    expect(await storedReports(temp.store)).toEqual(REPORTS);

    clock.advance(MINUTE_MS);
    const changedAt = clock.now().toISOString();
    const kelceOut = (await text()).replace('Knee,,Doubtful,Knee', 'Knee,,Out,Knee');
    const fourth = await importText(temp.store, clock, kelceOut);
    expect(fourth.injuryReports).toMatchObject({ inserted: 0, updated: 1, unchanged: 4 });
    const kelce = await record(temp.store, KELCE);
    expect(kelce).toMatchObject({ report: { status: 'Out' }, updatedAt: changedAt });
    expect(kelce?.history.map((v) => [v.report.status, v.updatedAt])).toEqual([
      ['Doubtful', T0],
      ['Out', changedAt],
    ]);

    // One audit entry per run, whatever it wrote.
    const entries = await audits(temp.store);
    const at = (minutes: number) => new Date(Date.parse(T0) + minutes * MINUTE_MS).toISOString();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.at])).toEqual([
      ['injury.import', 'lineup-server data import', T0],
      ['injury.import', 'lineup-server data import', at(1)],
      ['injury.import', 'lineup-server data import', at(2)],
      ['injury.import', 'lineup-server data import', changedAt],
    ]);
    expect(entries[1]?.detail).toMatch(
      /^nflverse injury reports: 0 written \(0 new, 0 changed\), 5 unchanged,/,
    );
    expect(entries[3]?.detail).toMatch(
      /^nflverse injury reports: 1 written \(0 new, 1 changed\), 4 unchanged,/,
    );
  });

  it('a first data sync into an empty store writes them as `lineup-server data sync`, the season’s rows only', async () => {
    const files = await serve({
      '/games.csv': await readFile(fixture('schedules.csv'), 'utf8'),
      '/injuries.csv': await text(),
    });
    try {
      const urls = {
        schedules: `${files.url}/games.csv`,
        playerStats: `${files.url}/player_stats_{season}.csv`,
        injuries: `${files.url}/injuries.csv`,
      };
      const results = await syncSeason(temp.store, { season: 2025, urls, clock });
      expect(results.map((result) => result.ok)).toEqual([true, false, true]);
      const injuries = results[2]?.ok ? results[2].report : undefined;
      expect(injuries?.injuryReports).toMatchObject({ inserted: 5, unchanged: 0, unmatched: 1 });
      expect(await record(temp.store, ALLEN)).toMatchObject({
        playerName: 'Josh Allen',
        updatedBy: 'lineup-server data sync',
        updatedBySub: null,
        source: 'nflverse',
        updatedAt: T0,
      });
      const last = (await audits(temp.store)).at(-1);
      expect(last).toMatchObject({ action: 'injury.import', actor: 'lineup-server data sync' });

      // Another season's sync: none of the file's rows, no injury reports written, no audit entry.
      clock.advance(MINUTE_MS);
      const before = (await audits(temp.store)).length;
      const other = await syncSeason(temp.store, { season: 2024, urls, clock });
      const otherInjuries = other[2]?.ok ? other[2].report : undefined;
      expect(otherInjuries?.skipped).toEqual({ 'not season 2024': 8 });
      expect(otherInjuries?.injuryReports).toBeUndefined();
      expect(await audits(temp.store)).toHaveLength(before);
    } finally {
      await files.close();
    }
  });
});

/** A local HTTP server of fixed texts by path (404 for any other). */
async function serve(texts: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const body = texts[new URL(request.url ?? '/', 'http://x').pathname];
    if (body === undefined) response.writeHead(404).end('not found');
    else response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const SAMPLE = sharedDataFile('nflverse-injuries/injuries_2025_weeks1-2_sample.csv');

describeWithSharedData('the real nflverse injuries sample (2025 weeks 1–2)', [SAMPLE], () => {
  it('writes every report of a fantasy player once on the first import, with no catalogue, and nothing on a second', async () => {
    const temp = await openTempStore();
    try {
      const clock = handClock(T0);
      const csv = await readFile(SAMPLE, 'utf8');
      const first = await importText(temp.store, clock, csv);
      expect(first.read).toBe(453);
      expect(first.rejected).toEqual([]);
      // 453 rows: 1 reports nothing (Kyler Murray, "Illness" with no status or practice report);
      // 316 are defenders, linemen, punters and long snappers, not in the NFL player list; 136
      // written, of 104 players (65 WR, 28 RB, 25 TE, 13 QB, 3 K and 2 FB lines).
      expect(first.injuryReports).toEqual({
        inserted: 136,
        updated: 0,
        unchanged: 0,
        skipped: { 'no game status and no practice report': 1 },
        unmatched: 316,
      });
      const reports = COLLECTIONS.injuryReports.of(temp.store);
      expect(await reports.countDocuments({ 'report.status': 'Out' })).toBe(33);
      expect(await reports.countDocuments({ week: 2 })).toBe(74);
      expect(await reports.findOne({ _id: '2025:2:gsis:00-0037834' })).toMatchObject({
        playerName: 'Brock Purdy',
        report: { status: 'Out', bodyPart: 'Shoulder', description: 'Also Toe', practice: 'DNP' },
      });

      // The catalogue published afterwards holds every record's player: 103 of its 104 (Kyler
      // Murray's one line reports nothing).
      const published = await publishPlayerCatalogue(temp.store, { season: 2025, week: 1 });
      expect(published.players).toBe(104);
      const catalogue = new Set((await COLLECTIONS.players.of(temp.store).find({})).map((p) => p._id));
      const recorded = new Set((await reports.find({})).map((r) => r.playerId));
      expect(recorded.size).toBe(103);
      expect([...recorded].filter((playerId) => !catalogue.has(playerId))).toEqual([]);

      clock.advance(MINUTE_MS);
      const second = await importText(temp.store, clock, csv);
      expect(second.written).toBe(0);
      expect(second.injuryReports).toMatchObject({ inserted: 0, updated: 0, unchanged: 136, unmatched: 316 });
    } finally {
      await temp.remove();
    }
  }, 60_000);
});
