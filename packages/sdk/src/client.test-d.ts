/**
 * Type tests: what each method takes and gives is core's contract, nothing looser. Checked by
 * `tsc --noEmit` (this file is under src) and by `vitest --typecheck`.
 */
import type {
  AddPlayerResponse,
  AdminAuditQueryInput,
  AdminAuditResponse,
  AdminLineupsQueryInput,
  AdminLineupsResponse,
  AdminPlayersQueryInput,
  AdminPlayersResponse,
  AdminStatsResponse,
  AdminTestResponse,
  AdminUsersQueryInput,
  AdminUsersResponse,
  AuthConfig,
  CancelSubscriptionResponse,
  ContactMessageRequestInput,
  ContactMessageResponse,
  CreateCheckoutResponse,
  CreatePortalResponse,
  CreateScenarioRequestInput,
  CreateScenarioResponse,
  CreateTeamRequestInput,
  DeleteScenarioResponse,
  DeleteTeamResponse,
  GetLineupsResponse,
  HealthResponse,
  InjuriesResponse,
  InjuryUpdateRequestInput,
  InjuryUpdateResponse,
  LeaguesResponse,
  LineupAdviceResponse,
  ListScenariosResponse,
  LoadScenarioRequest,
  LoadScenarioResponse,
  MlStatusResponse,
  PlansResponse,
  PlayerProjectionResponse,
  PlayerProjectionsQueryInput,
  PlayerSearchQueryInput,
  PlayerSearchResponse,
  RestoreTeamVersionResponse,
  SeasonResponse,
  ShowcaseResponse,
  SubscriptionStatus,
  TeamHistoryResponse,
  TeamResponse,
  UnlockAccountResponse,
  UserProfile,
  UserTeamsResponse,
  WaitlistCountResponse,
  WaitlistEmailsResponse,
  WaitlistSignupRequestInput,
  WaitlistSignupResponse,
  WeeklyPredictionsQueryInput,
  WeeklyPredictionsResponse,
} from '@lineup-lab/core';
import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type LineupLabClient } from './client.js';
import type { LineupLabError, LineupLabErrorCode, RateLimitError } from './errors.js';
import type { MethodArgs } from './methods.js';
import type { RequestOptions } from './request.js';
import type { RouteBody, RouteInput, RouteOutput, RouteParams, RouteQuery } from './route-types.js';

const client = createClient({ baseUrl: 'http://localhost:5005' });

describe('createClient', () => {
  it('gives a LineupLabClient', () => {
    expectTypeOf(client).toEqualTypeOf<LineupLabClient>();
  });

  it('resolves every method to the z.output of its route’s response schema', () => {
    expectTypeOf(client.session.health).returns.resolves.toEqualTypeOf<HealthResponse>();
    expectTypeOf(client.session.authConfig).returns.resolves.toEqualTypeOf<AuthConfig>();
    expectTypeOf(client.session.season).returns.resolves.toEqualTypeOf<SeasonResponse>();
    expectTypeOf(client.user.teams).returns.resolves.toEqualTypeOf<UserTeamsResponse>();
    expectTypeOf(client.user.subscriptionStatus).returns.resolves.toEqualTypeOf<SubscriptionStatus>();
    expectTypeOf(client.teams.create).returns.resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.teams.delete).returns.resolves.toEqualTypeOf<DeleteTeamResponse>();
    expectTypeOf(client.teams.get).returns.resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.teams.lineups).returns.resolves.toEqualTypeOf<GetLineupsResponse>();
    expectTypeOf(client.lineups.addPlayer).returns.resolves.toEqualTypeOf<AddPlayerResponse>();
    expectTypeOf(client.lineups.movePlayer).returns.resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.lineups.moveToSlot).returns.resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.lineups.dropPlayer).returns.resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.players.projections).returns.resolves.toEqualTypeOf<PlayerProjectionResponse>();
    expectTypeOf(client.players.search).returns.resolves.toEqualTypeOf<PlayerSearchResponse>();
    expectTypeOf(client.players.injuries).returns.resolves.toEqualTypeOf<InjuriesResponse>();
    expectTypeOf(client.players.showcase).returns.resolves.toEqualTypeOf<ShowcaseResponse>();
    expectTypeOf(client.teams.history).returns.resolves.toEqualTypeOf<TeamHistoryResponse>();
    expectTypeOf(client.teams.restore).returns.resolves.toEqualTypeOf<RestoreTeamVersionResponse>();
    expectTypeOf(client.scenarios.list).returns.resolves.toEqualTypeOf<ListScenariosResponse>();
    expectTypeOf(client.scenarios.create).returns.resolves.toEqualTypeOf<CreateScenarioResponse>();
    expectTypeOf(client.scenarios.load).returns.resolves.toEqualTypeOf<LoadScenarioResponse>();
    expectTypeOf(client.scenarios.delete).returns.resolves.toEqualTypeOf<DeleteScenarioResponse>();
    expectTypeOf(client.ai.lineupAdvice).returns.resolves.toEqualTypeOf<LineupAdviceResponse>();
    expectTypeOf(client.billing.plans).returns.resolves.toEqualTypeOf<PlansResponse>();
    expectTypeOf(client.billing.createCheckout).returns.resolves.toEqualTypeOf<CreateCheckoutResponse>();
    expectTypeOf(client.billing.createPortal).returns.resolves.toEqualTypeOf<CreatePortalResponse>();
    expectTypeOf(client.billing.cancel).returns.resolves.toEqualTypeOf<CancelSubscriptionResponse>();
    expectTypeOf(client.leagues.list).returns.resolves.toEqualTypeOf<LeaguesResponse>();
    expectTypeOf(client.contact.send).returns.resolves.toEqualTypeOf<ContactMessageResponse>();
    expectTypeOf(client.waitlist.signUp).returns.resolves.toEqualTypeOf<WaitlistSignupResponse>();
    expectTypeOf(client.waitlist.emails).returns.resolves.toEqualTypeOf<WaitlistEmailsResponse>();
    expectTypeOf(client.waitlist.count).returns.resolves.toEqualTypeOf<WaitlistCountResponse>();
    expectTypeOf(client.waitlist.exportCsv).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(client.admin.users).returns.resolves.toEqualTypeOf<AdminUsersResponse>();
    expectTypeOf(client.admin.lineups).returns.resolves.toEqualTypeOf<AdminLineupsResponse>();
    expectTypeOf(client.admin.stats).returns.resolves.toEqualTypeOf<AdminStatsResponse>();
    expectTypeOf(client.admin.players).returns.resolves.toEqualTypeOf<AdminPlayersResponse>();
    expectTypeOf(client.admin.weeklyPredictions).returns.resolves.toEqualTypeOf<WeeklyPredictionsResponse>();
    expectTypeOf(client.admin.updateInjury).returns.resolves.toEqualTypeOf<InjuryUpdateResponse>();
    expectTypeOf(client.admin.test).returns.resolves.toEqualTypeOf<AdminTestResponse>();
    expectTypeOf(client.admin.unlockAccount).returns.resolves.toEqualTypeOf<UnlockAccountResponse>();
    expectTypeOf(client.admin.audit).returns.resolves.toEqualTypeOf<AdminAuditResponse>();
    expectTypeOf(client.user.profile).returns.resolves.toEqualTypeOf<UserProfile>();
    expectTypeOf(client.ml.status).returns.resolves.toEqualTypeOf<MlStatusResponse>();
  });

  it('takes the z.input of the route’s params, query and body', () => {
    expectTypeOf(client.teams.create).parameters.toEqualTypeOf<
      [body: CreateTeamRequestInput, options?: RequestOptions]
    >();
    expectTypeOf(client.teams.get).parameters.toEqualTypeOf<[teamName: string, options?: RequestOptions]>();
    expectTypeOf(client.lineups.addPlayer).parameter(0).toEqualTypeOf<{
      teamName: string;
      playerId: string;
      expectedVersion?: number | undefined;
      placement?: 'fit' | 'bench' | undefined;
    }>();
    expectTypeOf(client.players.projections)
      .parameter(1)
      .toEqualTypeOf<PlayerProjectionsQueryInput | undefined>();
    // Every field is optional (a position alone browses), so the query may be left out in the types.
    expectTypeOf(client.players.search).parameter(0).toEqualTypeOf<PlayerSearchQueryInput | undefined>();
    expectTypeOf(client.scenarios.create).parameter(1).toEqualTypeOf<CreateScenarioRequestInput>();
    expectTypeOf(client.scenarios.load).parameters.toEqualTypeOf<
      [teamName: string, id: string, body?: LoadScenarioRequest, options?: RequestOptions]
    >();
    expectTypeOf(client.contact.send).parameter(0).toEqualTypeOf<ContactMessageRequestInput>();
    expectTypeOf(client.waitlist.signUp).parameter(0).toEqualTypeOf<WaitlistSignupRequestInput>();
    expectTypeOf(client.admin.players).parameter(0).toEqualTypeOf<AdminPlayersQueryInput | undefined>();
    expectTypeOf(client.admin.users).parameter(0).toEqualTypeOf<AdminUsersQueryInput | undefined>();
    expectTypeOf(client.admin.lineups).parameter(0).toEqualTypeOf<AdminLineupsQueryInput | undefined>();
    expectTypeOf(client.admin.audit).parameter(0).toEqualTypeOf<AdminAuditQueryInput | undefined>();
    expectTypeOf(client.admin.unlockAccount).parameters.toEqualTypeOf<
      [userId: string, options?: RequestOptions]
    >();
    expectTypeOf(client.admin.weeklyPredictions)
      .parameter(0)
      .toEqualTypeOf<WeeklyPredictionsQueryInput | undefined>();
    expectTypeOf(client.admin.updateInjury)
      .parameter(1)
      .toEqualTypeOf<InjuryUpdateRequestInput | undefined>();
    expectTypeOf(client.billing.cancel).parameters.toEqualTypeOf<[options?: RequestOptions]>();
  });

  it('refuses what the contract refuses', () => {
    // @ts-expect-error the body is required
    void client.teams.create();
    // @ts-expect-error teamName, not name
    void client.teams.create({ name: 'Gridiron Gang' });
    // @ts-expect-error a team name is text
    void client.teams.get(42);
    // @ts-expect-error index is 0 or 1
    void client.lineups.moveToSlot({ teamName: 'A', playerId: 'p', positionType: 'runningBacks', index: 2 });
    // @ts-expect-error not a slot key
    void client.lineups.moveToSlot({ teamName: 'A', playerId: 'p', positionType: 'goalie' });
    // @ts-expect-error not a projection mode
    void client.players.projections('Patrick Mahomes', { week: 5, mode: 'wild' });
    // @ts-expect-error planType is required
    void client.billing.createCheckout({});
    // @ts-expect-error toPosition is a starting slot or BENCH
    void client.lineups.movePlayer({ teamName: 'A', playerId: 'p', fromPosition: 'QB', toPosition: 'RB3' });
    // @ts-expect-error not an injury status
    void client.admin.updateInjury('p', { status: 42 });
  });
});

describe('methods derived from API_ROUTES', () => {
  it('has one group per sdk group of the table, and the call escape hatch', () => {
    expectTypeOf<keyof LineupLabClient>().toEqualTypeOf<
      | 'call'
      | 'session'
      | 'user'
      | 'teams'
      | 'lineups'
      | 'players'
      | 'scenarios'
      | 'ai'
      | 'billing'
      | 'leagues'
      | 'contact'
      | 'waitlist'
      | 'admin'
      | 'ml'
    >();
    expectTypeOf<keyof LineupLabClient['leagues']>().toEqualTypeOf<
      'list' | 'sync' | 'rosters' | 'preview' | 'import' | 'setCredentials' | 'sleeper' | 'yahoo'
    >();
    expectTypeOf<keyof LineupLabClient['leagues']['yahoo']>().toEqualTypeOf<
      'connection' | 'connect' | 'disconnect' | 'leagues'
    >();
    expectTypeOf<keyof LineupLabClient['leagues']['sleeper']>().toEqualTypeOf<
      'leagues' | 'rosters' | 'preview' | 'import'
    >();
  });

  it('takes path parameters in path order, then body or query, then options', () => {
    expectTypeOf<MethodArgs<'teamHistory'>>().toEqualTypeOf<
      [teamName: string, query?: RouteQuery<'teamHistory'>, options?: RequestOptions]
    >();
    expectTypeOf(client.teams.history)
      .parameter(1)
      .toEqualTypeOf<{ week?: string | number | undefined } | undefined>();
    expectTypeOf(client.teams.restore).parameters.toEqualTypeOf<
      [
        teamName: string,
        version: RouteParams<'restoreTeamVersion'>['version'],
        body: RouteBody<'restoreTeamVersion'>,
        options?: RequestOptions,
      ]
    >();
    expectTypeOf(client.teams.week).parameters.toEqualTypeOf<
      [
        teamName: string,
        week: RouteParams<'teamWeek'>['week'],
        query?: RouteQuery<'teamWeek'>,
        options?: RequestOptions,
      ]
    >();
    expectTypeOf(client.leagues.sleeper.rosters).parameters.toEqualTypeOf<
      [leagueId: string, options?: RequestOptions]
    >();
    expectTypeOf(client.leagues.sleeper.rosters).returns.resolves.toEqualTypeOf<
      RouteOutput<'sleeperRosters'>
    >();
    expectTypeOf(client.leagues.sleeper.import)
      .parameter(0)
      .toEqualTypeOf<RouteBody<'importSleeperLeague'>>();
  });

  it('refuses wrong arguments to a derived method', () => {
    // @ts-expect-error the team name comes first, then the query
    void client.teams.history({ week: 5 });
    // @ts-expect-error restore needs its body with expectedVersion
    void client.teams.restore('Gridiron Gang', 2);
    // @ts-expect-error expectedVersion is a number
    void client.teams.restore('Gridiron Gang', 2, { expectedVersion: 'two' });
    // @ts-expect-error rosters takes no body or query: its second argument is the options
    void client.leagues.sleeper.rosters('league-1', { username: 'fan' });
    // @ts-expect-error no such method in the table
    void client.teams.rename('Gridiron Gang', { teamName: 'B' });
    // @ts-expect-error no such group in the table
    void client.sleeper;
  });
});

describe('client.call', () => {
  it('types the input and output by route name', () => {
    expectTypeOf(
      client.call('getTeam', { params: { teamName: 'A' } }),
    ).resolves.toEqualTypeOf<TeamResponse>();
    expectTypeOf(client.call('health')).resolves.toEqualTypeOf<HealthResponse>();
    expectTypeOf(client.call('waitlistExport')).resolves.toEqualTypeOf<string>();
    expectTypeOf<RouteInput<'getTeam'>>().toEqualTypeOf<{ params: { teamName: string } }>();
    expectTypeOf<RouteInput<'createScenario'>>().toEqualTypeOf<{
      params: { teamName: string };
      body: CreateScenarioRequestInput;
    }>();
    expectTypeOf<keyof RouteInput<'health'>>().toEqualTypeOf<never>();
  });

  it('refuses unknown routes and missing or extra parts', () => {
    // @ts-expect-error no such route
    void client.call('getTeams');
    // @ts-expect-error getTeam needs its params
    void client.call('getTeam');
    // @ts-expect-error createTeam takes no query
    void client.call('createTeam', { body: { teamName: 'A' }, query: {} });
  });
});

describe('errors', () => {
  it('carry the facts', () => {
    expectTypeOf<LineupLabError['status']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<LineupLabError['code']>().toEqualTypeOf<LineupLabErrorCode>();
    expectTypeOf<LineupLabError['upgradeRequired']>().toEqualTypeOf<boolean>();
    expectTypeOf<LineupLabError['retryAfter']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<RateLimitError['retryAfter']>().toEqualTypeOf<number>();
    expectTypeOf<LineupLabError['requestId']>().toEqualTypeOf<string | undefined>();
  });
});
