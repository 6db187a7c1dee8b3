/**
 * Lineup alerts (issue 30), through the SDK against a real server on port 0 under a hand clock: the
 * Friday before week 6 of the seeded 2025 season (users plan week 6; the test catalogue predicted
 * for it, Justin Jefferson on a bye). An administrator's injury edit ruling a starter Out mails his
 * team's owner once, naming the best legal replacement (worked out by hand below), and nobody else:
 * not a user who has him on the bench, not one who does not have him, not one who turned alerts off.
 * The same status again, by an edit or by imports (in this process, into the server's store, as
 * `lineup-server data import` writes them, parallel ones included), sends nothing; a changed status
 * sends one new mail; a past week's report sends nothing; an import also tells an owner of a bye
 * starter. On Sunday, once week 6's game has kicked off, a locked starter's news sends nothing.
 */
import { formatPoints } from '@lineup-lab/core';
import type { InjuryReportLine } from '@lineup-lab/engine';
import type { LineupLabClient } from '@lineup-lab/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreMailer } from '../../src/adapters/mail/store-mailer.js';
import { silentLogger } from '../../src/logger.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { OutboxRecord } from '../../src/records/outbox-record.js';
import { importInjuryReports } from '../../src/use-cases/injuries/import-injury-reports.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers, testPlayer } from '../support/players.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { buildTeam, type StarterPlace } from '../support/teams.js';
import { PLAN_WEEK, predictionOf, SEASON, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

/** Starts Ja'Marr Chase at WR1. */
const OWNER = 'alert-owner@example.com';
/** Has Chase on the bench; starts Justin Jefferson (on a bye in week 6). */
const BENCHER = 'alert-bencher@example.com';
/** Starts Chase too, with alerts turned off. */
const QUIET = 'alert-quiet@example.com';
/** Does not have Chase; starts Patrick Mahomes (KC: week 6's one game) and A.J. Brown. */
const LOCKER = 'alert-locker@example.com';
/** Sunday of week 6, an hour after its one game (Buffalo at Kansas City) kicked off. */
const WEEK6_SUNDAY = '2025-10-12T18:00:00.000Z';

const starters = (wr1: string, wr2: string, qb = 'p-hurts'): StarterPlace[] => [
  [qb, 'quarterback'],
  ['p-barkley', 'runningBacks', 0],
  ['p-hall', 'runningBacks', 1],
  [wr1, 'wideReceivers', 0],
  [wr2, 'wideReceivers', 1],
  ['p-laporta', 'tightEnd'],
  ['p-bijan', 'flex'],
  ['p-sf-dst', 'defenseST'],
  ['p-elliott', 'kicker'],
];

let server: TestServer;
let admin: LineupLabClient;
let quiet: LineupLabClient;
const clients = new Map<string, LineupLabClient>();
const clock = handClock(WEEK6_FRIDAY);

/** The lineup alert mails sent to a user. */
const alertsTo = (email: string): Promise<OutboxRecord[]> =>
  COLLECTIONS.outbox.of(server.store).find({ to: email, subject: { $regex: /^Lineup alert:/ } });

/** How many lineup alert mails each user has had. */
async function counts(): Promise<Record<string, number>> {
  const all = [OWNER, BENCHER, QUIET, LOCKER];
  return Object.fromEntries(
    await Promise.all(all.map(async (email) => [email, (await alertsTo(email)).length] as const)),
  );
}

/** An nflverse injury line of a catalogue player (the catalogue's ids are the NFL players' ids). */
const line = (playerId: string, week: number, fields: Partial<InjuryReportLine>): InjuryReportLine => ({
  _id: `nflverse-injuries:${SEASON}:${week}:${playerId}`,
  playerId,
  season: SEASON,
  week,
  team: testPlayer(playerId).teamName,
  status: null,
  injury: null,
  practiceStatus: null,
  seasonType: 'REG',
  ...fields,
});

/** Imports injury lines into the running server's store as `lineup-server data import` does, with its mail port. */
const importLines = (lines: InjuryReportLine[]) =>
  importInjuryReports(
    {
      store: server.store,
      clock,
      lineupAlerts: {
        mailer: createStoreMailer({ store: server.store, clock, logger: silentLogger }),
        appUrl: server.url,
      },
    },
    lines,
    { by: 'lineup-server data import' },
  );

beforeAll(async () => {
  server = await startTestServer({}, { clock });
  await seedPlayers(server.store);
  await seedWeekSeason(server.store);
  // The import matches lines to the stored NFL players.
  for (const id of ['p-chase', 'p-stbrown']) {
    const { playerName, teamName } = testPlayer(id);
    await COLLECTIONS.nflPlayers
      .of(server.store)
      .insertOne({ _id: id, name: playerName, position: 'WR', team: teamName, status: 'active', ids: {} });
  }
  admin = await server.signInAdmin();
  const teams: Array<[string, string, StarterPlace[], string[]]> = [
    [
      OWNER,
      'Chase Crew',
      starters('p-chase', 'p-stbrown'),
      ['p-jefferson', 'p-hill', 'p-lamb', 'p-ajbrown', 'p-kelce'],
    ],
    [BENCHER, 'Bench Mob', starters('p-lamb', 'p-jefferson'), ['p-chase', 'p-ajbrown']],
    [QUIET, 'Quiet Ones', starters('p-chase', 'p-stbrown'), ['p-lamb']],
    [LOCKER, 'Lock Step', starters('p-ajbrown', 'p-stbrown', 'p-mahomes'), ['p-lamb']],
  ];
  for (const [email, teamName, onField, bench] of teams) {
    const client = await server.signUp(email);
    clients.set(email, client);
    await buildTeam(client, teamName, { starters: onField, bench });
  }
  quiet = clients.get(QUIET) as LineupLabClient;
}, 120_000);
afterAll(() => server.close());

describe('lineup alerts', () => {
  it('is a setting of each user, on by default, that only the user changes', async () => {
    expect(await quiet.user.profile()).toMatchObject({ email: QUIET, lineupAlerts: true });
    expect(await quiet.user.updateSettings({ lineupAlerts: false })).toMatchObject({
      email: QUIET,
      lineupAlerts: false,
    });
    expect(await quiet.user.profile()).toMatchObject({ lineupAlerts: false });
    expect(await clients.get(OWNER)?.user.profile()).toMatchObject({ email: OWNER, lineupAlerts: true });
  });

  it('mails the owner of a team starting a player ruled Out once, naming the best replacement, and nobody else', async () => {
    await admin.admin.updateInjury('p-chase', { status: 'Out', bodyPart: 'Hamstring', practice: 'DNP' });
    expect(await counts()).toEqual({ [OWNER]: 1, [BENCHER]: 0, [QUIET]: 0, [LOCKER]: 0 });

    // By hand: the bench's WRs are Justin Jefferson (on a bye in week 6), Tyreek Hill (Questionable in
    // the catalogue: a designated player is never suggested), CeeDee Lamb and A.J. Brown; Travis Kelce
    // is a TE. Of the two left, Lamb has the higher week-6 median (the team's mode, half-PPR as the model's).
    const [lamb, brown] = ['p-lamb', 'p-ajbrown'].map((id) => Number(predictionOf(id, PLAN_WEEK).median));
    expect(lamb).toBeGreaterThan(brown ?? Number.POSITIVE_INFINITY);
    const [mail] = await alertsTo(OWNER);
    expect(mail?.subject).toBe('Lineup alert: Chase Crew week 6');
    expect(mail?.text).toContain("- WR1 Ja'Marr Chase (WR, CIN): Out (Hamstring).");
    expect(mail?.text).toContain(
      `Best replacement on your bench: CeeDee Lamb (WR, DAL), ${formatPoints(lamb)} points (median).`,
    );
    expect(mail?.text).toContain(`${server.url}/edit-team/Chase%20Crew?week=${PLAN_WEEK}`);
    // Only Chase: every other starter of the team is fine in week 6.
    expect(mail?.text.match(/^- /gm)).toHaveLength(1);
  });

  it('sends nothing when an edit or imports repeat the status, one mail when it changes, nothing for a past week', async () => {
    await admin.admin.updateInjury('p-chase', { status: 'Out', bodyPart: 'Hamstring', practice: 'Limited' });
    const out = line('p-chase', PLAN_WEEK, {
      status: 'Out',
      injury: 'Hamstring',
      practiceStatus: 'Did Not Participate In Practice',
    });
    expect((await importLines([out])).updated).toBe(1);
    // The import is the week's data write: the owner of a bye starter hears of it (once).
    expect(await counts()).toEqual({ [OWNER]: 1, [BENCHER]: 1, [QUIET]: 0, [LOCKER]: 0 });
    const [bye] = await alertsTo(BENCHER);
    expect(bye?.text).toContain('- WR2 Justin Jefferson (WR, MIN): on a bye.');

    // Two imports at once of a changed status (Questionable), with a past week's report of another starter.
    const questionable = line('p-chase', PLAN_WEEK, { status: 'Questionable', injury: 'Hamstring' });
    const pastWeek = line('p-stbrown', PLAN_WEEK - 1, { status: 'Doubtful', injury: 'Knee' });
    await Promise.all([importLines([questionable, pastWeek]), importLines([questionable, pastWeek])]);
    expect(await counts()).toEqual({ [OWNER]: 2, [BENCHER]: 1, [QUIET]: 0, [LOCKER]: 0 });
    const latest = (await alertsTo(OWNER)).find((mail) => mail.text.includes('Questionable'));
    expect(latest?.text).toContain("- WR1 Ja'Marr Chase (WR, CIN): Questionable (Hamstring).");
    expect(latest?.text).not.toContain('St. Brown');

    // A later file repeating the status (its practice report changed): written, nothing sent.
    const again = { ...questionable, practiceStatus: 'Limited Participation in Practice' };
    expect((await importLines([again])).updated).toBe(1);
    expect(await counts()).toEqual({ [OWNER]: 2, [BENCHER]: 1, [QUIET]: 0, [LOCKER]: 0 });
  });

  it("sends nothing about a starter whose game has kicked off, and leaves him out of another starter's mail", async () => {
    clock.set(WEEK6_SUNDAY);
    await admin.admin.updateInjury('p-mahomes', { status: 'Out', bodyPart: 'Ankle' });
    expect(await alertsTo(LOCKER)).toHaveLength(0);

    await admin.admin.updateInjury('p-ajbrown', { status: 'Doubtful', bodyPart: 'Knee' });
    const mails = await alertsTo(LOCKER);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('- WR1 A.J. Brown (WR, PHI): Doubtful (Knee).');
    expect(mails[0]?.text).toContain('Best replacement on your bench: CeeDee Lamb (WR, DAL)');
    expect(mails[0]?.text).not.toContain('Mahomes');
    expect(await counts()).toEqual({ [OWNER]: 2, [BENCHER]: 1, [QUIET]: 0, [LOCKER]: 1 });
  });
});
