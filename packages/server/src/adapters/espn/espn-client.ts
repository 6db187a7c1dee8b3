import { z } from 'zod';
import { HOST_MESSAGES, HostError, type HostErrorFacts } from '../../ports/host-error.js';
import type { HostLeagueRef } from '../../ports/league-source.js';
import { type OutsideApiOptions, outsideApiGet } from '../outside-api/outside-api-client.js';
import { type RateBudget, type RateLimiter, tokenBucket } from '../outside-api/token-bucket.js';
import { ESPN_MESSAGES } from './espn-messages.js';
import { type EspnLeague, ZEspnLeague, ZEspnLeagueHistory } from './espn-schemas.js';

/** How the import reaches an ESPN league: id, season and (private leagues) the person's cookies. */
export type EspnLeagueRef = Extract<HostLeagueRef, { provider: 'espn' }>;

/** ESPN's fantasy football read API since April 2024 (the old `fantasy.espn.com` answers 403 or HTML). */
const ESPN_API_URL = 'https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl';

/**
 * How often the process calls ESPN, at most. ESPN documents no limit; one import is one request,
 * so 10 at once then 2 a second keeps a busy server well within what a browser session sends.
 */
const ESPN_RATE_BUDGET: RateBudget = { perMinute: 120, burst: 10 };

/** The views one request asks for: settings (slots, scoring), teams and members, rosters. */
const LEAGUE_VIEWS = ['mSettings', 'mTeam', 'mRoster'] as const;

/** Seasons before this one are served only by `leagueHistory` (cwendt94, mkreiser). */
const FIRST_SEASONS_PATH_YEAR = 2018;

/** The most of an answer read: a 16-team league with full rosters is about 1 MB. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

let processLimiter: RateLimiter | undefined;
/** The one limiter every ESPN client of this process shares unless it is given its own. */
function sharedEspnLimiter(): RateLimiter {
  processLimiter ??= tokenBucket(ESPN_RATE_BUDGET);
  return processLimiter;
}

/**
 * The ESPN client's settings: the outside-API client's (fetch, limiter — shared by every ESPN
 * client of the process by default —, time limit, retries, back-off; all optional), its base URL
 * `ESPN_API_URL` (default `https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl`), and the most
 * answer bytes read (default 8 MiB; a longer answer is a `bad_answer`).
 */
export type EspnClientOptions = Partial<OutsideApiOptions> & { baseUrl?: string; maxBytes?: number };

/** ESPN's league answers, checked. */
export interface EspnClient {
  /** One season of a league with the `mSettings`, `mTeam` and `mRoster` views. */
  league(ref: EspnLeagueRef): Promise<EspnLeague>;
}

/**
 * A client of ESPN's fantasy football read API: the league id and season checked before any
 * request (digits; a year), one GET per league through the shared outside-API client (rate limited
 * for the process, each attempt timed out, 429/5xx/timeouts retried with back-off honouring
 * `Retry-After`), the person's `espn_s2` and `SWID` sent as ESPN's cookies only when given, and
 * every failure a `HostError` whose message names what to do. Cookies never reach a message or
 * the error's facts.
 * @example
 * const espn = createEspnClient({ baseUrl: config.espn.apiUrl });
 * const league = await espn.league({ provider: 'espn', leagueId: '13579246', season: 2026, cookies: null });
 */
export function createEspnClient(options: EspnClientOptions = {}): EspnClient {
  const baseUrl = (options.baseUrl ?? ESPN_API_URL).replace(/\/+$/, '');
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const get = outsideApiGet({ ...options, limiter: options.limiter ?? sharedEspnLimiter() });
  return {
    async league(ref) {
      const leagueId = espnLeagueId(ref.leagueId);
      const season = espnSeason(ref.season);
      const headers = ref.cookies === null ? undefined : { cookie: espnCookieHeader(ref.cookies) };
      const views = LEAGUE_VIEWS.map((view) => `view=${view}`).join('&');
      const history = season < FIRST_SEASONS_PATH_YEAR;
      const path = history
        ? `/leagueHistory/${leagueId}`
        : `/seasons/${season}/segments/0/leagues/${leagueId}`;
      const query = history ? `?seasonId=${season}&${views}` : `?${views}`;
      const result = await get(`${baseUrl}${path}${query}`, { maxBytes, ...(headers && { headers }) });
      const facts: HostErrorFacts = { path, attempts: result.attempts };
      if (result.kind === 'failed') {
        throw new HostError('espn', 'unreachable', HOST_MESSAGES.unreachable('espn'), {
          ...facts,
          ...(result.status === undefined ? { cause: result.cause } : { status: result.status }),
        });
      }
      facts.status = result.status;
      if (result.kind === 'too_large') {
        throw badAnswer({ ...facts, cause: new Error(`answer larger than ${result.maxBytes} bytes`) });
      }
      const { status } = result;
      if (status === 401) {
        const message =
          ref.cookies === null
            ? ESPN_MESSAGES.privateLeague(leagueId)
            : ESPN_MESSAGES.cookiesRefused(leagueId);
        throw new HostError('espn', 'private_league', message, facts);
      }
      if (status === 404 || status === 400) {
        throw new HostError('espn', 'unknown_league', ESPN_MESSAGES.unknownLeague(leagueId, season), facts);
      }
      if (status < 200 || status >= 300) {
        throw new HostError('espn', 'refused', HOST_MESSAGES.refused('espn', status), facts);
      }
      let body: unknown;
      try {
        body = JSON.parse(result.text);
      } catch (cause) {
        // ESPN's old host has been seen answering its marketing page as a 200.
        throw badAnswer({ ...facts, cause });
      }
      const league = history
        ? seasonOf(parse(ZEspnLeagueHistory, body, facts), season)
        : parse(ZEspnLeague, body, facts);
      if (league === undefined) {
        throw new HostError('espn', 'unknown_league', ESPN_MESSAGES.unknownLeague(leagueId, season), facts);
      }
      if (String(league.id) !== leagueId) {
        throw badAnswer({
          ...facts,
          cause: new Error(`asked for league ${leagueId}, ESPN answered league ${league.id}`),
        });
      }
      return league;
    },
  };
}

/**
 * The league id as ESPN's path takes it: digits only (at most 12, leading zeros dropped), else a
 * `HostError` thrown before any request, so nothing a person typed reaches the path unchecked.
 * @example espnLeagueId(' 013579246 ') // '13579246'
 */
export function espnLeagueId(text: string): string {
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) {
    throw new HostError('espn', 'unknown_league', ESPN_MESSAGES.notALeagueId(text));
  }
  return trimmed.replace(/^0+(?=\d)/, '');
}

/** The season, a year (1990–2100), else a `HostError` before any request. */
function espnSeason(season: number): number {
  if (!Number.isInteger(season) || season < 1990 || season > 2100) {
    throw new HostError('espn', 'unknown_league', ESPN_MESSAGES.notASeason(season));
  }
  return season;
}

/**
 * ESPN's `Cookie` header for a private league: `espn_s2=…; SWID={…}` (SWID in braces, as ESPN sets
 * it, added when left out). Values that cannot be ESPN's (a `;`, a space, a line break) are refused
 * as `private_league` before any request, and never quoted.
 * @example espnCookieHeader({ espnS2: 'AEB%2Bx', swid: '1A2B3C4D-0000-0000-0000-00000000000A' })
 * // 'espn_s2=AEB%2Bx; SWID={1A2B3C4D-0000-0000-0000-00000000000A}'
 */
export function espnCookieHeader(cookies: { readonly espnS2: string; readonly swid: string }): string {
  const espnS2 = cookies.espnS2.trim();
  const swid = /^\{?([0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12})\}?$/.exec(
    cookies.swid.trim(),
  )?.[1];
  if (swid === undefined || !/^[A-Za-z0-9%+/=_.-]{1,2048}$/.test(espnS2)) {
    throw new HostError('espn', 'private_league', ESPN_MESSAGES.badCookies());
  }
  return `espn_s2=${espnS2}; SWID={${swid}}`;
}

/** The season asked for among `leagueHistory`'s seasons (the only one, when ESPN leaves `seasonId` out). */
function seasonOf(seasons: readonly EspnLeague[], season: number): EspnLeague | undefined {
  return (
    seasons.find((one) => one.seasonId === season) ??
    (seasons.length === 1 && seasons[0]?.seasonId == null ? seasons[0] : undefined)
  );
}

/** `value` read by `schema`, else a `bad_answer` naming what did not fit (for the logs). */
function parse<S extends z.ZodType>(schema: S, value: unknown, facts: HostErrorFacts): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badAnswer({ ...facts, cause: new Error(z.prettifyError(parsed.error)) });
  return parsed.data;
}

const badAnswer = (facts: HostErrorFacts) =>
  new HostError('espn', 'bad_answer', HOST_MESSAGES.bad_answer('espn'), facts);
