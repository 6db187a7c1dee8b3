import { emptyLineup, setSlot } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { seedPlayers, testPlayer } from '../../../test/support/players.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { seedWeekSeason, WEEK6_FRIDAY } from '../../../test/support/week-fixtures.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { type PlayerRef, refOf, type TeamRecord } from '../../records/team-record.js';
import { createSeasonCalendar } from '../../season/season-calendar.js';
import type { ServiceContext } from '../service-context.js';
import { saveTeamChange } from './save-team-change.js';
import { historyLineups, weekLineupOf } from './week-lineup.js';

/**
 * Which lineup stood when a week was over: the seeded season's weeks end four hours after their one
 * Sunday 1:00 PM ET game (no scores from week 6 on). A team made on the Friday before week 6.
 */
const clock = handClock(WEEK6_FRIDAY);
let temp: Awaited<ReturnType<typeof openTempStore>>;
let ctx: ServiceContext;
const quarterback = (id: string) => setSlot(emptyLineup<PlayerRef>(), 'QB', refOf(testPlayer(id)));
const team: TeamRecord = {
  _id: 'team-kept',
  ownerId: 'owner-1',
  teamName: 'Kept',
  teamKey: 'kept',
  lineups: [quarterback('p-mahomes')],
  bench: [],
  version: 0,
  createdAt: WEEK6_FRIDAY,
  updatedAt: WEEK6_FRIDAY,
};
const WEEK6_OVER = '2025-10-12T21:00:00.000Z';
const WEEK7_OVER = '2025-10-19T21:00:00.000Z';

beforeAll(async () => {
  temp = await openTempStore();
  await seedPlayers(temp.store);
  await seedWeekSeason(temp.store);
  await COLLECTIONS.teams.of(temp.store).insertOne(team);
  ctx = {
    store: temp.store,
    clock,
    calendar: createSeasonCalendar({ store: temp.store, clock }),
    adminEmail: 'admin@lineup-lab.test',
  };
});
afterAll(() => temp.remove());

const stored = async () => (await COLLECTIONS.teams.of(ctx.store).findOne({ _id: team._id })) as TeamRecord;
const change = async (at: string, qb: string) => {
  clock.set(at);
  const updated = await saveTeamChange(ctx, await stored(), {
    fields: { lineups: [quarterback(qb)] },
    change: { action: 'move', by: 'owner-1' },
  });
  if (!updated) throw new Error('The change lost a race');
  return updated;
};
const kept = async () =>
  (await COLLECTIONS.teamWeekLineups.of(ctx.store).find({ teamId: team._id }))
    .map((row) => [row.week, row.lineup.quarterback?._id, row.weekOverAt])
    .sort();
const qbOf = (roster: { lineup: { quarterback: { _id: string } | null } }) => roster.lineup.quarterback?._id;

describe('the lineup kept for each week over', () => {
  it('keeps nothing for a change in the middle of a week, nor for weeks over before the team', async () => {
    await change('2025-10-11T18:00:00.000Z', 'p-allen'); // the Saturday of week 6
    expect(await kept()).toEqual([]);
  });

  it('keeps the replaced lineup for every week over while it stood, once, at its end', async () => {
    // Allen stood from the Saturday of week 6 through week 7's end; the change comes in week 8.
    await change('2025-10-22T12:00:00.000Z', 'p-hurts');
    expect(await kept()).toEqual([
      [6, 'p-allen', WEEK6_OVER],
      [7, 'p-allen', WEEK7_OVER],
    ]);
    await change('2025-10-22T12:05:00.000Z', 'p-lamar');
    expect(await kept()).toHaveLength(2);
  });

  it('answers a week over from the row kept, the current lineup for the weeks it stood, not-kept before the team', async () => {
    clock.set('2025-11-05T12:00:00.000Z'); // week 10 under way: Lamar has stood since week 8
    const team = await stored();
    const at = (week: number, overAt: string | null) => ({
      season: 2025,
      week,
      overAt: overAt === null ? null : Date.parse(overAt),
    });
    const week7 = await weekLineupOf(ctx, team, at(7, WEEK7_OVER));
    expect([week7.standing, qbOf(week7.roster)]).toEqual(['at-kickoff', 'p-allen']);
    const week8 = await weekLineupOf(ctx, team, at(8, '2025-10-26T21:00:00.000Z'));
    expect([week8.standing, qbOf(week8.roster)]).toEqual(['at-kickoff', 'p-lamar']);
    const week10 = await weekLineupOf(ctx, team, at(10, '2025-11-09T22:00:00.000Z'));
    expect([week10.standing, qbOf(week10.roster)]).toEqual(['current', 'p-lamar']);
    const week5 = await weekLineupOf(ctx, team, at(5, '2025-10-05T17:00:00.000Z'));
    expect([week5.standing, qbOf(week5.roster)]).toEqual(['not-kept', 'p-lamar']);
  });

  it('reads a week no row keeps from the 30-day history: the version that stood when it was over', async () => {
    const versions = COLLECTIONS.teamVersions.of(ctx.store);
    await versions.insertOne({
      _id: 'team-legacy:3',
      teamId: 'team-legacy',
      ownerId: 'owner-1',
      version: 3,
      lineup: quarterback('p-hurts'),
      bench: [],
      madeAt: '2025-10-01T12:00:00.000Z',
      replacedAt: WEEK7_OVER,
      replacedBy: { action: 'move', by: 'owner-1' },
      storedAt: new Date(),
    });
    const found = await historyLineups(ctx, 'team-legacy', [
      { week: 5, overAt: Date.parse('2025-10-05T21:00:00.000Z') },
      { week: 7, overAt: Date.parse(WEEK7_OVER) },
      { week: 8, overAt: Date.parse('2025-10-26T21:00:00.000Z') },
    ]);
    expect([...found].map(([week, roster]) => [week, qbOf(roster)])).toEqual([
      [5, 'p-hurts'],
      [7, 'p-hurts'],
    ]);
  });
});
