/** The identity module: the embedded OpenID provider, local accounts, and bearer-token verification. */

export { type AccountRecord, normalizeEmail } from './account-record.js';
export { rolesFor } from './account-rules.js';
export {
  createEmbeddedIdentity,
  type EmbeddedIdentity,
  type EmbeddedIdentityOptions,
} from './embedded-provider.js';
export {
  type EnsureAdminAccountInput,
  type EnsureAdminAccountResult,
  ensureAdminAccount,
} from './ensure-admin-account.js';
export {
  createIssuerVerifier,
  type IssuerVerifier,
  type IssuerVerifierOptions,
  isLoopbackUrl,
} from './issuer-verifier.js';
export { type LogInResult, logIn } from './log-in.js';
export {
  API_SCOPES,
  CLI_CLIENT_ID,
  IDENTITY_TTL,
  OIDC_SCOPES,
  WEB_CLIENT_ID,
} from './provider-configuration.js';
export { type SignUpResult, signUp } from './sign-up.js';
export { createTokenVerifier, rolesFromClaim, type TokenVerifierOptions } from './token-verifier.js';
