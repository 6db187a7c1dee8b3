/**
 * Injuries are real data (issue 14): `lineup-server data import` of an nflverse injuries file (our
 * own small fixture, test/fixtures/nfl/nflverse-injuries.csv: made-up reports of real players) into
 * a real embedded store before any catalogue is published (production's order: `data sync`, then
 * `model train`), then the catalogue published, then a real server on that store, driven through the
 * SDK under a hand clock: an OUT player counts 0 for users at once, with no second import, the admin's edit and a later import take turns
 * by the newest-write rule, and the showcase's cached answer is replaced on the next call after an
 * import. The command runs while no server holds the folder (as it says to).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { publishPlayerCatalogue } from '../../src/jobs/model/publish-player-catalogue.js';
import { importNflData } from '../../src/jobs/nfl-data/import-nfl-data.js';
import { parseNflFile } from '../../src/jobs/nfl-data/nfl-formats.js';
import { COLLECTIONS, ensureIndexes, modelCollections } from '../../src/ports/collections.js';
import type { Store } from '../../src/ports/store.js';
import type { ModelPredictionDoc } from '../../src/records/model-prediction-record.js';
import type { ModelDoc } from '../../src/records/model-record.js';
import { type HandClock, handClock } from '../support/hand-clock.js';
import { seedSchedule } from '../support/players.js';
import { runLineupServer } from '../support/run-command.js';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../support/server.js';
import { fixture } from '../support/temp-store.js';

/** The first import and the second (the same file), both before the catalogue is published. */
const IMPORTED = ['2025-09-10T08:00:00.000Z', '2025-09-11T08:00:00.000Z'];
/** Week 1 of 2025 is over, week 2 kicks off on the 14th: on the 12th users plan week 2. */
const IN_WEEK_2 = '2025-09-12T12:00:00.000Z';
const MINUTE_MS = 60_000;
const ACTIVE = 'gbm-quantile@v2';
const FILE = fixture('nflverse-injuries.csv');
const ALLEN = 'gsis:00-0034857';
const KELCE = 'gsis:00-0030506';

/** Week-2 medians of the catalogue's players (made up), with a floor and ceiling around them. */
const MEDIANS: Record<string, number> = {
  [ALLEN]: 23.8,
  [KELCE]: 11.8,
  'gsis:00-0039075': 16.4, // Puka Nacua
  'gsis:00-0023459': 14.2, // Aaron Rodgers
  'gsis:00-0035228': 19.9, // Kyler Murray
  'gsis:00-0033303': 8.4, // Harrison Butker
};

let dataDir: string;
let server: TestServer;
let clock: HandClock;
let fan: LineupLabClient;
let admin: LineupLabClient;
const imports: Array<Record<string, unknown>> = [];

/** A time a command wrote under LINEUP_NOW=`start`: that clock runs on from `start`, so a little later. */
const soonAfter = (start: string | undefined) =>
  expect.toSatisfy(
    (time: unknown) =>
      typeof time === 'string' &&
      Date.parse(time) - Date.parse(start as string) >= 0 &&
      Date.parse(time) - Date.parse(start as string) < 60_000,
  );

const importCommand = (now: string, ...flags: string[]) =>
  runLineupServer(['data', 'import', FILE, '--format', 'nflverse-injuries', ...flags], {
    DATA_DIR: dataDir,
    LINEUP_NOW: now,
  });

/** What a file's text imports into the running server's store, as the command would (at the server's clock). */
const importInto = async (store: Store, text: string) =>
  importNflData(store, parseNflFile('nflverse-injuries', text), { clock, by: 'lineup-server data import' });

/** The active model and its week-2 predictions of the published catalogue (the model is never run here). */
async function seedPredictions(store: Store): Promise<void> {
  const { models, predictions } = modelCollections(store);
  await models.insertOne({
    _id: ACTIVE,
    name: 'gbm-quantile',
    version: 'v2',
    trainedAt: '2025-09-10T00:00:00.000Z',
    active: true,
    target: 'half-ppr',
  } as unknown as ModelDoc);
  for (const player of await COLLECTIONS.players.of(store).find({})) {
    const median = MEDIANS[player._id] ?? 10;
    const [conservative, aggressive] = [median * 0.7, median * 1.4];
    await predictions.insertOne({
      _id: `2025:2:${player._id}`,
      player_id: player._id,
      player_name: player.playerName,
      position: player.position,
      team: player.teamName,
      opponent_team: 'MIA',
      archetype: 'balanced',
      matchup_favorability: 'neutral',
      defense_ranking: 16,
      conservative,
      median,
      aggressive,
      confidence: 0.7,
      model_used: 'gbm-quantile',
      injury: null,
      week: 2,
      season: 2025,
      model_id: ACTIVE,
      raw: { conservative, median, aggressive },
      is_home: true,
      kickoff: '2025-09-14T17:00:00.000Z',
      bye_week: 10,
      is_bye: false,
    } satisfies ModelPredictionDoc);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lineup-injury-import-'));
  // 1. Nobody is in the catalogue yet: the fantasy players' reports are written all the same;
  // 2. the same file again writes nothing.
  const first = await importCommand(IMPORTED[0] as string, '--json');
  expect(first.stderr).toBe('');
  imports.push(JSON.parse(first.stdout));
  const second = await importCommand(IMPORTED[1] as string);
  expect(second.stderr).toBe('');
  imports.push({ text: second.stdout });

  // Then the catalogue is published from the NFL players the import brought (as `model train`
  // does), and nothing is imported again.
  const store = await openEmbeddedStore({ dataDir });
  try {
    await ensureIndexes(store);
    await seedSchedule(store, [
      [1, '2025-09-07T17:00:00Z', 24],
      [2, '2025-09-14T17:00:00Z', null],
      [3, '2025-09-21T17:00:00Z', null],
    ]);
    await publishPlayerCatalogue(store, { season: 2025, week: 2 });
    await seedPredictions(store);
  } finally {
    await store.close();
  }

  clock = handClock(IN_WEEK_2);
  server = await startTestServer({ DATA_DIR: dataDir }, { clock });
  fan = await server.signUp('fan@example.com');
  admin = await server.signInAdmin();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('lineup-server data import of an nflverse injuries file', () => {
  it('writes the fantasy players’ reports with no catalogue yet, reports what it skipped and could not match, and nothing new the second time', () => {
    const [first, second] = imports;
    expect(first).toMatchObject({
      read: 9,
      rejected: [{ where: 'line 10' }],
      collections: { injury_reports: { inserted: 5, updated: 0, unchanged: 0 } },
      injuryReports: { inserted: 5, updated: 0, unchanged: 0, unmatched: 1 },
    });
    const text = String(second?.text);
    expect(text).toContain('nflverse-injuries.csv: nflverse injuries');
    expect(text).toContain('  injury_reports: 0 new, 0 changed, 5 unchanged');
    expect(text).toContain('  injury reports: skipped 1: no game status and no practice report');
    expect(text).toContain(
      '  injury reports: skipped 1: postseason week (the product plans regular-season weeks 1–18)',
    );
    expect(text).toContain(
      '  injury reports: 1 line of players not in the NFL player list (not fantasy players: defenders, linemen, punters …)',
    );
    expect(text).not.toContain('import again');
    expect(text).toContain('· written 0 ·');
  });

  it('an OUT report imported before the catalogue was published counts 0 in users’ projections for its week; the injury map lists the designations', async () => {
    expect(await fan.players.projections('Josh Allen', { mode: 'median' })).toMatchObject({
      week: 2,
      points: 0,
      injuryStatus: 'Out',
      projections: { median: 23.8 },
    });
    // Doubtful plays; a practice-only report is no designation.
    expect(await fan.players.projections('Travis Kelce', { mode: 'median' })).toMatchObject({
      points: 11.8,
      injuryStatus: 'Doubtful',
    });
    expect(await fan.players.projections('Puka Nacua', { mode: 'median' })).toMatchObject({
      points: 16.4,
      injuryStatus: null,
    });
    expect(await fan.players.injuries()).toEqual({
      injuries: { 'Josh Allen': 'Out', 'Travis Kelce': 'Doubtful' },
      updatedAt: soonAfter(IMPORTED[0]),
    });
    // Week 1's report is week 1's: Nacua was Questionable then.
    expect(await fan.players.projections('Puka Nacua', { mode: 'median', week: 1 })).toMatchObject({
      injuryStatus: 'Questionable',
    });
  });

  it('the admin’s edit replaces the import’s; re-importing the same file keeps it; a changed nflverse report replaces it', async () => {
    clock.advance(MINUTE_MS);
    const editedAt = clock.now().toISOString();
    await admin.admin.updateInjury(ALLEN, { status: 'Questionable', bodyPart: 'Ankle', practice: 'Limited' });
    expect(await fan.players.projections('Josh Allen', { mode: 'median' })).toMatchObject({
      points: 23.8,
      injuryStatus: 'Questionable',
    });
    const [edit] = await COLLECTIONS.adminAudit.of(server.store).find({ action: 'injury.update' });
    expect(edit).toMatchObject({
      at: editedAt,
      actor: ADMIN_EMAIL,
      actorSub: expect.any(String),
      target: ALLEN,
      detail: 'Questionable (Ankle), practice Limited, week 2 of 2025',
    });

    clock.advance(MINUTE_MS);
    const text = await readFile(FILE, 'utf8');
    expect((await importInto(server.store, text)).injuryReports).toMatchObject({ updated: 0, unchanged: 5 });
    expect((await fan.players.injuries()).injuries['Josh Allen']).toBe('Questionable');

    clock.advance(MINUTE_MS);
    const changedAt = clock.now().toISOString();
    const worse = text.replace('Ankle,Wrist,Out,Ankle,Wrist', 'Ankle,Knee,Out,Ankle,Knee');
    expect((await importInto(server.store, worse)).injuryReports).toMatchObject({ updated: 1, unchanged: 4 });
    expect(await fan.players.projections('Josh Allen', { mode: 'median' })).toMatchObject({
      points: 0,
      injuryStatus: 'Out',
    });
    const record = await COLLECTIONS.injuryReports.of(server.store).findOne({ _id: `2025:2:${ALLEN}` });
    expect(record?.history.map((v) => [v.source, v.updatedBy, v.report.status, v.updatedAt])).toEqual([
      ['nflverse', 'lineup-server data import', 'Out', soonAfter(IMPORTED[0])],
      ['admin', ADMIN_EMAIL, 'Questionable', editedAt],
      ['nflverse', 'lineup-server data import', 'Out', changedAt],
    ]);
    const entries = await COLLECTIONS.adminAudit.of(server.store).find({ action: 'injury.import' });
    expect(entries).toHaveLength(4); // two runs of the command, two here
  });

  it('takes a player ruled OUT by an import off the showcase on the next call (the cached answer is not reused)', async () => {
    const shown = async () =>
      (await server.anonymous().players.showcase()).cards.flatMap((card) =>
        card.players.map((player) => player.playerName),
      );
    const before = await shown();
    expect(before).toContain('Travis Kelce');
    expect(before).not.toContain('Josh Allen');

    clock.advance(MINUTE_MS);
    const text = await readFile(FILE, 'utf8');
    await importInto(server.store, text.replace('Knee,,Doubtful,Knee', 'Knee,,Out,Knee'));
    expect(await shown()).not.toContain('Travis Kelce');
    expect(await fan.players.projections('Travis Kelce', { mode: 'median' })).toMatchObject({ points: 0 });

    clock.advance(MINUTE_MS);
    await importInto(server.store, text);
    expect(await shown()).toContain('Travis Kelce');
  });
});
