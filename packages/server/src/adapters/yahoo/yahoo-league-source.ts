import { z } from 'zod';
import { HOST_MESSAGES, HostError } from '../../ports/host-error.js';
import type {
  HostLeague,
  HostLeagueRef,
  HostPlayer,
  HostRoster,
  LeagueSource,
} from '../../ports/league-source.js';
import { collectionItems, fantasyContent, mergedParts, resourceParts } from './yahoo-content.js';
import { fantasyGet, type YahooHttpOptions } from './yahoo-http.js';
import { YAHOO_MESSAGES } from './yahoo-messages.js';
import {
  YAHOO_LEAGUE_KEY,
  type YahooLeagueMeta,
  type YahooSettings,
  ZYahooGame,
  ZYahooLeagueMeta,
  ZYahooPlayerMeta,
  ZYahooSelectedPosition,
  ZYahooSettings,
  ZYahooTeamMeta,
} from './yahoo-schemas.js';
import { yahooScoring } from './yahoo-scoring.js';
import { lineupOf, rosterPositionsOf } from './yahoo-slots.js';

/** Yahoo's Fantasy Sports API (`YAHOO_API_URL`). */
const YAHOO_API_URL = 'https://fantasysports.yahooapis.com/fantasy/v2';

/** A Yahoo league as the port names it: its league key and a current access token. */
type YahooLeagueRef = Extract<HostLeagueRef, { provider: 'yahoo' }>;

/** A league as the connected account's list shows it: everything but the rosters. */
type YahooLeagueListing = Omit<HostLeague, 'rosters' | 'players'>;

/** The Yahoo adapter of the league-source port, and the list of the account's leagues. */
export interface YahooLeagueSource extends LeagueSource<YahooLeagueRef> {
  /**
   * The NFL leagues of `season` the account behind `accessToken` is in (`[]` when none, or when
   * Yahoo has not opened that season), each with its roster positions and scoring.
   */
  leaguesOf(accessToken: string, season: number): Promise<YahooLeagueListing[]>;
}

export interface YahooLeagueSourceOptions extends YahooHttpOptions {
  /** `YAHOO_API_URL` (default `https://fantasysports.yahooapis.com/fantasy/v2`). */
  baseUrl?: string;
}

/**
 * Reads leagues from Yahoo's Fantasy API (JSON, `format=json`) with the user's OAuth access token
 * (`Authorization: Bearer`), through the one outside-API client: a league's settings
 * (`/league/{key}/settings`: roster positions, stat modifiers) and its teams with this week's
 * rosters (`/league/{key}/teams/roster`), mapped to the port's terms (`yahoo-slots.ts`,
 * `yahoo-scoring.ts`). Every failure is a `HostError` (`yahoo-http.ts` says which); a 401 is
 * `refused` with status 401, for the caller to renew the token and ask again. League keys are
 * checked before any request.
 * @example
 * const yahoo = createYahooLeagueSource({ baseUrl: config.yahoo.apiUrl });
 * const league = await yahoo.readLeague({ provider: 'yahoo', leagueId: '470.l.100001', accessToken });
 */
export function createYahooLeagueSource(options: YahooLeagueSourceOptions = {}): YahooLeagueSource {
  const baseUrl = (options.baseUrl ?? YAHOO_API_URL).replace(/\/+$/, '');
  const get = fantasyGet(baseUrl, options);

  /** A league's metadata and settings: `/league/{key}/settings`. */
  async function settingsOf(leagueKey: string, accessToken: string) {
    const path = `/league/${leagueKey}/settings?format=json`;
    const { meta, subs } = resourceParts(fantasyContent(await get({ path, accessToken, leagueKey }))?.league);
    const league = parse(ZYahooLeagueMeta, meta, path);
    if (league.league_key !== leagueKey) throw badAnswer(path, `the answer is about ${league.league_key}`);
    if (league.game_code !== undefined && league.game_code !== 'nfl') {
      throw new HostError('yahoo', 'unknown_league', YAHOO_MESSAGES.unknown_league(leagueKey), {
        path,
        cause: new Error(`a ${league.game_code} league, not NFL`),
      });
    }
    return { league, settings: parse(ZYahooSettings, mergedParts(subs.settings), path) };
  }

  return {
    provider: 'yahoo',
    async readLeague(ref) {
      const leagueKey = checkedKey(ref.leagueId);
      const { league, settings } = await settingsOf(leagueKey, ref.accessToken);
      const listing = listingOf(league, settings);
      const path = `/league/${leagueKey}/teams/roster?format=json`;
      const body = await get({ path, accessToken: ref.accessToken, leagueKey });
      const { subs } = resourceParts(fantasyContent(body)?.league);
      if (subs.teams === undefined) throw badAnswer(path, 'no teams in the answer');
      const teams = collectionItems(subs.teams, 'team');
      const players = new Map<string, HostPlayer>();
      const rosters = teams.map((team) => rosterOf(team, listing.rosterPositions, players, path));
      return { ...listing, rosters, players };
    },
    async leaguesOf(accessToken, season) {
      if (!Number.isInteger(season) || season < 2000 || season > 2100)
        throw new RangeError(`season ${season}`);
      const path = `/users;use_login=1/games;game_codes=nfl;seasons=${season}/leagues?format=json`;
      const body = await get({ path, accessToken });
      const users = fantasyContent(body)?.users;
      if (users === undefined) throw badAnswer(path, 'no users in the answer');
      const [user] = collectionItems(users, 'user');
      const games = collectionItems(resourceParts(user).subs.games, 'game').map((game) =>
        resourceParts(game),
      );
      const keys = games
        .filter(({ meta }) => {
          const parsed = parse(ZYahooGame, meta, path);
          return (parsed.code ?? 'nfl') === 'nfl' && parsed.season === season;
        })
        .flatMap(({ subs }) => collectionItems(subs.leagues, 'league'))
        .map((league) => parse(ZYahooLeagueMeta, resourceParts(league).meta, path).league_key);
      const listings = await Promise.all(
        keys.map(async (key) => {
          const { league, settings } = await settingsOf(key, accessToken);
          return listingOf(league, settings);
        }),
      );
      return listings;
    },
  };
}

/** A league key as typed or listed, checked before it goes into a path. */
function checkedKey(leagueKey: string): string {
  const key = leagueKey.trim();
  if (!YAHOO_LEAGUE_KEY.test(key)) {
    throw new HostError('yahoo', 'unknown_league', YAHOO_MESSAGES.unknown_league(leagueKey.slice(0, 40)));
  }
  return key;
}

/** Yahoo's league state in Sleeper's words (`pre_draft`, `drafting`, `in_season`, `complete`). */
function statusOf(league: YahooLeagueMeta): string {
  if (league.is_finished === true) return 'complete';
  if (league.draft_status === 'predraft') return 'pre_draft';
  if (league.draft_status === 'postdraft' || league.draft_status === undefined) return 'in_season';
  return 'drafting';
}

/** A league's facts from its settings answer. */
function listingOf(league: YahooLeagueMeta, settings: YahooSettings): YahooLeagueListing {
  const statNames = new Map(
    (settings.stat_categories?.stats ?? []).map(({ stat }): [number, string] => [
      stat.stat_id,
      stat.name ?? stat.display_name ?? '',
    ]),
  );
  return {
    provider: 'yahoo',
    leagueId: league.league_key,
    name: league.name,
    season: league.season,
    size: league.num_teams,
    status: statusOf(league),
    rosterPositions: rosterPositionsOf(
      settings.roster_positions.map(({ roster_position }) => roster_position),
    ),
    scoring: yahooScoring(
      settings.stat_modifiers?.stats.map(({ stat }) => stat),
      statNames,
    ),
  };
}

/** One team of `/league/{key}/teams/roster` as the port's roster; its players added to `players`. */
function rosterOf(
  team: unknown,
  rosterPositions: readonly string[],
  players: Map<string, HostPlayer>,
  path: string,
): HostRoster {
  const { meta, subs } = resourceParts(team);
  const facts = parse(ZYahooTeamMeta, meta, path);
  if (subs.roster === undefined) throw badAnswer(path, `no roster for team ${facts.team_key}`);
  const [playerList] = collectionItems(subs.roster, 'players');
  const entries = collectionItems(playerList, 'player').map((player) => {
    const parts = resourceParts(player);
    const info = parse(ZYahooPlayerMeta, parts.meta, path);
    const selected = parse(ZYahooSelectedPosition, mergedParts(parts.subs.selected_position), path);
    players.set(info.player_key, hostPlayerOf(info));
    return { playerKey: info.player_key, selectedPosition: selected.position };
  });
  const nickname = facts.managers?.[0]?.manager.nickname?.trim();
  return {
    rosterId: facts.team_id,
    ownerName: nickname && nickname !== '--hidden--' ? nickname : null,
    teamName: facts.name?.trim() || null,
    ...lineupOf(rosterPositions, entries),
  };
}

/** A Yahoo player in the port's terms (position in Sleeper's names, team upper-cased). */
function hostPlayerOf(info: z.infer<typeof ZYahooPlayerMeta>): HostPlayer {
  const position = (info.primary_position ?? info.display_position?.split(',')[0] ?? '').trim().toUpperCase();
  const team = (info.editorial_team_abbr ?? '').trim().toUpperCase();
  return {
    id: info.player_key,
    name: info.name.full,
    position: position === '' ? null : position,
    team: team === '' || team === 'FA' ? null : team,
  };
}

/** `value` read by `schema`, else a `bad_answer` naming what did not fit (for the logs). */
function parse<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badAnswer(path, z.prettifyError(parsed.error));
  return parsed.data;
}

function badAnswer(path: string, why: string): HostError {
  return new HostError('yahoo', 'bad_answer', HOST_MESSAGES.bad_answer('yahoo'), {
    path: path.split('?')[0] ?? path,
    cause: new Error(why),
  });
}
