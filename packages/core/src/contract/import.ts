import { ZStartingSlot } from '../positions.js';
import { ZScoringFormat } from '../scoring/presets.js';
import { ZScoringSettings } from '../scoring/scoring-settings.js';
import { ZTeamName } from '../validation/team-name.js';
import { trimmedText } from '../validation/trimmed-text.js';
import { z } from '../zod.js';
import { ZPlayer, ZTeam } from './entities.js';

/** League hosts a league is imported from (spec §2, all three built). */
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
  espnLeague: 'Enter an ESPN league id (digits) or paste the address of the league page',
  espnS2: "espn_s2 is the long value of ESPN's espn_s2 cookie (at most 1,024 characters)",
  swid: "SWID is a value like {1A2B3C4D-…} from ESPN's SWID cookie",
  espnCookiesTogether: 'Give both espn_s2 and SWID, or neither for a public league',
  yahooLeagueKey: 'A Yahoo league key looks like 449.l.123456',
  yahooNotConfigured: 'Yahoo import is not set up on this server.',
  yahooNotConnected: 'Connect your Yahoo account first.',
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

/** A league's id at its host, as answers carry it (Sleeper's and ESPN's digits, Yahoo's `449.l.123456`). */
const ZHostLeagueId = z.string().check(z.regex(/^[0-9][0-9.l]{0,63}$/));

/** `GET /api/import/sleeper/leagues?username=…`. */
export const ZSleeperLeaguesQuery = z.lazy(() => z.object({ username: ZSleeperUsername }));

/** `GET /api/import/sleeper/leagues/:leagueId/rosters`. */
export const ZSleeperLeagueParams = z.lazy(() => z.object({ leagueId: ZSleeperLeagueId }));

/**
 * A league as the import lists it: its host, its id there, name, size (rosters), scoring type (one
 * of our presets when its settings equal one, else `custom`), the host's status (Sleeper's
 * `pre_draft`, `drafting`, `in_season`, `complete`; ESPN's and Yahoo's mapped to those), its
 * roster positions in Sleeper's names (`QB`, `RB`, `FLEX`, `SUPER_FLEX`, `BN`, `IR` …, ESPN's and
 * Yahoo's slots mapped to them; a slot none of ours fills keeps the host's name), and whether the
 * caller has imported it already.
 */
const ZLeagueChoice = z.lazy(() =>
  z.object({
    provider: ZLeagueProvider,
    leagueId: ZHostLeagueId,
    name: z.string(),
    season: ZSeasonYear,
    size: ZCount,
    scoringType: ZScoringFormat,
    status: z.string(),
    rosterPositions: z.array(z.string()),
    alreadyImported: z.boolean(),
  }),
);
export type LeagueChoice = z.infer<typeof ZLeagueChoice>;

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
    leagues: z.array(ZLeagueChoice),
  }),
);
export type SleeperLeaguesResponse = z.infer<typeof ZSleeperLeaguesResponse>;

/**
 * One team (roster) of a league, named by its owner's display name and team name; `rosterId` is the
 * host's number for it (Sleeper's `roster_id`, ESPN's team `id`, Yahoo's `team_id`).
 */
const ZRosterChoice = z.lazy(() =>
  z.object({
    rosterId: z.number().check(z.int(), z.nonnegative()),
    ownerName: z.nullable(z.string()),
    teamName: z.nullable(z.string()),
    playerCount: ZCount,
  }),
);
export type RosterChoice = z.infer<typeof ZRosterChoice>;

/** `POST /api/import/rosters` (and `GET /api/import/sleeper/leagues/:leagueId/rosters`) response. */
export const ZRostersResponse = z.lazy(() =>
  z.object({
    league: ZLeagueChoice,
    rosters: z.array(ZRosterChoice),
  }),
);
export type RostersResponse = z.infer<typeof ZRostersResponse>;

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

/** ESPN's `SWID` cookie: a GUID, in braces as ESPN sets it (braces optional here). */
const ZSwid = z
  .string({ error: IMPORT_MESSAGES.swid })
  .check(
    z.trim(),
    z.regex(/^\{?[0-9A-Fa-f]{8}(-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}\}?$/, IMPORT_MESSAGES.swid),
  );

/** ESPN's `espn_s2` cookie, as the browser shows it (URL-encoded or not). */
const ZEspnS2 = z
  .string({ error: IMPORT_MESSAGES.espnS2 })
  .check(z.trim(), z.regex(/^[A-Za-z0-9%+/=_-]{1,1024}$/, IMPORT_MESSAGES.espnS2));

/**
 * An ESPN league as people give it: its id, or the address of any page of it
 * (`https://fantasy.espn.com/football/league?leagueId=123456&seasonId=2026`), read with `espnLeagueOf`.
 */
const ZEspnLeagueText = z.string({ error: IMPORT_MESSAGES.espnLeague }).check(
  z.trim(),
  z.refine((text) => espnLeagueOf(text) !== null, IMPORT_MESSAGES.espnLeague),
);

/** A Yahoo league key: the season's game id, `.l.`, the league's id (`449.l.123456`). */
const ZYahooLeagueKey = z.string().check(z.regex(/^\d{1,6}\.l\.\d{1,12}$/, IMPORT_MESSAGES.yahooLeagueKey));

/**
 * An ESPN league id and season read from what a person typed or pasted: digits alone, or an
 * espn.com address with `leagueId=` (and maybe `seasonId=`); `null` when it is neither.
 * @example espnLeagueOf('https://fantasy.espn.com/football/team?leagueId=123&seasonId=2026&teamId=4') // { leagueId: '123', season: 2026 }
 */
export function espnLeagueOf(text: string): { leagueId: string; season: number | null } | null {
  const trimmed = text.trim();
  if (/^\d{1,12}$/.test(trimmed)) return { leagueId: trimmed, season: null };
  // Core runs without the platform's URL: an address is `http(s)://<…espn.com>/<path>?<query>`.
  const address = /^https?:\/\/(?:[a-z0-9-]+\.)*espn\.com(?::\d+)?(?:\/[^?#\s]*)?\?([^#\s]*)/i.exec(trimmed);
  if (!address) return null;
  const parameters = new Map(
    (address[1] ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, value] as const;
    }),
  );
  const leagueId = parameters.get('leagueId') ?? '';
  if (!/^\d{1,12}$/.test(leagueId)) return null;
  const season = Number(parameters.get('seasonId'));
  return { leagueId, season: Number.isInteger(season) && season >= 2000 && season <= 2100 ? season : null };
}

/** The fields that name a league at each host (`POST /api/import/rosters`). */
const LEAGUE_REF_SHAPES = {
  sleeper: { provider: z.literal('sleeper'), leagueId: ZSleeperLeagueId },
  espn: {
    provider: z.literal('espn'),
    league: ZEspnLeagueText,
    /** The season (default: the address's `seasonId`, else the season under way). */
    season: z.optional(ZSeasonYear),
    /** Both cookies for a private league; neither for a public one. */
    espnS2: z.optional(ZEspnS2),
    swid: z.optional(ZSwid),
  },
  yahoo: { provider: z.literal('yahoo'), leagueId: ZYahooLeagueKey },
} as const;

/** What a roster import adds to the league's fields: which roster is the caller's, and the team's name. */
const ROSTER_PICK_SHAPE = {
  rosterId: z.number({ error: IMPORT_MESSAGES.rosterId }).check(z.int(), z.nonnegative()),
  teamName: z.optional(ZTeamName),
};

const cookiesTogether = z.refine<{ espnS2?: string | undefined; swid?: string | undefined }>(
  (ref) => (ref.espnS2 === undefined) === (ref.swid === undefined),
  { message: IMPORT_MESSAGES.espnCookiesTogether, path: ['swid'] },
);

/** A league at one of the hosts: `POST /api/import/rosters`. */
export const ZLeagueRef = z.lazy(() =>
  z.discriminatedUnion('provider', [
    z.object(LEAGUE_REF_SHAPES.sleeper),
    z.object(LEAGUE_REF_SHAPES.espn).check(cookiesTogether),
    z.object(LEAGUE_REF_SHAPES.yahoo),
  ]),
);
export type LeagueRef = z.infer<typeof ZLeagueRef>;

/** `POST /api/import/preview` and `POST /api/import`: a league at its host, the caller's roster in it, the team's name. */
export const ZImportRequest = z.lazy(() =>
  z.discriminatedUnion('provider', [
    z.object({ ...LEAGUE_REF_SHAPES.sleeper, ...ROSTER_PICK_SHAPE }),
    z.object({ ...LEAGUE_REF_SHAPES.espn, ...ROSTER_PICK_SHAPE }).check(cookiesTogether),
    z.object({ ...LEAGUE_REF_SHAPES.yahoo, ...ROSTER_PICK_SHAPE }),
  ]),
);
export type ImportRequest = z.infer<typeof ZImportRequest>;

/** `PUT /api/import/leagues/:id/credentials`: new ESPN cookies for an imported private league. */
export const ZEspnCookies = z.lazy(() => z.object({ espnS2: ZEspnS2, swid: ZSwid }));
export type EspnCookies = z.infer<typeof ZEspnCookies>;

/**
 * `GET /api/import/yahoo/connection`: whether the server has a Yahoo app (`configured`), and whether
 * the caller's Yahoo account is connected, since when.
 */
export const ZYahooConnection = z.lazy(() =>
  z.object({ configured: z.boolean(), connected: z.boolean(), connectedAt: z.nullable(ZIsoDate) }),
);
export type YahooConnection = z.infer<typeof ZYahooConnection>;

/**
 * `POST /api/import/yahoo/connection`: where to send the browser to let Yahoo share the caller's
 * leagues (Yahoo's consent page; it comes back to the server's callback, then to `/import`).
 */
export const ZYahooConnectResponse = z.lazy(() => z.object({ authorizationUrl: z.url() }));
export type YahooConnectResponse = z.infer<typeof ZYahooConnectResponse>;

/** `GET /api/import/yahoo/leagues`: the connected Yahoo account's NFL leagues of the season under way. */
export const ZYahooLeaguesResponse = z.lazy(() =>
  z.object({ season: ZSeasonYear, leagues: z.array(ZLeagueChoice) }),
);
export type YahooLeaguesResponse = z.infer<typeof ZYahooLeaguesResponse>;

/** The league's scoring as the team will use it, with what of Sleeper's settings we cannot apply. */
const ZImportScoring = z.lazy(() =>
  z.object({
    format: ZScoringFormat,
    settings: ZScoringSettings,
    /** One plain sentence per league setting not applied (bonuses, TE premium …). */
    notes: z.array(z.string()),
  }),
);
export type ImportScoring = z.infer<typeof ZImportScoring>;

/**
 * A host's player we could not match to our catalogue, with why: `hostPlayerId` is the host's id
 * for him; `sleeperId` repeats it on Sleeper leagues (the field's old name, kept for one release).
 */
const ZUnmatchedPlayer = z.lazy(() =>
  z.object({
    hostPlayerId: z.string(),
    sleeperId: z.optional(z.string()),
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
    league: ZLeagueChoice,
    scoring: ZImportScoring,
    roster: ZRosterChoice,
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

/** `POST /api/import` (and `POST /api/import/sleeper`) response (201): the league, the new team and what the preview said. */
export const ZImportResponse = z.lazy(() =>
  z.object({
    league: ZLeagueSummary,
    team: ZTeam,
    unmatched: z.array(ZUnmatchedPlayer),
    notes: z.array(z.string()),
  }),
);
export type ImportResponse = z.infer<typeof ZImportResponse>;

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
