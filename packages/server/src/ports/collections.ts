import type {
  Game,
  InjuryReportLine,
  NflPlayer,
  NflTeam,
  PeerProjection,
  WeeklyStat,
} from '@lineup-lab/engine';
import type { AccountRecord } from '../records/account-record.js';
import type { AuditRecord } from '../records/audit-record.js';
import type { BillingEventRecord } from '../records/billing-event-record.js';
import type { ContactMessageRecord } from '../records/contact-message-record.js';
import type { DemoSeasonRecord } from '../records/demo-season-record.js';
import type { EntitlementRecord } from '../records/entitlement-record.js';
import type { IdentityKeysRecord } from '../records/identity-keys-record.js';
import type { InjuryReportRecord } from '../records/injury-report-record.js';
import type { LeagueRecord } from '../records/league-record.js';
import type { LineupAlertRecord } from '../records/lineup-alert-record.js';
import type { LocalCheckoutRecord } from '../records/local-checkout-record.js';
import type { LocalPortalRecord } from '../records/local-portal-record.js';
import type { LocalSubscriptionRecord } from '../records/local-subscription-record.js';
import type { MigrationLockRecord } from '../records/migration-lock-record.js';
import type { MigrationLogRecord } from '../records/migration-log-record.js';
import type { ModelPredictionDoc } from '../records/model-prediction-record.js';
import type { ModelDoc } from '../records/model-record.js';
import type { OidcArtefact } from '../records/oidc-artefact-record.js';
import type { OutboxRecord } from '../records/outbox-record.js';
import type { PlayerRecord } from '../records/player-record.js';
import type { WindowCount } from '../records/rate-limit-record.js';
import type { ScenarioRecord } from '../records/scenario-record.js';
import type { SchemaVersionRecord } from '../records/schema-version-record.js';
import type { SignInThrottleRecord } from '../records/sign-in-throttle-record.js';
import type { SleeperPlayersDoc } from '../records/sleeper-players-record.js';
import type { TeamRecord } from '../records/team-record.js';
import { TEAM_VERSION_TTL_SECONDS, type TeamVersionRecord } from '../records/team-version-record.js';
import type { TeamWeekLineupRecord } from '../records/team-week-lineup-record.js';
import type { TrustedDeviceRecord } from '../records/trusted-device-record.js';
import type { UserRecord } from '../records/user-record.js';
import type { WaitlistRecord } from '../records/waitlist-record.js';
import type { YahooConnectionRecord } from '../records/yahoo-connection-record.js';
import { defineCollection } from './define-collection.js';
import type { Store } from './store.js';

/**
 * Every collection the server uses, in one place: its name, the type of its documents, its
 * indexes and the schema version of its documents (1 unless given: raise it with a migration in
 * `migrations/`). Code reaches a collection through its entry (`COLLECTIONS.teams.of(store)`),
 * never by name; `ensureIndexes` creates every index at start. Collections whose documents expire
 * and are swept by time have an index on `expiresAt`.
 */
export const COLLECTIONS = {
  // Users and what they keep.
  users: defineCollection<UserRecord>('users', [
    { name: 'users_sub_unique', fields: ['sub'], unique: true },
    /** The admin's lists, newest first. */
    { name: 'users_created_at', fields: ['createdAt'] },
  ]),
  teams: defineCollection<TeamRecord>('teams', [
    { name: 'teams_owner_name_unique', fields: ['ownerId', 'teamKey'], unique: true },
  ]),
  /**
   * The earlier versions of teams (`use-cases/teams/save-team-change.ts` keeps each one a change replaced),
   * one per team and version, removed by the store 30 days after they were stored (TTL index).
   */
  teamVersions: defineCollection<TeamVersionRecord>('team_versions', [
    { name: 'team_versions_team_version_unique', fields: ['teamId', 'version'], unique: true },
    {
      name: 'team_versions_stored_at_ttl',
      fields: ['storedAt'],
      expireAfterSeconds: TEAM_VERSION_TTL_SECONDS,
    },
  ]),
  /**
   * The lineup each team had when each regular-season week was over (`save-team-change.ts` writes
   * them, `week-lineup.ts` reads them), kept for good: a past week shows what that lineup scored.
   */
  teamWeekLineups: defineCollection<TeamWeekLineupRecord>('team_week_lineups', [
    { name: 'team_week_lineups_team', fields: ['teamId'] },
  ]),
  /** Saved what-if scenarios; a team's names are unique regardless of case. */
  scenarios: defineCollection<ScenarioRecord>('scenarios', [
    { name: 'scenarios_team_name_unique', fields: ['teamId', 'nameKey'], unique: true },
    { name: 'scenarios_team', fields: ['teamId'] },
  ]),
  /** Imported leagues: one per user and provider league; found by the team they became. */
  leagues: defineCollection<LeagueRecord>('leagues', [
    {
      name: 'leagues_owner_provider_unique',
      fields: ['ownerId', 'provider', 'providerLeagueId'],
      unique: true,
    },
    { name: 'leagues_team', fields: ['teamId'] },
  ]),
  /** The player catalogue users search and pick from (`publishPlayerCatalogue` writes it). */
  players: defineCollection<PlayerRecord>('players'),
  /**
   * The injury reports that count, one per player and week, with every version kept: the
   * administrator's edits (`use-cases/injuries/update-injury.ts`) and the nflverse imports
   * (`use-cases/injuries/import-injury-reports.ts`). Read by week; a player's history by player.
   */
  injuryReports: defineCollection<InjuryReportRecord>('injury_reports', [
    { name: 'injury_reports_season_week', fields: ['season', 'week'] },
    { name: 'injury_reports_player', fields: ['playerId'] },
  ]),
  /**
   * The audit log: who changed what (exempt grants and revocations, unlocks, injury edits and
   * imports), never changed once written (`use-cases/audit/record-audit.ts`). Listed newest first.
   */
  adminAudit: defineCollection<AuditRecord>('admin_audit', [{ name: 'admin_audit_at', fields: ['at'] }]),
  contactMessages: defineCollection<ContactMessageRecord>('contact_messages', [
    /** The admin's list: priority first, newest first. */
    { name: 'contact_messages_priority_received', fields: ['priority', 'receivedAt'] },
  ]),
  waitlist: defineCollection<WaitlistRecord>('waitlist', [
    /** The admin's lists and export, newest first. */
    { name: 'waitlist_signup_date', fields: ['signupDate'] },
  ]),
  /** Mail kept by the embedded mailer (no SMTP). */
  outbox: defineCollection<OutboxRecord>('outbox'),
  /**
   * What lineup alert mails told each team's owner about a week (`use-cases/alerts/`), one record
   * per team and week; found by week and by the starters they name.
   */
  lineupAlerts: defineCollection<LineupAlertRecord>('lineup_alerts', [
    { name: 'lineup_alerts_season_week', fields: ['season', 'week'] },
  ]),
  /** What each subscription or Season Pass gives its user, as the payment provider last said. */
  entitlements: defineCollection<EntitlementRecord>('entitlements', [
    { name: 'entitlements_user', fields: ['userId'] },
  ]),
  /** Payment-provider events already applied (by event id). */
  billingEvents: defineCollection<BillingEventRecord>('billing_events'),
  /** The local checkout's sessions and subscriptions (the embedded stand-in for Stripe's). */
  localCheckouts: defineCollection<LocalCheckoutRecord>('local_checkouts'),
  localSubscriptions: defineCollection<LocalSubscriptionRecord>('local_subscriptions', [
    { name: 'local_subscriptions_customer', fields: ['customerId'] },
  ]),
  localPortalSessions: defineCollection<LocalPortalRecord>('local_portal_sessions'),
  rateLimits: defineCollection<WindowCount>('rate_limits', [
    { name: 'rate_limits_expires_at', fields: ['expiresAt'] },
  ]),

  // The NFL data (documents are the engine's entities). Players are looked up by source id in
  // memory (`resolve-players.ts`): the embedded store indexes top-level fields only.
  nflTeams: defineCollection<NflTeam>('nfl_teams'),
  nflPlayers: defineCollection<NflPlayer>('nfl_players', [{ name: 'team', fields: ['team'] }]),
  nflGames: defineCollection<Game>('nfl_games', [{ name: 'season', fields: ['season'] }]),
  nflWeeklyStats: defineCollection<WeeklyStat>('nfl_weekly_stats', [
    { name: 'playerId', fields: ['playerId'] },
    { name: 'season', fields: ['season'] },
  ]),
  nflPeerProjections: defineCollection<PeerProjection>('nfl_peer_projections', [
    { name: 'playerId', fields: ['playerId'] },
    { name: 'season', fields: ['season'] },
  ]),
  nflInjuries: defineCollection<InjuryReportLine>('nfl_injuries', [
    { name: 'playerId', fields: ['playerId'] },
    { name: 'season', fields: ['season'] },
  ]),
  /** What the stored demo season was generated from and when, one document (`records/demo-season-record.ts`). */
  nflDemo: defineCollection<DemoSeasonRecord>('nfl_demo'),
  /**
   * Sleeper's NFL player list, fetched at most once a day (`adapters/sleeper/sleeper-players.ts`): a
   * `current` document naming the snapshot in use, and that snapshot's chunks.
   */
  sleeperPlayers: defineCollection<SleeperPlayersDoc>('sleeper_players', [
    { name: 'sleeper_players_snapshot', fields: ['snapshotId'] },
  ]),
  /**
   * Users' Yahoo account connections (`use-cases/import/yahoo/`): sealed OAuth tokens and the
   * connection under way, one per user; a callback finds its user by the hash of its `state`.
   */
  yahooConnections: defineCollection<YahooConnectionRecord>('yahoo_connections', [
    { name: 'yahoo_connections_owner_unique', fields: ['ownerId'], unique: true },
    { name: 'yahoo_connections_pending_state', fields: ['pendingStateHash'] },
  ]),

  // The projection models and their weekly predictions.
  models: defineCollection<ModelDoc>('models', [{ name: 'active', fields: ['active'] }]),
  /** Version 2: every prediction names its `scoring` (`0002-predictions-name-their-scoring`). */
  modelPredictions: defineCollection<ModelPredictionDoc>(
    'model_predictions',
    [{ name: 'season_week', fields: ['season', 'week'] }],
    { version: 2 },
  ),

  // The embedded identity provider.
  accounts: defineCollection<AccountRecord>('accounts', [
    { name: 'accounts_email_unique', fields: ['email'], unique: true },
    { name: 'accounts_sign_up_interaction', fields: ['signUpInteraction'] },
  ]),
  identityKeys: defineCollection<IdentityKeysRecord>('identity_keys'),
  /** oidc-provider's artefacts (sessions, codes, tokens, grants …), swept when expired. */
  oidc: defineCollection<OidcArtefact>('oidc', [
    { name: 'oidc_grant_id', fields: ['grantId'] },
    { name: 'oidc_user_code', fields: ['model', 'userCode'] },
    { name: 'oidc_session_uid', fields: ['model', 'uid'] },
    { name: 'oidc_expires_at', fields: ['expiresAt'] },
  ]),
  signInThrottles: defineCollection<SignInThrottleRecord>('sign_in_throttles', [
    { name: 'sign_in_throttles_expires_at', fields: ['expiresAt'] },
  ]),
  /** Browsers trusted at sign-in. Nothing sweeps their expired rows yet, so no index on `expiresAt`. */
  trustedDevices: defineCollection<TrustedDeviceRecord>('trusted_devices'),

  // The migrator's own (`jobs/migrations/migrate-store.ts`): each collection's schema version, the
  // migrations applied, and the lock of the one process migrating.
  schemaVersions: defineCollection<SchemaVersionRecord>('schema_versions'),
  migrationLog: defineCollection<MigrationLogRecord>('migration_log', [
    { name: 'migration_log_applied_at', fields: ['appliedAt'] },
  ]),
  migrationLock: defineCollection<MigrationLockRecord>('migration_lock'),
} as const;

/** Creates every collection's indexes (those missing): once at start, before anything reads or writes. */
export async function ensureIndexes(store: Store): Promise<void> {
  for (const collection of Object.values(COLLECTIONS)) await collection.ensureIndexes(store);
}

/** The NFL data's collections of a store, typed, as the importers and the model read them together. */
export function nflCollections(store: Store) {
  return {
    teams: COLLECTIONS.nflTeams.of(store),
    players: COLLECTIONS.nflPlayers.of(store),
    games: COLLECTIONS.nflGames.of(store),
    weeklyStats: COLLECTIONS.nflWeeklyStats.of(store),
    peerProjections: COLLECTIONS.nflPeerProjections.of(store),
    injuries: COLLECTIONS.nflInjuries.of(store),
    demo: COLLECTIONS.nflDemo.of(store),
  };
}

/** The model collections of a store, typed: trained models and their weekly predictions. */
export function modelCollections(store: Store) {
  return { models: COLLECTIONS.models.of(store), predictions: COLLECTIONS.modelPredictions.of(store) };
}
