import { API_ROUTES, emptyLineup, type LineupOf, setSlot } from '@lineup-lab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handClock } from '../../../test/support/hand-clock.js';
import { seedPlayers, TEST_PLAYERS, testPlayer } from '../../../test/support/players.js';
import { openTempStore } from '../../../test/support/temp-store.js';
import { OUTSIDE_ACCOUNTS } from '../../ports/account-directory.js';
import { COLLECTIONS, modelCollections } from '../../ports/collections.js';
import type { Store } from '../../ports/store.js';
import type { ModelPredictionDoc } from '../../records/model-prediction-record.js';
import type { ModelDoc } from '../../records/model-record.js';
import { type PlayerRef, refOf, type TeamRecord, teamKeyOf } from '../../records/team-record.js';
import { newUserRecord } from '../../records/user-record.js';
import { createSeasonCalendar } from '../../season/season-calendar.js';
import type { ServiceContext } from '../service-context.js';
import { listAdminLineups } from './list-admin-lineups.js';
import { listAdminUsers } from './list-admin-users.js';
import { listWeeklyPredictions } from './list-weekly-predictions.js';

const NOW = '2025-09-12T12:00:00.000Z';
const USERS = 30;

let temp: Awaited<ReturnType<typeof openTempStore>>;
let ctx: ServiceContext & { accounts: typeof OUTSIDE_ACCOUNTS };
/** The same store and clock through another `Store` object: a cache it has never filled. */
let uncached: typeof ctx;

/** Another view of the same store (a cache keeps each store's listings apart). */
function otherView(store: Store): Store {
  return { kind: store.kind, collection: (name) => store.collection(name), close: () => store.close() };
}

/** The user `fan<n>`, created `n` minutes after the first. */
const user = (n: number) =>
  newUserRecord({
    _id: `u${String(n).padStart(2, '0')}`,
    sub: `sub-${n}`,
    email: `fan${n}@example.com`,
    createdAt: new Date(Date.parse('2025-09-01T00:00:00.000Z') + n * 60_000).toISOString(),
  });

/** A team of `ownerId` with the quarterback `starter` (or none). */
function team(id: string, ownerId: string, starter: string | null): TeamRecord {
  const empty: LineupOf<PlayerRef> = emptyLineup();
  const lineup = starter ? setSlot(empty, 'QB', refOf(testPlayer(starter))) : empty;
  return {
    _id: id,
    ownerId,
    teamName: `Team ${id}`,
    teamKey: teamKeyOf(`Team ${id}`),
    lineups: [lineup],
    bench: [],
    version: 0,
    createdAt: '2025-09-02T00:00:00.000Z',
    updatedAt: '2025-09-02T00:00:00.000Z',
  };
}

/** A week-2 prediction of the active model for a test player, `aggressive` as given. */
function prediction(playerId: string, aggressive: number): ModelPredictionDoc {
  const player = testPlayer(playerId);
  return {
    _id: `2025:2:${playerId}`,
    player_id: playerId,
    player_name: player.playerName,
    position: player.position,
    team: player.teamName,
    opponent_team: 'BUF',
    archetype: 'balanced',
    matchup_favorability: 'neutral',
    defense_ranking: 10,
    conservative: aggressive - 8,
    median: aggressive - 4,
    aggressive,
    confidence: 0.5,
    model_used: 'gbm-quantile',
    injury: null,
    week: 2,
    season: 2025,
    model_id: 'model@1',
    raw: { conservative: aggressive - 8, median: aggressive - 4, aggressive },
    is_home: true,
    kickoff: '2025-09-14T17:00:00.000Z',
    bye_week: 10,
    is_bye: false,
  };
}

beforeAll(async () => {
  temp = await openTempStore();
  const { store } = temp;
  await seedPlayers(store);
  await COLLECTIONS.users.of(store).insertMany(Array.from({ length: USERS }, (_, n) => user(n)));
  // fan0 has three teams, fan1 two, fan2 one (empty): totalLineups orders them first.
  await COLLECTIONS.teams
    .of(store)
    .insertMany([
      team('t1', 'u00', 'p-mahomes'),
      team('t2', 'u00', 'p-allen'),
      team('t3', 'u00', null),
      team('t4', 'u01', 'p-hurts'),
      team('t5', 'u01', null),
      team('t6', 'u02', null),
    ]);
  const { models, predictions } = modelCollections(store);
  await models.insertOne({ _id: 'model@1', name: 'gbm-quantile', active: true } as unknown as ModelDoc);
  await predictions.insertMany(
    ['p-mahomes', 'p-allen', 'p-hurts', 'p-lamar'].map((id, i) => prediction(id, 20 + i)),
  );
  const clock = handClock(NOW);
  const base = { clock, adminEmail: 'admin@lineup-lab.test', accounts: OUTSIDE_ACCOUNTS };
  ctx = { ...base, store, calendar: createSeasonCalendar({ store, clock }) };
  const view = otherView(store);
  uncached = { ...base, store: view, calendar: createSeasonCalendar({ store: view, clock }) };
});
afterAll(() => temp.remove());

describe('the admin lists, cached', () => {
  const usersQuery = (input: object) => API_ROUTES.adminUsers.query.parse(input);
  const emails = (answer: Awaited<ReturnType<typeof listAdminUsers>>) => answer.users.map((row) => row.email);

  it('answers the users, again from the cache, as a fresh read does, for each sort, search and page', async () => {
    for (const input of [
      {},
      { sort: 'email', order: 'asc', page: 2, limit: 10 },
      { sort: 'email', order: 'desc', limit: 10 },
      { search: 'FAN1', sort: 'createdAt', order: 'asc' },
      { sort: 'totalLineups', order: 'desc', limit: 10 },
      { sort: 'status', limit: 10 },
    ]) {
      const first = await listAdminUsers(ctx, usersQuery(input));
      expect(await listAdminUsers(ctx, usersQuery(input)), JSON.stringify(input)).toEqual(first);
      expect(await listAdminUsers(uncached, usersQuery(input)), JSON.stringify(input)).toEqual(first);
    }
    // Different keys do not collide: each order and search has its own rows.
    const asc = emails(await listAdminUsers(ctx, usersQuery({ sort: 'email', order: 'asc', limit: 10 })));
    const desc = emails(await listAdminUsers(ctx, usersQuery({ sort: 'email', order: 'desc', limit: 10 })));
    expect(asc[0]).toBe('fan0@example.com');
    expect(desc[0]).toBe('fan9@example.com');
    const searched = await listAdminUsers(ctx, usersQuery({ search: 'fan2', sort: 'email', order: 'asc' }));
    expect(emails(searched)).toEqual(['fan2@example.com', 'fan20@example.com', ...emails(searched).slice(2)]);
    expect(searched.total).toBe(11);
  });

  it('shows a new user and a new team on the next read', async () => {
    const newest = () => listAdminUsers(ctx, usersQuery({ limit: 10 }));
    const before = await newest();
    expect(before.total).toBe(USERS);
    await COLLECTIONS.users.of(ctx.store).insertOne(user(99));
    const after = await newest();
    expect(after.total).toBe(USERS + 1);
    expect(after.users[0]?.email).toBe('fan99@example.com');

    const byTeams = () => listAdminUsers(ctx, usersQuery({ sort: 'totalLineups', order: 'desc', limit: 10 }));
    expect(emails(await byTeams()).slice(0, 3)).toEqual([
      'fan0@example.com',
      'fan1@example.com',
      'fan2@example.com',
    ]);
    await COLLECTIONS.teams
      .of(ctx.store)
      .insertMany([team('t7', 'u02', null), team('t8', 'u02', null), team('t9', 'u02', null)]);
    const counted = await byTeams();
    expect(emails(counted).slice(0, 3)).toEqual(['fan2@example.com', 'fan0@example.com', 'fan1@example.com']);
    expect(counted.users[0]?.totalLineups).toBe(4);
  });

  it('answers the week’s predictions from the cache as a fresh read does; an edit shows next time', async () => {
    const query = (input: object) =>
      API_ROUTES.weeklyPredictions.query.parse({ season: 2025, week: 2, ...input });
    const names = (answer: Awaited<ReturnType<typeof listWeeklyPredictions>>) =>
      answer.predictions.map((row) => row.player_id);
    for (const input of [{}, { position: 'QB', sort: 'player_name', order: 'asc', limit: 10 }]) {
      const first = await listWeeklyPredictions(ctx, query(input));
      expect(await listWeeklyPredictions(ctx, query(input))).toEqual(first);
      expect(await listWeeklyPredictions(uncached, query(input))).toEqual(first);
    }
    const byAggressive = () => listWeeklyPredictions(ctx, query({}));
    const before = await byAggressive();
    expect(names(before)).toEqual(['p-lamar', 'p-hurts', 'p-allen', 'p-mahomes']);
    expect(before.summary).toMatchObject({ totalPlayers: TEST_PLAYERS.length, model_used: 'gbm-quantile' });

    // A prediction edited (model_predictions), a player's injury (players), a player added, the model.
    const { models, predictions } = modelCollections(ctx.store);
    await predictions.updateOne({ _id: '2025:2:p-mahomes' }, { $set: { aggressive: 40 } });
    await COLLECTIONS.players
      .of(ctx.store)
      .updateOne(
        { _id: 'p-allen' },
        { $set: { injury: { status: 'Out', bodyPart: 'Knee', description: null, practice: null } } },
      );
    await COLLECTIONS.players.of(ctx.store).insertOne({ ...testPlayer('p-allen'), _id: 'p-extra' });
    const edited = await byAggressive();
    expect(names(edited)).toEqual(['p-mahomes', 'p-lamar', 'p-hurts', 'p-allen']);
    expect(edited.predictions.find((row) => row.player_id === 'p-allen')?.injury).toBe('Out');
    expect(edited.summary.totalPlayers).toBe(TEST_PLAYERS.length + 1);
    await models.updateOne({ _id: 'model@1' }, { $set: { name: 'renamed' } });
    expect((await byAggressive()).summary.model_used).toBe('renamed');
    await models.updateOne({ _id: 'model@1' }, { $set: { active: false } });
    expect((await byAggressive()).summary).toMatchObject({ weeklyPredictionsCount: 0, model_used: null });
  });

  it('answers the teams from the cache as a fresh read does; a team or an owner’s email shows next time', async () => {
    const query = (input: object) => API_ROUTES.adminLineups.query.parse(input);
    for (const input of [
      {},
      { sort: 'name', order: 'asc', limit: 10 },
      { search: 'fan1@', sort: 'user' },
      { sort: 'totalPoints', order: 'desc', limit: 10 },
    ]) {
      const first = await listAdminLineups(ctx, query(input));
      expect(await listAdminLineups(ctx, query(input))).toEqual(first);
      expect(await listAdminLineups(uncached, query(input))).toEqual(first);
    }
    const search = () => listAdminLineups(ctx, query({ search: 'renamed@', sort: 'name', order: 'asc' }));
    expect((await search()).total).toBe(0);
    await COLLECTIONS.users
      .of(ctx.store)
      .updateOne({ _id: 'u01' }, { $set: { email: 'renamed@example.com' } });
    expect((await search()).lineups.map((row) => row.id)).toEqual(['t4', 't5']);

    const byPoints = () => listAdminLineups(ctx, query({ sort: 'totalPoints', order: 'desc', limit: 10 }));
    expect((await byPoints()).lineups[0]?.id).not.toBe('t10');
    await COLLECTIONS.teams.of(ctx.store).insertOne(team('t10', 'u03', 'p-lamar'));
    expect((await byPoints()).lineups[0]?.id).toBe('t10');
    // The catalogue's projections (players) reorder the points.
    await COLLECTIONS.players
      .of(ctx.store)
      .updateOne({ _id: 'p-hurts' }, { $set: { 'projections.median': 99 } });
    expect((await byPoints()).lineups[0]?.id).toBe('t4');
  });
});
