/**
 * The secret-box port: how credentials of outside accounts (ESPN's cookies, Yahoo's tokens) are
 * kept at rest. `seal` encrypts with the server's key (authenticated: a changed byte fails to
 * open); `open` gives the text back. A sealed secret is plain JSON, stored and backed up as it is,
 * and useless without the key. Sealed values are never answered by a call nor logged.
 */
export interface SealedSecret {
  /** The scheme, so that keys and ciphers can be rotated (`aes-256-gcm:1`). */
  readonly v: string;
  /** Base64 of the nonce, the ciphertext and the tag. */
  readonly iv: string;
  readonly data: string;
  readonly tag: string;
}

export interface SecretBox {
  /**
   * Whether secrets can be kept: false in production without a configured key, where every call
   * that would store one is refused (503) rather than storing it with a key beside the data.
   */
  readonly available: boolean;
  /** `context` binds the secret to its owner and use (`espn:<leagueId>`): opened elsewhere, it fails. */
  seal(plain: string, context: string): SealedSecret;
  /** Throws when the secret was changed, sealed for another context, or with another key. */
  open(sealed: SealedSecret, context: string): string;
}
