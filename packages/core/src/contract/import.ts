import { ZStartingSlot } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { ZScoringSettings } from '../scoring/scoring-settings.js';
import { ZTeamName } from '../validation/team-name.js';
import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';
import { ZPlayer, ZTeam } from './entities.js';

/** League providers (spec §2): Sleeper (built), Yahoo (coming soon), ESPN (planned). */
export const LEAGUE_PROVIDERS = ['sleeper', 'yahoo', 'espn'] as const;
const ZLeagueProvider = z.enum(LEAGUE_PROVIDERS);
export type LeagueProvider = z.infer<typeof ZLeagueProvider>;

/** The import screens' messages for what the user types. */
export const IMPORT_MESSAGES = {
  usernameRequired: 'Please enter a Sleeper username',
  usernameTooLong: 'A Sleeper username is at most 40 characters',
  leagueId: 'A Sleeper league id is a number of up to 32 digits',
  rosterId: 'Pick which team in the league is yours',
  alreadyImported: 'You have already imported this league. Use Sync now to refresh it.',
} as const;

const ZIsoDate = z.iso.datetime({ offset: true });
const ZCount = z.number().check(z.int(), z.nonnegative());
const ZSeasonYear = z.number().check(z.int(), z.gte(2000), z.lte(2100));

/** A Sleeper username as typed (Sleeper's usernames are short; trimmed, matched by Sleeper regardless of case). */
export const ZSleeperUsername = trimmedText(1, 40, {
  tooShort: IMPORT_MESSAGES.usernameRequired,
  tooLong: IMPORT_MESSAGES.usernameTooLong,
});

/** A Sleeper league id: Sleeper's ids are decimal snowflakes (`1048313540380340224`). */
const ZSleeperLeagueId = z.string().check(z.regex(/^\d{1,32}$/, IMPORT_MESSAGES.leagueId));

/** `GET /api/import/sleeper/leagues?username=…`. */
export const ZSleeperLeaguesQuery = z.lazy(() => z.object({ username: ZSleeperUsername }));

/** `GET /api/import/sleeper/leagues/:leagueId/rosters`. */
export const ZSleeperLeagueParams = z.lazy(() => z.object({ leagueId: ZSleeperLeagueId }));

/**
 * A Sleeper league as the import lists it: its name, size (rosters), scoring type (one of our
 * presets when its settings equal one, else `custom`), Sleeper's status (`pre_draft`, `drafting`,
 * `in_season`, `complete`), its roster positions as Sleeper names them, and whether the caller has
 * imported it already.
 */
const ZSleeperLeagueChoice = z.lazy(() =>
  z.object({
    leagueId: ZSleeperLeagueId,
    name: z.string(),
    season: ZSeasonYear,
    size: ZCount,
    scoringType: ZScoringFormat,
    status: z.string(),
    rosterPositions: z.array(z.string()),
    alreadyImported: z.boolean(),
  }),
);
export type SleeperLeagueChoice = z.infer<typeof ZSleeperLeagueChoice>;

/** The Sleeper user a username names. */
const ZSleeperAccount = z.lazy(() =>
  z.object({
    userId: z.string(),
    username: z.string(),
    displayName: z.string(),
  }),
);

/** `GET /api/import/sleeper/leagues` response: the user's NFL leagues of the season under way. */
export const ZSleeperLeaguesResponse = z.lazy(() =>
  z.object({
    user: ZSleeperAccount,
    season: ZSeasonYear,
    leagues: z.array(ZSleeperLeagueChoice),
  }),
);
export type SleeperLeaguesResponse = z.infer<typeof ZSleeperLeaguesResponse>;

/** One team (roster) of a Sleeper league, named by its owner's display name and team name. */
const ZSleeperRosterChoice = z.lazy(() =>
  z.object({
    rosterId: z.number().check(z.int(), z.nonnegative()),
    ownerName: z.nullable(z.string()),
    teamName: z.nullable(z.string()),
    playerCount: ZCount,
  }),
);
export type SleeperRosterChoice = z.infer<typeof ZSleeperRosterChoice>;

/** `GET /api/import/sleeper/leagues/:leagueId/rosters` response. */
export const ZSleeperRostersResponse = z.lazy(() =>
  z.object({
    league: ZSleeperLeagueChoice,
    rosters: z.array(ZSleeperRosterChoice),
  }),
);
export type SleeperRostersResponse = z.infer<typeof ZSleeperRostersResponse>;

/**
 * `POST /api/import/sleeper/preview` and `POST /api/import/sleeper`: which league, which roster in
 * it is the caller's, and (import only) the name of the team it becomes (default: the roster's
 * team name in the league, else the league's name).
 */
export const ZSleeperImportRequest = z.lazy(() =>
  z.object({
    leagueId: ZSleeperLeagueId,
    rosterId: z.number({ error: IMPORT_MESSAGES.rosterId }).check(z.int(), z.nonnegative()),
    teamName: z.optional(ZTeamName),
  }),
);

/** The league's scoring as the team will use it, with what of Sleeper's settings we cannot apply. */
const ZImportScoring = z.lazy(() =>
  z.object({
    format: ZScoringFormat,
    settings: ZScoringSettings,
    /** One plain sentence per Sleeper setting not applied (bonuses, TE premium …). */
    notes: z.array(z.string()),
  }),
);
export type ImportScoring = z.infer<typeof ZImportScoring>;

/** A Sleeper player we could not match to our catalogue, with why. */
const ZUnmatchedPlayer = z.lazy(() =>
  z.object({
    sleeperId: z.string(),
    name: z.nullable(z.string()),
    position: z.nullable(z.string()),
    team: z.nullable(z.string()),
    message: z.string(),
  }),
);
export type UnmatchedPlayer = z.infer<typeof ZUnmatchedPlayer>;

/**
 * What an import would make (and, answered by the import, made): the league and its scoring, the
 * team name, each of our starting slots with the player the league starts there (`from`: the
 * league's slot, e.g. `SUPER_FLEX`), the bench, the players not matched, and `notes`, one sentence
 * for each league rule or player that does not fit our slots (a superflex slot, a second TE, a
 * bench longer than ours …).
 */
export const ZImportPreview = z.lazy(() =>
  z.object({
    league: ZSleeperLeagueChoice,
    scoring: ZImportScoring,
    roster: ZSleeperRosterChoice,
    teamName: ZTeamName,
    slots: z.array(
      z.object({ slot: ZStartingSlot, player: z.nullable(ZPlayer), from: z.nullable(z.string()) }),
    ),
    bench: z.array(ZPlayer),
    unmatched: z.array(ZUnmatchedPlayer),
    notes: z.array(z.string()),
  }),
);
export type ImportPreview = z.infer<typeof ZImportPreview>;

/**
 * An imported league, as `GET /api/import/leagues` lists it: our id, the provider and its league
 * id, the league's name, season, size and scoring, the team it became, and when it was imported
 * and last synced.
 */
const ZLeagueSummary = z.lazy(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    provider: ZLeagueProvider,
    providerLeagueId: z.string(),
    name: z.string(),
    season: ZSeasonYear,
    teamCount: ZCount,
    teamName: ZTeamName,
    scoringFormat: ZScoringFormat,
    importedAt: ZIsoDate,
    lastSyncedAt: ZIsoDate,
  }),
);
export type LeagueSummary = z.infer<typeof ZLeagueSummary>;

/** `GET /api/import/leagues` response: the user's imported leagues, newest first. */
export const ZLeaguesResponse = z.lazy(() => z.object({ leagues: z.array(ZLeagueSummary) }));
export type LeaguesResponse = z.infer<typeof ZLeaguesResponse>;

/** `POST /api/import/sleeper` response (201): the league, the new team and what the preview said. */
export const ZSleeperImportResponse = z.lazy(() =>
  z.object({
    league: ZLeagueSummary,
    team: ZTeam,
    unmatched: z.array(ZUnmatchedPlayer),
    notes: z.array(z.string()),
  }),
);
export type SleeperImportResponse = z.infer<typeof ZSleeperImportResponse>;

/** `POST /api/import/leagues/:id/sync`. */
export const ZLeagueParams = z.lazy(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)) }),
);

/**
 * `POST /api/import/leagues/:id/sync` response: the league (new `lastSyncedAt`), the team as it now
 * stands, the players added and dropped by name, the players not matched, and a note for every
 * player not placed where the user had him (the user's lineup choices are kept where still valid).
 */
export const ZLeagueSyncResponse = z.lazy(() =>
  z.object({
    league: ZLeagueSummary,
    team: ZTeam,
    added: z.array(z.string()),
    dropped: z.array(z.string()),
    unmatched: z.array(ZUnmatchedPlayer),
    notes: z.array(z.string()),
  }),
);
export type LeagueSyncResponse = z.infer<typeof ZLeagueSyncResponse>;
