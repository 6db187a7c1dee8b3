import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { AppError } from '../../../errors/app-error.js';
import type { SealedSecret, SecretBox } from '../../../ports/secret-box.js';
import type { YahooTokenSecret } from '../../../records/yahoo-connection-record.js';
import { YAHOO_ACCOUNT_MESSAGES, type YahooAuthorizer, type YahooDeps } from './yahoo-deps.js';

/** The secret-box context of a user's Yahoo tokens: sealed for one user, they open for no other. */
const tokensContext = (ownerId: string) => `yahoo:${ownerId}`;

/** The secret-box context of the PKCE verifier of a user's connection under way. */
export const verifierContext = (ownerId: string) => `yahoo-pkce:${ownerId}`;

/** The tokens as stored: one sealed JSON document. */
export function sealTokens(secrets: SecretBox, ownerId: string, tokens: YahooTokenSecret): SealedSecret {
  const { accessToken, refreshToken, yahooGuid } = tokens;
  return secrets.seal(JSON.stringify({ accessToken, refreshToken, yahooGuid }), tokensContext(ownerId));
}

/** The stored tokens opened (throws when they were changed or sealed for someone else). */
export function openTokens(secrets: SecretBox, ownerId: string, sealed: SealedSecret): YahooTokenSecret {
  const opened = JSON.parse(secrets.open(sealed, tokensContext(ownerId))) as Partial<YahooTokenSecret>;
  if (typeof opened.accessToken !== 'string' || typeof opened.refreshToken !== 'string') {
    throw new Error('The stored Yahoo tokens are not in the expected form');
  }
  return {
    accessToken: opened.accessToken,
    refreshToken: opened.refreshToken,
    yahooGuid: opened.yahooGuid ?? null,
  };
}

/** The operator's Yahoo app, else 503 "Yahoo import is not set up on this server." */
export function requireOAuth(deps: YahooDeps): YahooAuthorizer {
  if (deps.oauth === null) throw new AppError('UNAVAILABLE', IMPORT_MESSAGES.yahooNotConfigured);
  return deps.oauth;
}

/** Refuses (503) when tokens could not be sealed or opened: no key is configured. */
export function requireSecrets(deps: YahooDeps): void {
  if (!deps.secrets.available) throw new AppError('UNAVAILABLE', YAHOO_ACCOUNT_MESSAGES.noSecretKey);
}
