import { ZInjuryUpdateRequest } from '@lineup-lab/core';
import { DEFAULT_HYPERPARAMETERS } from '@lineup-lab/engine';
import type { PlainObject } from '../../src/adapters/store/document-values.js';
import { COLLECTIONS } from '../../src/ports/collections.js';
import type { Doc, Store } from '../../src/ports/store.js';
import type { BillingEventRecord } from '../../src/records/billing-event-record.js';
import type { LeagueRecord } from '../../src/records/league-record.js';
import type { ModelDoc } from '../../src/records/model-record.js';
import type { ScenarioRecord } from '../../src/records/scenario-record.js';
import { refOf } from '../../src/records/team-record.js';
import { createSeasonCalendar } from '../../src/season/season-calendar.js';
import { updateInjury } from '../../src/use-cases/injuries/update-injury.js';
import type { ServiceContext } from '../../src/use-cases/service-context.js';
import { addPlayerToTeam } from '../../src/use-cases/teams/add-player.js';
import { createTeam } from '../../src/use-cases/teams/create-team.js';
import { provisionUser } from '../../src/use-cases/users/provision-user.js';
import { handClock } from '../support/hand-clock.js';
import { seedPlayers, TEST_PLAYERS } from '../support/players.js';
import { makePro } from '../support/users.js';
import { SEASON, seedWeekSeason, WEEK6_FRIDAY } from '../support/week-fixtures.js';

/** A collection the server does not declare, holding a Date: a backup must keep both. */
export const UNDECLARED = 'field_notes';

const ADMIN_EMAIL = 'admin@lineup-lab.local';

/**
 * Fills a store as a season in use would: the player catalogue and its schedule and weekly model
 * predictions, users (provisioned as their first call does), a team (created through the use
 * case), a saved scenario, a Pro subscription (entitlement) with the billing event that made it, an
 * administrator's injury edit (injury report and audit entry), the version a team change replaced,
 * a trained model, an imported league, and an undeclared collection holding a Date. Fixed times
 * only, but for that version's `storedAt`: the real time, which its 30-day TTL counts from.
 */
export async function seedEveryCollection(store: Store): Promise<void> {
  const clock = handClock(WEEK6_FRIDAY);
  const ctx: ServiceContext = {
    store,
    clock,
    calendar: createSeasonCalendar({ store, clock }),
    adminEmail: ADMIN_EMAIL,
  };
  await seedPlayers(store);
  await seedWeekSeason(store);

  const ann = await provisionUser(ctx, { sub: 'sub-ann', email: 'ann@example.com', roles: [] });
  await provisionUser(ctx, { sub: 'sub-bob', email: 'bob@example.com', roles: [] });
  const admin = { sub: 'sub-admin', email: ADMIN_EMAIL, emailVerified: true, roles: [] };
  await provisionUser(ctx, admin);

  await createTeam(ctx, ann, 'Gridiron Geeks');
  // A change through the use case keeps the version it replaced (`team_versions`, with a Date).
  const [firstPlayer] = TEST_PLAYERS;
  if (!firstPlayer) throw new Error('The test catalogue is empty');
  await addPlayerToTeam(ctx, { ownerId: ann._id, teamName: 'Gridiron Geeks', playerId: firstPlayer._id });
  const team = await COLLECTIONS.teams.of(store).findOne({ ownerId: ann._id });
  if (!team) throw new Error('createTeam stored no team');
  const [lineup] = team.lineups;
  const [mahomes, allen] = TEST_PLAYERS;
  if (!lineup) throw new Error('createTeam stored no lineup');
  if (!mahomes || !allen) throw new Error('The test catalogue has no quarterbacks');
  const scenario: ScenarioRecord = {
    _id: 'scenario-1',
    teamId: team._id,
    ownerId: ann._id,
    name: 'Bench Mahomes?',
    nameKey: 'bench mahomes?',
    description: 'What if Allen starts — “quotes”, ünïcödé and 🏈',
    projectedPoints: 23.8,
    projectionMode: 'median',
    season: SEASON,
    week: 6,
    createdAt: '2025-10-10T12:05:00.000Z',
    lineup,
    bench: [refOf(mahomes), refOf(allen)],
  };
  await COLLECTIONS.scenarios.of(store).insertOne(scenario);

  await makePro(store, 'ann@example.com');
  const event: BillingEventRecord = {
    _id: 'evt_1',
    type: 'checkout.session.completed',
    appliedAt: '2025-10-10T12:10:00.000Z',
  };
  await COLLECTIONS.billingEvents.of(store).insertOne(event);

  await updateInjury(ctx, {
    principal: admin,
    playerId: mahomes._id,
    report: ZInjuryUpdateRequest.parse({
      status: 'Questionable',
      bodyPart: 'Ankle',
      description: 'Limited Wednesday',
      practice: null,
    }),
  });

  const model: ModelDoc = {
    _id: 'gbm-quantile@test',
    name: 'gbm-quantile',
    version: 'test',
    trainedAt: '2025-10-08T06:00:00.000Z',
    active: true,
    target: 'half-ppr',
    featureColumns: ['points_avg', 'snaps'],
    scaling: { mean: [10.5, 40], std: [4.25, 12] },
    backtest: {
      season: SEASON,
      fromWeek: 3,
      overall: {
        n: 120,
        mae: 4.1,
        peerMae: null,
        seasonAvgMae: 4.6,
        coverage: 0.79,
        pinball: { p10: 1, p50: 2, p90: 1.2 },
      },
    },
    model: {
      name: 'gbm-quantile',
      version: 'test',
      trainedAt: '2025-10-08T06:00:00.000Z',
      trainedThrough: { season: SEASON, week: 5 },
      featureColumns: ['points_avg', 'snaps'],
      scaling: { mean: [10.5, 40], std: [4.25, 12] },
      bandScale: 1.12,
      groups: {},
      hyperparameters: DEFAULT_HYPERPARAMETERS,
    },
  };
  await COLLECTIONS.models.of(store).insertOne(model);

  const league: LeagueRecord = {
    _id: 'league-1',
    ownerId: ann._id,
    provider: 'sleeper',
    providerLeagueId: '1180000000000000000',
    rosterId: 3,
    name: 'The Office League',
    season: SEASON,
    teamCount: 12,
    teamId: team._id,
    teamName: team.teamName,
    scoringFormat: 'ppr',
    importedAt: '2025-10-09T20:00:00.000Z',
    lastSyncedAt: '2025-10-10T08:00:00.000Z',
  };
  await COLLECTIONS.leagues.of(store).insertOne(league);

  await store.collection<Doc & PlainObject>(UNDECLARED).insertOne({
    _id: 'note-1',
    at: new Date('2025-10-10T12:30:00.000Z'),
    text: 'kept by a newer version',
  });
}
