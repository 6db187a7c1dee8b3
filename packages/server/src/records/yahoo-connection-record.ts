import type { SealedSecret } from '../ports/secret-box.js';

/**
 * A user's Yahoo account connection (collection `yahoo_connections`, one per user: `_id` is the
 * user's id, `ownerId` unique): the OAuth tokens, sealed, and a connection under way.
 *
 * Nothing here is a secret in clear: the tokens are one `SealedSecret` (context `yahoo:<ownerId>`)
 * of `YahooTokenSecret` as JSON; the PKCE verifier of a connection under way is sealed too
 * (context `yahoo-pkce:<ownerId>`), and its `state` is kept only as a SHA-256 hash, so someone
 * reading the store (or a backup) can neither call Yahoo as the user nor finish their connection.
 * Deleting the user deletes the record (`deleteMany({ ownerId })`).
 */
export interface YahooConnectionRecord {
  _id: string;
  ownerId: string;
  /** The sealed tokens; absent until a connection has completed. */
  tokens?: SealedSecret;
  /** When the access token expires (ISO, the server's clock): read to refresh without opening the tokens. */
  accessExpiresAt?: string;
  /** Raised with every write of `tokens`: a refresh that lost a race to another reads the winner's. */
  tokenVersion?: number;
  /**
   * Set while one process refreshes the tokens (ISO: when its claim lapses): the others wait for
   * its new tokens rather than spend the refresh token too (Yahoo rotates it).
   */
  refreshingUntil?: string;
  /** When the account was (last) connected (ISO). */
  connectedAt?: string;
  /** Base64url SHA-256 of the `state` of the connection under way (single use: removed when used). */
  pendingStateHash?: string;
  /** The connection under way: its sealed PKCE verifier and when it stops being accepted (ISO). */
  pending?: { verifier: SealedSecret; expiresAt: string };
  updatedAt: string;
}

/** What `YahooConnectionRecord.tokens` holds once opened. */
export interface YahooTokenSecret {
  accessToken: string;
  refreshToken: string;
  yahooGuid: string | null;
}
