import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore } from '../../../test/support/temp-store.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { AlertedStarter } from '../../records/lineup-alert-record.js';
import { claimLineupAlert } from './claim-lineup-alert.js';

let temp: Awaited<ReturnType<typeof openTempStore>>;
let store: Store;
const clock = { now: () => new Date('2025-10-10T12:00:00.000Z') };

beforeAll(async () => {
  temp = await openTempStore();
  store = temp.store;
});
afterAll(() => temp.remove());

/** Claims `current` for team `teamId` in week 6 of 2025; the starters it is the first to tell about. */
const claim = async (teamId: string, current: AlertedStarter[]) =>
  claimLineupAlert(
    { store, clock },
    { team: { _id: teamId, ownerId: 'owner' }, season: 2025, week: 6, current },
  );

const chaseOut: AlertedStarter = { playerId: 'p-chase', status: 'Out' };
const chaseQuestionable: AlertedStarter = { playerId: 'p-chase', status: 'Questionable' };
const jeffersonBye: AlertedStarter = { playerId: 'p-jefferson', status: 'bye' };

describe('claimLineupAlert', () => {
  it('claims news once: the same status again is nothing, a changed status or a new starter is news', async () => {
    expect((await claim('team-a', [chaseOut])).fresh).toEqual([chaseOut]);
    expect((await claim('team-a', [chaseOut])).fresh).toEqual([]);
    expect((await claim('team-a', [chaseQuestionable, jeffersonBye])).fresh).toEqual([
      chaseQuestionable,
      jeffersonBye,
    ]);
    // Chase cleared: forgotten, so that Out again is news again.
    expect((await claim('team-a', [jeffersonBye])).fresh).toEqual([]);
    expect((await claim('team-a', [chaseOut, jeffersonBye])).fresh).toEqual([chaseOut]);
    const record = await COLLECTIONS.lineupAlerts.of(store).findOne({ _id: 'team-a:2025:6' });
    expect(record).toMatchObject({
      teamId: 'team-a',
      ownerId: 'owner',
      alerted: [chaseOut, jeffersonBye],
      version: 4,
    });
  });

  it('gives the news to one of two claims made at once, for a first record and for a stored one', async () => {
    const first = await Promise.all([claim('team-b', [chaseOut]), claim('team-b', [chaseOut])]);
    expect(first.map((won) => won.fresh.length).sort()).toEqual([0, 1]);
    const changed = await Promise.all([
      claim('team-b', [chaseQuestionable]),
      claim('team-b', [chaseQuestionable]),
      claim('team-b', [chaseQuestionable]),
    ]);
    expect(changed.map((won) => won.fresh.length).sort()).toEqual([0, 0, 1]);
  });

  it('gives a claim back when its mail could not go, so the next write tells it again', async () => {
    const won = await claim('team-c', [chaseOut]);
    expect(won.fresh).toEqual([chaseOut]);
    await won.release();
    expect((await claim('team-c', [chaseOut])).fresh).toEqual([chaseOut]);
  });
});
