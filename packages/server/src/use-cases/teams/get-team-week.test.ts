import { emptyLineup, type LineupOf, STARTING_SLOTS, setSlot } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { seedPlayers, testPlayer } from '../../../test/support/players.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { PLAN_WEEK, seedWeekSeason, WEEK6_FRIDAY } from '../../../test/support/week-fixtures.js';
import { COLLECTIONS } from '../../ports/collections.js';
import type { Collection, Doc, Store } from '../../ports/store.js';
import { type PlayerRef, refOf, type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import { createSeasonCalendar } from '../../season/season-calendar.js';
import type { ServiceContext } from '../service-context.js';
import { getTeamWeek } from './get-team-week.js';
import { optimizeLineup } from './optimize-lineup.js';

const READS = ['findOne', 'find', 'countDocuments'] as const;

/** A store that counts the reads made through it, by collection. */
function countingStore(store: Store): { store: Store; reads: string[] } {
  const reads: string[] = [];
  const counted: Store = {
    kind: store.kind,
    close: () => store.close(),
    collection<T extends Doc>(name: string): Collection<T> {
      const inner = store.collection<T>(name);
      return new Proxy(inner, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if ((READS as readonly PropertyKey[]).includes(property))
              reads.push(`${name}.${String(property)}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  };
  return { store: counted, reads };
}

const ref = (id: string): PlayerRef => refOf(testPlayer(id));

/** A team record of the owner's: `starters` in slot order (null: empty), `bench` after. */
function teamRecord(
  teamName: string,
  starters: readonly (string | null)[],
  bench: readonly string[],
): TeamRecord {
  let lineup: LineupOf<PlayerRef> = emptyLineup();
  starters.forEach((id, i) => {
    const slot = STARTING_SLOTS[i];
    if (id && slot) lineup = setSlot(lineup, slot, ref(id));
  });
  return {
    _id: `team-${teamKeyOf(teamName)}`,
    ownerId: 'owner-1',
    teamName,
    teamKey: teamKeyOf(teamName),
    lineups: [lineup],
    bench: bench.map(ref),
    version: 0,
    createdAt: WEEK6_FRIDAY,
    updatedAt: WEEK6_FRIDAY,
  };
}

let temp: Awaited<ReturnType<typeof openTempStore>>;
let ctx: ServiceContext;
let reads: string[];

beforeAll(async () => {
  temp = await openTempStore();
  await seedPlayers(temp.store);
  await seedWeekSeason(temp.store);
  const teams = COLLECTIONS.teams.of(temp.store);
  await teams.insertOne(teamRecord('One Man', ['p-hurts'], []));
  await teams.insertOne(teamRecord('Chiefs Fan', ['p-mahomes'], ['p-kelce']));
  await teams.insertOne(
    teamRecord(
      'Full House',
      ['p-hurts', 'p-cmc', 'p-hall', 'p-jefferson', 'p-lamb', 'p-andrews', 'p-hill', 'p-sf-dst', 'p-elliott'],
      ['p-lamar', 'p-barkley', 'p-bijan', 'p-chase', 'p-kittle', 'p-tucker', 'p-bal-dst'],
    ),
  );
  const counting = countingStore(temp.store);
  reads = counting.reads;
  const clock = handClock(WEEK6_FRIDAY);
  ctx = {
    store: counting.store,
    clock,
    calendar: createSeasonCalendar({ store: counting.store, clock }),
    adminEmail: 'admin@lineup-lab.test',
  };
  // The season clock reads the schedule once a minute: read it before counting.
  await ctx.calendar.current();
});
afterAll(() => temp.remove());

/** The store reads one call makes. */
async function readsOf(call: () => Promise<unknown>): Promise<string[]> {
  reads.length = 0;
  await call();
  return [...reads].sort();
}

describe('the team week read and Optimize, in store reads', () => {
  it('reads the store four times for a team of one player and for a full team alike', async () => {
    const read = (teamName: string) => () =>
      getTeamWeek(ctx, { ownerId: 'owner-1', teamName, week: PLAN_WEEK, mode: 'median' });
    const expected = ['injury_reports.find', 'model_predictions.find', 'players.find', 'teams.findOne'];
    expect(await readsOf(read('One Man'))).toEqual(expected);
    expect(await readsOf(read('Full House'))).toEqual(expected);
    const answer = await read('Full House')();
    expect(answer.slots.filter((s) => s.player)).toHaveLength(9);
    expect(answer.bench).toHaveLength(7);
  });

  it('reads a week that is over with more reads for its kept lineup and one for its stat lines', async () => {
    // Week 5 (BUF at KC, scored) was over before the team was made: no lineup kept (nor in its
    // history), and the Chiefs' game is final, so the stat lines of its players are read (once).
    const read = () =>
      getTeamWeek(ctx, { ownerId: 'owner-1', teamName: 'Chiefs Fan', week: 5, mode: 'median' });
    expect(await readsOf(read)).toEqual([
      'injury_reports.find',
      'model_predictions.find',
      'nfl_weekly_stats.find',
      'players.find',
      'team_versions.find',
      'team_week_lineups.findOne',
      'teams.findOne',
    ]);
    const answer = await read();
    expect(answer.standing).toBe('not-kept');
    expect(answer.slots[0]?.player?.game).toEqual({ state: 'final', actual: 0, band: null });
    expect(answer.totals.actual).toBeNull();
  });

  it('optimises a full team with those reads, one write and the answer’s hydration', async () => {
    reads.length = 0;
    const answer = await optimizeLineup(ctx, {
      ownerId: 'owner-1',
      teamName: 'Full House',
      week: PLAN_WEEK,
      mode: 'median',
      expectedVersion: 0,
    });
    expect(answer.team.version).toBe(1);
    expect([...reads].sort()).toEqual([
      'injury_reports.find',
      'model_predictions.find',
      'players.find',
      'players.find',
      'teams.findOne',
    ]);
  });
});
