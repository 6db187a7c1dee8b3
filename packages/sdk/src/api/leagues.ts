import type { RequestOptions } from '../request.js';
import type { Call, RouteBody, RouteOutput, RouteParams, RouteQuery } from '../route-types.js';

type SleeperLeagueId = RouteParams<'sleeperRosters'>['leagueId'];

/** League import from Sleeper (spec §7 "Billing, import and contact"). */
export interface SleeperImportApi {
  /** `GET /api/import/sleeper/leagues`: a Sleeper user's NFL leagues of the season under way. */
  leagues(
    query: RouteQuery<'sleeperLeagues'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'sleeperLeagues'>>;
  /** `GET /api/import/sleeper/leagues/:leagueId/rosters`: the league's teams, by owner. */
  rosters(leagueId: SleeperLeagueId, options?: RequestOptions): Promise<RouteOutput<'sleeperRosters'>>;
  /** `POST /api/import/sleeper/preview`: what importing the roster would make; nothing is saved. */
  preview(
    body: RouteBody<'previewSleeperImport'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'previewSleeperImport'>>;
  /** `POST /api/import/sleeper`: imports the roster as a new team with the league's scoring. */
  import(
    body: RouteBody<'importSleeperLeague'>,
    options?: RequestOptions,
  ): Promise<RouteOutput<'importSleeperLeague'>>;
}

/** Imported leagues, and importing them. */
export interface LeaguesApi {
  /** `GET /api/import/leagues`: the caller's imported leagues, newest first, with their last sync. */
  list(options?: RequestOptions): Promise<RouteOutput<'importLeagues'>>;
  /** `POST /api/import/leagues/:id/sync`: refreshes the league's roster (adds, drops, keeps lineup choices). */
  sync(id: RouteParams<'syncLeague'>['id'], options?: RequestOptions): Promise<RouteOutput<'syncLeague'>>;
  readonly sleeper: SleeperImportApi;
}

/** The leagues group, bound to a client's `call`. */
export function leaguesApi(call: Call): LeaguesApi {
  return {
    list: (options) => call('importLeagues', {}, options),
    sync: (id, options) => call('syncLeague', { params: { id } }, options),
    sleeper: {
      leagues: (query, options) => call('sleeperLeagues', { query }, options),
      rosters: (leagueId, options) => call('sleeperRosters', { params: { leagueId } }, options),
      preview: (body, options) => call('previewSleeperImport', { body }, options),
      import: (body, options) => call('importSleeperLeague', { body }, options),
    },
  };
}
