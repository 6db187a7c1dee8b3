/** Who a verified bearer token speaks for. */
export interface Principal {
  /** The issuer's subject: stable per user and issuer. */
  sub: string;
  /** The verified email, when the token carries one. */
  email: string | undefined;
  /** Roles from the configured roles claim (e.g. ['admin']). */
  roles: string[];
}

/** Verifies bearer tokens: the server's view of the identity provider, whichever it is. */
export interface TokenVerifier {
  /** The principal of a valid token; throws `AppError('UNAUTHENTICATED')` when missing, invalid or expired. */
  verify(token: string): Promise<Principal>;
}
