import { HOST_MESSAGES, HostError } from '../../ports/host-error.js';
import type { LeagueSource } from '../../ports/league-source.js';
import { createEspnClient, type EspnClientOptions, type EspnLeagueRef } from './espn-client.js';
import { espnHostLeague } from './espn-league.js';

export type { EspnLeagueRef } from './espn-client.js';

/** How the ESPN adapter reaches ESPN: base URL, fetch, clock, back-off, limiter, size limit. */
export type EspnLeagueSourceOptions = EspnClientOptions;

/**
 * The league-source port's ESPN adapter: one request per league (`espn-client.ts`: settings,
 * teams, members and rosters of one season; `leagueHistory` before 2018; the person's `espn_s2`
 * and `SWID` for a private league), mapped to our terms (`espn-league.ts`: slots in Sleeper's
 * names, scoring as ours with a note per item not applied, starters in slot order, players'
 * facts). Every failure is a `HostError('espn', …)`.
 * @example
 * const espn = createEspnLeagueSource({ baseUrl: config.espn.apiUrl });
 * const league = await espn.readLeague({ provider: 'espn', leagueId: '13579246', season: 2026, cookies: null });
 */
export function createEspnLeagueSource(options: EspnLeagueSourceOptions = {}): LeagueSource<EspnLeagueRef> {
  const client = createEspnClient(options);
  return {
    provider: 'espn',
    async readLeague(ref) {
      const league = await client.league(ref);
      try {
        return espnHostLeague(league, { leagueId: String(league.id), season: ref.season });
      } catch (cause) {
        // The answer fit the shapes yet not our settings (a scoring value our schema refuses).
        throw new HostError('espn', 'bad_answer', HOST_MESSAGES.bad_answer('espn'), { cause });
      }
    },
  };
}
