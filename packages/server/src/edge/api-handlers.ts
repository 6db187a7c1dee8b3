import type { AuthConfig, Plan } from '@lineup-lab/core';
import type { ServerConfig } from '../config.js';
import type { AccountDirectory } from '../ports/account-directory.js';
import type { BillingProvider } from '../ports/billing.js';
import type { Principal } from '../ports/identity.js';
import type { LlmAdvisor } from '../ports/llm-advisor.js';
import type { Mailer } from '../ports/mailer.js';
import { CALENDAR_READS } from '../season/season-calendar.js';
import { adminTest } from '../use-cases/admin/admin-test.js';
import { getAdminStats } from '../use-cases/admin/get-admin-stats.js';
import { listAdminLineups } from '../use-cases/admin/list-admin-lineups.js';
import { listAdminPlayers } from '../use-cases/admin/list-admin-players.js';
import { ADMIN_USERS_READS, listAdminUsers } from '../use-cases/admin/list-admin-users.js';
import { listAudit } from '../use-cases/admin/list-audit.js';
import { listContactMessages } from '../use-cases/admin/list-contact-messages.js';
import {
  listWeeklyPredictions,
  WEEKLY_PREDICTIONS_READS,
} from '../use-cases/admin/list-weekly-predictions.js';
import { unlockAccount } from '../use-cases/admin/unlock-account.js';
import { getLineupAdvice } from '../use-cases/advice/lineup-advice.js';
import type { LineupAlertPorts } from '../use-cases/alerts/send-lineup-alerts.js';
import { cancelSubscription } from '../use-cases/billing/cancel-subscription.js';
import { createCheckout } from '../use-cases/billing/create-checkout.js';
import { createPortal } from '../use-cases/billing/create-portal.js';
import { setExempt } from '../use-cases/billing/set-exempt.js';
import { sendContactMessage } from '../use-cases/contact/send-contact-message.js';
import { listTeamHistory } from '../use-cases/history/list-team-history.js';
import { restoreTeamVersion } from '../use-cases/history/restore-team-version.js';
import type { ImportContext } from '../use-cases/import/import-context.js';
import { importLeague } from '../use-cases/import/import-league.js';
import { listLeagueRosters } from '../use-cases/import/list-league-rosters.js';
import { listSleeperLeagues } from '../use-cases/import/list-sleeper-leagues.js';
import { previewImport } from '../use-cases/import/preview-import.js';
import { setLeagueCredentials } from '../use-cases/import/set-league-credentials.js';
import { syncLeague } from '../use-cases/import/sync-league.js';
import {
  connectYahoo,
  disconnectYahoo,
  listYahooLeagues,
  yahooConnection,
} from '../use-cases/import/yahoo-account-calls.js';
import { updateInjury } from '../use-cases/injuries/update-injury.js';
import { listLeagues } from '../use-cases/leagues/list-leagues.js';
import { getAccuracy } from '../use-cases/model/get-accuracy.js';
import { getMlStatus } from '../use-cases/model/get-ml-status.js';
import { getPlayerProjections } from '../use-cases/players/get-player-projections.js';
import { createShowcaseCache, getShowcase } from '../use-cases/players/get-showcase.js';
import { listInjuries } from '../use-cases/players/list-injuries.js';
import { SEARCH_READS, searchPlayers } from '../use-cases/players/search-players.js';
import { getTeamRestOfSeason } from '../use-cases/projections/get-team-rest-of-season.js';
import { createScenario } from '../use-cases/scenarios/create-scenario.js';
import { deleteScenario } from '../use-cases/scenarios/delete-scenario.js';
import { listScenarios } from '../use-cases/scenarios/list-scenarios.js';
import { loadScenario } from '../use-cases/scenarios/load-scenario.js';
import { getHealth } from '../use-cases/session/get-health.js';
import { addPlayerToTeam } from '../use-cases/teams/add-player.js';
import { changeTeamMode } from '../use-cases/teams/change-team-mode.js';
import { changeTeamScoring } from '../use-cases/teams/change-team-scoring.js';
import { createTeam } from '../use-cases/teams/create-team.js';
import { deleteTeam } from '../use-cases/teams/delete-team.js';
import { dropPlayerFromTeam } from '../use-cases/teams/drop-player.js';
import { findTeam } from '../use-cases/teams/find-team.js';
import { getSeasonRecord } from '../use-cases/teams/get-season-record.js';
import { getTeamWeek, TEAM_WEEK_READS } from '../use-cases/teams/get-team-week.js';
import { hydrateTeam, TEAM_READS } from '../use-cases/teams/hydrate-team.js';
import { LIST_TEAMS_READS, listTeams } from '../use-cases/teams/list-teams.js';
import { movePlayerOnTeam } from '../use-cases/teams/move-player.js';
import { moveToSlot } from '../use-cases/teams/move-to-slot.js';
import { optimizeLineup } from '../use-cases/teams/optimize-lineup.js';
import { analyzeTrade } from '../use-cases/trades/analyze-trade.js';
import type { CallerOf } from '../use-cases/users/caller-of.js';
import { subscriptionStatusOf } from '../use-cases/users/get-subscription-status.js';
import { updateUserSettings } from '../use-cases/users/update-user-settings.js';
import { profileOf } from '../use-cases/users/user-profile.js';
import { countWaitlist } from '../use-cases/waitlist/count-waitlist.js';
import { exportWaitlist } from '../use-cases/waitlist/export-waitlist.js';
import { joinWaitlist } from '../use-cases/waitlist/join-waitlist.js';
import { listWaitlist } from '../use-cases/waitlist/list-waitlist.js';
import { getWaivers } from '../use-cases/waivers/get-waivers.js';
import type { KeptAnswers } from './http/kept-answers.js';
import type { RouteHandlers } from './http/mount-routes.js';

/** Everything the API's use cases need. */
export interface ApiContext extends ImportContext {
  version: string;
  mailer: Mailer;
  /** What injury writes send lineup alerts with: the mailer and the public URL of the links. */
  lineupAlerts: LineupAlertPorts;
  supportEmail: string;
  plans: readonly Plan[];
  /** The payment provider (Stripe, the local checkout, or off: payments not set up). */
  billing: BillingProvider;
  /** The advisor's chat model (LLM_*), when configured; the grounded analyst answers alone otherwise. */
  llm?: LlmAdvisor | undefined;
  /** The identity provider's accounts, for the admin's sign-in columns and unlock. */
  accounts: AccountDirectory;
  /** How a browser on a page at `origin` signs in (`webAuthConfig`: the embedded issuer at that origin). */
  authConfig: (origin: string) => AuthConfig;
  /** Per-client and global limits of contact messages and waitlist sign-ups. */
  limits: Pick<
    ServerConfig['limits'],
    'contactPerClient' | 'contactGlobal' | 'waitlistPerClient' | 'waitlistGlobal'
  >;
}

/** What each area's handlers use: the context, the stored caller, and the caller's user id. */
interface HandlerDeps {
  ctx: ApiContext;
  /** The stored caller, provisioned once per request. */
  user: CallerOf;
  /** The stored caller's id: the owner of the teams, scenarios and leagues a call reaches. */
  owner: (principal: Principal) => Promise<string>;
}

/**
 * The use case behind each route of the contract, one line each, grouped by area: the route has
 * parsed and checked the request, the use case does the work, and the route checks the answer.
 * `user` is the stored caller, provisioned once per request. Every route of the contract has one.
 */
export function apiHandlers(ctx: ApiContext, user: CallerOf): RouteHandlers {
  const deps: HandlerDeps = { ctx, user, owner: async (principal) => (await user(principal))._id };
  return {
    ...sessionHandlers(deps),
    ...teamHandlers(deps),
    ...historyAndScenarioHandlers(deps),
    ...waiverAndTradeHandlers(deps),
    ...playerHandlers(deps),
    ...formHandlers(deps),
    ...billingHandlers(deps),
    ...importHandlers(deps),
    ...adminHandlers(deps),
  };
}

/**
 * The reads whose answers are kept (`keptAnswers`): what a user opens most and the administrator's
 * largest lists, each with every collection its use case reads (`test/api/team-week.test.ts`,
 * "keeps each read's answer", holds the lists to the store operations each read makes).
 */
export const KEPT_ANSWERS = {
  // Public, and browsers may keep it a minute too (its `now` is when it was worked out).
  season: CALENDAR_READS,
  userTeams: LIST_TEAMS_READS,
  getTeam: TEAM_READS,
  getLineups: TEAM_READS,
  teamWeek: TEAM_WEEK_READS,
  // Typing in the editor's search asks the same few texts again (and the browse of a position).
  searchPlayers: SEARCH_READS,
  // The administrator's two largest lists, paged and sorted from the listings kept beneath.
  adminUsers: ADMIN_USERS_READS,
  weeklyPredictions: WEEKLY_PREDICTIONS_READS,
} satisfies KeptAnswers;

/** Health, how to sign in, the season, and who the caller is. */
function sessionHandlers({ ctx, user, owner }: HandlerDeps): RouteHandlers {
  return {
    health: ({ principal }) =>
      getHealth({ version: ctx.version, authenticated: principal !== undefined, now: ctx.clock.now() }),
    authConfig: ({ origin }) => ctx.authConfig(origin),
    season: () => ctx.calendar.current(),
    userProfile: async ({ principal }) => profileOf(await user(principal)),
    updateUserSettings: async ({ principal, body }) =>
      updateUserSettings(ctx, { user: await user(principal), settings: body }),
    userTeams: async ({ principal }) => ({ teams: await listTeams(ctx, await owner(principal)) }),
    subscriptionStatus: async ({ principal }) => subscriptionStatusOf(await user(principal)),
  };
}

/** The caller's teams: create, read, edit the lineup, and the week's optimizer. */
function teamHandlers({ ctx, user, owner }: HandlerDeps): RouteHandlers {
  const ownTeam = async (principal: Principal, teamName: string) =>
    hydrateTeam(ctx, await findTeam(ctx, await owner(principal), teamName));
  return {
    createTeam: async ({ principal, body }) => ({
      team: await createTeam(ctx, await user(principal), body),
    }),
    deleteTeam: async ({ principal, params }) => ({
      deleted: true,
      teamName: await deleteTeam(ctx, await user(principal), params.teamName),
    }),
    getTeam: async ({ principal, params }) => ({ team: await ownTeam(principal, params.teamName) }),
    changeTeamScoring: async ({ principal, params, body }) =>
      changeTeamScoring(ctx, await owner(principal), { teamName: params.teamName, choice: body }),
    changeTeamMode: async ({ principal, params, body }) =>
      changeTeamMode(ctx, await owner(principal), { teamName: params.teamName, mode: body.mode }),
    getLineups: async ({ principal, params }) => {
      const { teamName, lineups, bench, version } = await ownTeam(principal, params.teamName);
      return { teamName, lineups, bench, version };
    },
    editLineup: async ({ principal, body }) =>
      addPlayerToTeam(ctx, { ...body, ownerId: await owner(principal) }),
    movePlayer: async ({ principal, body }) => ({
      team: await movePlayerOnTeam(ctx, { ...body, ownerId: await owner(principal) }),
    }),
    moveToSlot: async ({ principal, body }) => ({
      team: await moveToSlot(ctx, { ...body, ownerId: await owner(principal) }),
    }),
    dropPlayer: async ({ principal, body }) => ({
      team: await dropPlayerFromTeam(ctx, { ...body, ownerId: await owner(principal) }),
    }),
    teamWeek: async ({ principal, params, query }) =>
      getTeamWeek(ctx, { ...params, ...query, ownerId: await owner(principal) }),
    optimizeLineup: async ({ principal, params, body }) =>
      optimizeLineup(ctx, { ...params, ...body, ownerId: await owner(principal) }),
    teamRecord: async ({ principal, params }) =>
      getSeasonRecord(ctx, { ...params, ownerId: await owner(principal) }),
    teamRestOfSeason: async ({ principal, params }) =>
      getTeamRestOfSeason(ctx, { ...params, ownerId: await owner(principal) }),
  };
}

/** A team's saved versions, its what-if scenarios, and the lineup advisor. */
function historyAndScenarioHandlers({ ctx, owner }: HandlerDeps): RouteHandlers {
  return {
    teamHistory: async ({ principal, params, query }) =>
      listTeamHistory(ctx, { ...params, ...query, ownerId: await owner(principal) }),
    restoreTeamVersion: async ({ principal, params, body }) =>
      restoreTeamVersion(ctx, { ...params, ...body, ownerId: await owner(principal) }),

    listScenarios: async ({ principal, params, query }) =>
      listScenarios(ctx, { ...params, ...query, ownerId: await owner(principal) }),
    createScenario: async ({ principal, params, body }) => ({
      scenario: await createScenario(ctx, { ...params, request: body, ownerId: await owner(principal) }),
    }),
    loadScenario: async ({ principal, params, body }) =>
      loadScenario(ctx, { ...params, ...body, ownerId: await owner(principal) }),
    deleteScenario: async ({ principal, params }) =>
      deleteScenario(ctx, { ...params, ownerId: await owner(principal) }),
    // The context's lineup, bench and total are not passed on: the advice is grounded on our records.
    lineupAdvice: async ({ principal, body: { question, context } }) =>
      getLineupAdvice(ctx, {
        question,
        teamName: context.teamName,
        week: context.week,
        mode: context.mode,
        ownerId: await owner(principal),
      }),
  };
}

/** The waiver assistant and the trade analyzer (Pro and exempt: the routes' permissions). */
function waiverAndTradeHandlers({ ctx, owner }: HandlerDeps): RouteHandlers {
  return {
    teamWaivers: async ({ principal, params, query }) =>
      getWaivers(ctx, { ...params, ...query, ownerId: await owner(principal) }),
    teamTrade: async ({ principal, params, body }) =>
      analyzeTrade(ctx, { ...params, ...body, ownerId: await owner(principal) }),
  };
}

/** Players: projections, search, injuries, the landing page's showcase, and our accuracy (`/accuracy`). */
function playerHandlers({ ctx, owner }: HandlerDeps): RouteHandlers {
  const showcaseCache = createShowcaseCache();
  return {
    playerProjections: ({ params, query }) =>
      getPlayerProjections(ctx, { playerName: params.playerName, ...query }),
    searchPlayers: async ({ principal, query }) =>
      searchPlayers(ctx, { ...query, ownerId: await owner(principal) }),
    injuries: () => listInjuries(ctx),
    showcase: () => getShowcase(ctx, showcaseCache),
    accuracy: () => getAccuracy(ctx.store),
  };
}

/** The public forms: a contact message and a waitlist sign-up. */
function formHandlers({ ctx, user }: HandlerDeps): RouteHandlers {
  return {
    contact: async ({ principal, body, client }) => {
      const sender = principal ? await user(principal) : undefined;
      return sendContactMessage(ctx, {
        form: body,
        sender: sender && { id: sender._id, tier: sender.tier },
        client,
      });
    },
    waitlistSignup: ({ body, client }) => joinWaitlist(ctx, { ...body, client }),
  };
}

/** Plans, checkout, the billing portal, cancelling, and an admin's exemption. */
function billingHandlers({ ctx, user }: HandlerDeps): RouteHandlers {
  return {
    plans: () => ({ plans: [...ctx.plans], checkoutAvailable: ctx.billing.name !== 'off' }),
    createCheckout: async ({ principal, body, origin }) =>
      createCheckout(ctx, {
        user: await user(principal),
        planId: body.planType,
        origin,
        ...(body.timeZone && { timeZone: body.timeZone }),
      }),
    createPortal: async ({ principal, origin }) => createPortal(ctx, { user: await user(principal), origin }),
    cancelSubscription: async ({ principal }) =>
      subscriptionStatusOf(await cancelSubscription(ctx, await user(principal))),
    setExempt: async ({ principal, params, body }) =>
      subscriptionStatusOf(
        await setExempt(ctx, { userId: params.userId, ...body, by: await user(principal) }),
      ),
  };
}

/**
 * Imported leagues, at any host (a league's rosters, the preview, the import, the sync, an ESPN
 * league's new cookies), Sleeper's own calls (its username lookup, and its first routes, answered
 * by the same use cases), and the Yahoo account's connection.
 */
function importHandlers({ ctx, user, owner }: HandlerDeps): RouteHandlers {
  return {
    importLeagues: async ({ principal }) => ({ leagues: await listLeagues(ctx, await owner(principal)) }),
    syncLeague: async ({ principal, params }) =>
      syncLeague(ctx, { ...params, ownerId: await owner(principal) }),
    importRosters: async ({ principal, body }) =>
      listLeagueRosters(ctx, { ownerId: await owner(principal), ref: body }),
    previewImport: async ({ principal, body }) =>
      previewImport(ctx, { ownerId: await owner(principal), request: body }),
    importLeague: async ({ principal, body }) => importLeague(ctx, await user(principal), body),
    setLeagueCredentials: async ({ principal, params, body }) =>
      setLeagueCredentials(ctx, { ownerId: await owner(principal), id: params.id, cookies: body }),
    sleeperLeagues: async ({ principal, query }) =>
      listSleeperLeagues(ctx, { ...query, ownerId: await owner(principal) }),
    sleeperRosters: async ({ principal, params }) =>
      listLeagueRosters(ctx, {
        ownerId: await owner(principal),
        ref: { provider: 'sleeper', leagueId: params.leagueId },
      }),
    previewSleeperImport: async ({ principal, body }) =>
      previewImport(ctx, { ownerId: await owner(principal), request: { provider: 'sleeper', ...body } }),
    importSleeperLeague: async ({ principal, body }) =>
      importLeague(ctx, await user(principal), { provider: 'sleeper', ...body }),
    yahooConnection: async ({ principal }) => yahooConnection(ctx, await owner(principal)),
    connectYahoo: async ({ principal }) => connectYahoo(ctx, await owner(principal)),
    disconnectYahoo: async ({ principal }) => disconnectYahoo(ctx, await owner(principal)),
    yahooLeagues: async ({ principal }) => listYahooLeagues(ctx, await owner(principal)),
  };
}

/** The admin dashboard's calls (the route table's permission lets only the administrator in). */
function adminHandlers({ ctx, user }: HandlerDeps): RouteHandlers {
  return {
    adminTest: ({ principal }) => adminTest(principal, ctx.clock),
    adminUsers: ({ query }) => listAdminUsers(ctx, query),
    unlockAccount: async ({ principal, params }) => ({
      user: await unlockAccount(ctx, { userId: params.userId, by: await user(principal) }),
    }),
    adminLineups: ({ query }) => listAdminLineups(ctx, query),
    adminStats: () => getAdminStats(ctx),
    adminAudit: ({ query }) => listAudit(ctx, query),
    adminContactMessages: ({ query }) => listContactMessages(ctx, query),
    adminPlayers: ({ query }) => listAdminPlayers(ctx, query),
    weeklyPredictions: ({ query }) => listWeeklyPredictions(ctx, query),
    // The showcase sees the edit on its next call: the week's injury revision is in its cache key.
    updateInjury: ({ principal, params, body }) =>
      updateInjury(ctx, { principal, playerId: params.playerId, report: body }),
    mlStatus: () => getMlStatus(ctx.store),
    waitlistEmails: () => listWaitlist(ctx),
    waitlistCount: () => countWaitlist(ctx),
    waitlistExport: () => exportWaitlist(ctx),
  };
}
