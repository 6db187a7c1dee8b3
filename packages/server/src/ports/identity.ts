/** Who a verified bearer token speaks for. */
export interface Principal {
  /** The issuer's subject: stable per user and issuer. */
  sub: string;
  /** The verified email, when the token carries one. */
  email: string | undefined;
  /**
   * The token's `email_verified` claim when it carries a boolean one; absent otherwise. An email its
   * issuer says is unverified (`false`) never makes its holder the administrator.
   */
  emailVerified?: boolean;
  /** Roles from the configured roles claim (e.g. ['admin']). */
  roles: string[];
}

/** Verifies bearer tokens: the server's view of the identity provider, whichever it is. */
export interface TokenVerifier {
  /** The principal of a valid token; throws `AppError('UNAUTHENTICATED')` when missing, invalid or expired. */
  verify(token: string): Promise<Principal>;
}
