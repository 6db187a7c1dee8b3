/** The identity module: the embedded OpenID provider, local accounts, and bearer-token verification. */

export { type AccountRecord, normalizeEmail } from '../../records/account-record.js';
export { rolesFor } from '../../use-cases/accounts/account-rules.js';
export {
  type EnsureAdminAccountInput,
  type EnsureAdminAccountResult,
  ensureAdminAccount,
} from '../../use-cases/accounts/ensure-admin-account.js';
export { type LogInResult, logIn } from '../../use-cases/accounts/log-in.js';
export { type SignUpResult, signUp } from '../../use-cases/accounts/sign-up.js';
export {
  createEmbeddedIdentity,
  type EmbeddedIdentity,
  type EmbeddedIdentityOptions,
} from './embedded-provider.js';
export {
  createIssuerVerifier,
  type IssuerVerifier,
  type IssuerVerifierOptions,
  isLoopbackUrl,
} from './issuer-verifier.js';
export {
  API_SCOPES,
  CLI_CLIENT_ID,
  IDENTITY_TTL,
  OIDC_SCOPES,
  WEB_CLIENT_ID,
} from './provider-configuration.js';
export { createTokenVerifier, rolesFromClaim, type TokenVerifierOptions } from './token-verifier.js';
