import type { EspnCookies } from '@lineup-lab/core';
import { AppError } from '../../errors/app-error.js';
import type { SealedSecret } from '../../ports/secret-box.js';
import type { ImportContext } from './import-context.js';

/** Said when a private league's cookies would be stored on a server without a secret key. */
export const NO_SECRET_KEY =
  'This server cannot keep private-league cookies (no LINEUP_SECRET_KEY is configured)';

/** What a private ESPN league's cookies are sealed for: that league record, and nothing else. */
const contextOf = (leagueRecordId: string) => `espn:${leagueRecordId}`;

/**
 * A private ESPN league's cookies sealed for its league record (`SecretBox`, context
 * `espn:<record id>`): what the record keeps as `credentials`. Refused (503) on a server that
 * cannot keep secrets (production without LINEUP_SECRET_KEY), before anything is stored.
 */
export function sealEspnCookies(
  ctx: ImportContext,
  leagueRecordId: string,
  cookies: EspnCookies,
): SealedSecret {
  if (!ctx.secrets.available) throw new AppError('UNAVAILABLE', NO_SECRET_KEY);
  return ctx.secrets.seal(
    JSON.stringify({ espnS2: cookies.espnS2, swid: cookies.swid }),
    contextOf(leagueRecordId),
  );
}

/**
 * The cookies a league record keeps, opened. When they cannot be (the server's key changed, or
 * the record was altered), a 403 asks for them again: they are never guessed at nor logged.
 */
export function openEspnCookies(
  ctx: ImportContext,
  record: { _id: string; credentials: SealedSecret },
): EspnCookies {
  try {
    const opened = JSON.parse(
      ctx.secrets.open(record.credentials, contextOf(record._id)),
    ) as Partial<EspnCookies>;
    if (typeof opened.espnS2 === 'string' && typeof opened.swid === 'string') {
      return { espnS2: opened.espnS2, swid: opened.swid };
    }
  } catch {
    // Falls through to the refusal: the reason (a wrong key, a changed byte) is not the user's to fix.
  }
  throw new AppError(
    'FORBIDDEN',
    "This ESPN league's saved cookies can no longer be read; enter espn_s2 and SWID again.",
  );
}
