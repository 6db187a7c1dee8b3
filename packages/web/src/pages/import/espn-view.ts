import {
  API_ROUTES,
  type EspnCookies,
  espnLeagueOf,
  IMPORT_MESSAGES,
  type LeagueRef,
  shapeOf,
  validateWith,
} from '@lineup-lab/core';

/** The ESPN form's fields, as its errors name them. */
export type EspnField = 'league' | 'espnS2' | 'swid';

/** How many seasons the season list offers, the one under way first. */
const ESPN_SEASONS_OFFERED = 6;

/**
 * What the league field holds, read as the person types: nothing yet, a league (its id, and the
 * season when a pasted address carries `seasonId`), or text that is neither an id nor an ESPN
 * league address (core's `espnLeagueOf`, the rule the server reads it by).
 */
export type EspnLeagueText =
  | { kind: 'empty' }
  | { kind: 'league'; leagueId: string; season: number | null }
  | { kind: 'invalid'; message: string };

/** Reads the league field (`'123456'` or `'https://fantasy.espn.com/football/league?leagueId=123456&seasonId=2025'`). */
export function readEspnLeague(text: string): EspnLeagueText {
  if (text.trim() === '') return { kind: 'empty' };
  const league = espnLeagueOf(text);
  return league ? { kind: 'league', ...league } : { kind: 'invalid', message: IMPORT_MESSAGES.espnLeague };
}

/**
 * The seasons to choose from: the one under way and the five before it, newest first, plus `also`
 * (a pasted address's season) when it is not among them.
 * @example espnSeasons(2026, 2019) // [2026, 2025, 2024, 2023, 2022, 2021, 2019]
 */
export function espnSeasons(current: number, also: number | null = null): number[] {
  const seasons = Array.from({ length: ESPN_SEASONS_OFFERED }, (_, back) => current - back);
  if (also !== null && !seasons.includes(also)) seasons.push(also);
  return seasons.sort((a, b) => b - a);
}

/** The cookies as typed; blank fields are `''`. */
export interface EspnCookieInput {
  espnS2: string;
  swid: string;
}

/** The cookie fields' checks: core's own (`PUT /api/import/leagues/:id/credentials`'s body). */
const cookieShape = () => shapeOf(API_ROUTES.setLeagueCredentials.body);

/** One cookie checked by core's rule: its cleaned (trimmed) value, or core's message for it. */
function checkCookie(
  field: 'espnS2' | 'swid',
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const schema = cookieShape()?.[field];
  if (!schema) throw new Error(`No ESPN cookie field ${field} in the contract`);
  const result = validateWith(schema, value);
  return result.ok ? { ok: true, value: String(result.value) } : { ok: false, message: result.message };
}

/** The outcome of checking the cookie fields: the cookies (none for a public league) or each field's message. */
export type EspnCookiesCheck =
  | { ok: true; cookies: EspnCookies | null }
  | { ok: false; errors: Partial<Record<'espnS2' | 'swid', string>> };

/**
 * The cookies as the server takes them (trimmed, checked by core's rules), each field's message
 * when one is wrong. With `required` false (the import's optional private part) both blank means a
 * public league; one blank is refused on that field (both or neither, as the server wants).
 */
export function checkEspnCookies(
  input: EspnCookieInput,
  { required }: { required: boolean },
): EspnCookiesCheck {
  const blankS2 = input.espnS2.trim() === '';
  const blankSwid = input.swid.trim() === '';
  if (!required && blankS2 && blankSwid) return { ok: true, cookies: null };
  if (!required && blankS2 !== blankSwid) {
    return {
      ok: false,
      errors: blankS2
        ? { espnS2: IMPORT_MESSAGES.espnCookiesTogether }
        : { swid: IMPORT_MESSAGES.espnCookiesTogether },
    };
  }
  const espnS2 = checkCookie('espnS2', input.espnS2);
  const swid = checkCookie('swid', input.swid);
  if (espnS2.ok && swid.ok) return { ok: true, cookies: { espnS2: espnS2.value, swid: swid.value } };
  return {
    ok: false,
    errors: {
      ...(!espnS2.ok && { espnS2: espnS2.message }),
      ...(!swid.ok && { swid: swid.message }),
    },
  };
}

/** The ESPN form as typed. */
export interface EspnFormInput extends EspnCookieInput {
  league: string;
  season: number;
  /** The private part is open: its cookies are read (else they are not sent). */
  privateLeague: boolean;
}

/** The outcome of checking the ESPN form: the league as the server takes it, or each field's message. */
export type EspnFormCheck =
  | { ok: true; ref: Extract<LeagueRef, { provider: 'espn' }> }
  | { ok: false; errors: Partial<Record<EspnField, string>> };

/**
 * The ESPN form checked as the server checks it: the league id (from the id or the pasted
 * address), the season chosen, and both cookies when the private part is open and filled.
 */
export function checkEspnForm(input: EspnFormInput): EspnFormCheck {
  const league = readEspnLeague(input.league);
  const cookies: EspnCookiesCheck = input.privateLeague
    ? checkEspnCookies(input, { required: false })
    : { ok: true, cookies: null };
  if (league.kind !== 'league' || !cookies.ok) {
    const leagueError =
      league.kind === 'invalid'
        ? league.message
        : league.kind === 'empty'
          ? IMPORT_MESSAGES.espnLeague
          : null;
    return {
      ok: false,
      errors: { ...(leagueError !== null && { league: leagueError }), ...(!cookies.ok && cookies.errors) },
    };
  }
  return {
    ok: true,
    ref: { provider: 'espn', league: league.leagueId, season: input.season, ...cookies.cookies },
  };
}
