import type { EspnCookies, LeaguesResponse } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import { COLLECTIONS } from '../../ports/collections.js';
import { HOST_NAMES } from '../../ports/host-error.js';
import { listLeagues } from '../leagues/list-leagues.js';
import { espnCookiesOf } from './espn-cookies.js';
import { NO_SECRET_KEY, sealEspnCookies } from './espn-credentials.js';
import { hostCall, type ImportContext } from './import-context.js';
import { readHostLeague } from './read-host-league.js';

/**
 * `PUT /api/import/leagues/:id/credentials`: new `espn_s2` and `SWID` cookies for an imported ESPN
 * league (ESPN's expire, or the league went private), checked by reading the league with them
 * first; only then are they sealed in its record in place of the old ones. Another user's league
 * is 404, a league of another host 400, a server that cannot keep secrets 503; ESPN refusing the
 * cookies is 403 and the old ones stay. Answers the caller's leagues (never the cookies).
 */
export async function setLeagueCredentials(
  ctx: ImportContext,
  input: { ownerId: string; id: string; cookies: EspnCookies },
): Promise<LeaguesResponse> {
  const leagues = COLLECTIONS.leagues.of(ctx.store);
  const league = await leagues.findOne({ _id: input.id, ownerId: input.ownerId });
  if (!league) throw new AppError('NOT_FOUND', 'League not found');
  if (league.provider !== 'espn') {
    throw new AppError(
      'VALIDATION_FAILED',
      `Only an ESPN league has cookies to replace; this league is from ${HOST_NAMES[league.provider]}.`,
    );
  }
  if (!ctx.secrets.available) throw new AppError('UNAVAILABLE', NO_SECRET_KEY);
  const cookies = espnCookiesOf(input.cookies);
  await hostCall(ctx, input.ownerId, () =>
    readHostLeague(ctx, input.ownerId, {
      provider: 'espn',
      leagueId: league.providerLeagueId,
      season: league.season,
      cookies,
    }),
  );
  await leagues.updateOne(
    { _id: league._id },
    { $set: { credentials: sealEspnCookies(ctx, league._id, cookies) } },
  );
  return { leagues: await listLeagues(ctx, input.ownerId) };
}
