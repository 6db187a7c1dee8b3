import type { TeamWeekResponse } from '@lineup-lab/core';
import { createClient, type LineupLabClient } from '@lineup-lab/sdk';
import { openEmbeddedStore } from '../../src/adapters/store/embedded-store.js';
import { WEB_CALLBACK_PATH } from '../../src/composition/start-server.js';
import { COLLECTIONS, modelCollections } from '../../src/ports/collections.js';
import type { Doc, Store } from '../../src/ports/store.js';
import type { ModelDoc } from '../../src/records/model-record.js';
import { handClock } from '../support/hand-clock.js';
import { signIn } from '../support/oidc-sign-in.js';
import { seedPlayers, TEST_PLAYERS } from '../support/players.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { buildTeam } from '../support/teams.js';
import { makePro } from '../support/users.js';
import { PLAN_WEEK, predictionOf, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

const COACH = 'before-versions@example.com';
const PASSWORD = 'password-123';
export const TEAM = 'Before Versions';
export const SCENARIO = 'Saved Before Versions';
/** The model the seeded predictions name (`predictionOf`), stored with its target. */
export const MODEL_ID = 'gbm-quantile@test';
/** A model that is no longer stored: its prediction cannot be told its scoring. */
export const GONE_MODEL_ID = 'gbm-quantile@retired';
/** The predictions of `MODEL_ID` the store holds: weeks 6 and 7 of every catalogue player. */
export const PREDICTIONS_OF_MODEL = TEST_PLAYERS.length * 2;

/** The clock the servers on the store run under: the Friday before week 6 of the seeded season. */
export const storeClock = () => handClock(WEEK6_FRIDAY);

/** The migrator's own collections, which a store written before versions existed does not have. */
const MIGRATOR_OWN = [COLLECTIONS.schemaVersions, COLLECTIONS.migrationLog, COLLECTIONS.migrationLock];

/** A model document as `trainModels` stores it, with the fields the migration reads (the model is never run). */
export function modelDoc(_id: string, target: string): ModelDoc {
  return {
    _id,
    name: _id.split('@')[0] ?? _id,
    version: _id.split('@')[1] ?? '',
    trainedAt: '2025-09-10T00:00:00.000Z',
    active: true,
    target,
    featureColumns: [],
    scaling: {},
    backtest: null,
    model: {},
  } as unknown as ModelDoc;
}

/** What the app answered on the store before it was migrated, to compare with after. */
export interface BeforeMigration {
  week: TeamWeekResponse;
  scenarios: string[];
}

/** Signs the coach in on a server over the store (after a restart: the account is the stored one). */
export async function signInCoach(server: TestServer): Promise<LineupLabClient> {
  const { accessToken } = await signIn({
    baseUrl: server.url,
    email: COACH,
    password: PASSWORD,
    redirectUri: `${server.url}${WEB_CALLBACK_PATH}`,
  });
  return createClient({ baseUrl: server.url, getToken: () => accessToken, retry: { delaysMs: [] } });
}

/**
 * Fills `dataDir` with a store as today's main leaves it, through today's real code paths: a real
 * server signs a user up (account, user, identity keys, OIDC artefacts, outbox), the user becomes
 * Pro, builds a team and saves a scenario; the catalogue and the season's predictions are seeded as
 * the API tests seed them (predictions without `scoring`, as stored before predictions named it),
 * with their model, and one prediction of a model no longer stored. Then the migrator's own
 * collections are emptied, as a store written before versions existed has none. Answers what the
 * app read of the team then.
 */
export async function buildTodaysStore(dataDir: string): Promise<BeforeMigration> {
  const server = await startTestServer({ DATA_DIR: dataDir }, { clock: storeClock() });
  let before: BeforeMigration;
  try {
    await seedPlayers(server.store);
    await seedWeekSeason(server.store);
    const { models, predictions } = modelCollections(server.store);
    await models.insertOne(modelDoc(MODEL_ID, 'half-ppr'));
    await predictions.insertOne({ ...predictionOf('p-hurts', PLAN_WEEK + 2), model_id: GONE_MODEL_ID });
    const coach = await server.signUp(COACH, PASSWORD);
    await coach.user.subscriptionStatus();
    await makePro(server.store, COACH);
    const team = await buildTeam(coach, TEAM, {
      starters: [
        ['p-hurts', 'quarterback'],
        ['p-barkley', 'runningBacks', 0],
      ],
      bench: ['p-allen'],
    });
    await coach.scenarios.create(TEAM, {
      name: SCENARIO,
      week: PLAN_WEEK,
      projectionMode: 'median',
      expectedVersion: team.version,
    });
    before = {
      week: await coach.teams.week(TEAM, PLAN_WEEK),
      scenarios: (await coach.scenarios.list(TEAM)).scenarios.map((scenario) => scenario.name),
    };
  } finally {
    await server.close();
  }
  const store = await openEmbeddedStore({ dataDir });
  try {
    for (const spec of MIGRATOR_OWN) await spec.of(store).deleteMany({});
  } finally {
    await store.close();
  }
  return before;
}

/** Every document of every collection of the store, by collection, in `_id` order. */
export async function everyDocument(store: Store): Promise<Record<string, Doc[]>> {
  const all: Record<string, Doc[]> = {};
  for (const spec of Object.values(COLLECTIONS)) {
    all[spec.name] = await store.collection<Doc>(spec.name).find({}, { sort: { _id: 1 } });
  }
  return all;
}
