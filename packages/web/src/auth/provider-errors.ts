/**
 * Identity-provider errors the app swallows (spec §8): login_required, consent_required, generic
 * provider errors and messages that mention the provider are logged, never shown.
 */
const SILENT_CODES = new Set(['login_required', 'consent_required', 'interaction_required']);

/** True for an error the spec says to swallow. */
export function isProviderError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { error: code, name, message } = error as { error?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && SILENT_CODES.has(code)) return true;
  if (name === 'ResponseBodyError' || name === 'AuthorizationResponseError' || name === 'ClientError')
    return true;
  return (
    typeof message === 'string' &&
    /\b(oauth|oidc|openid|identity provider|authori[sz]ation server)\b/i.test(message)
  );
}

/** Logs an identity-provider error (the spec's "swallowed silently, logged only"). */
export function logProviderError(error: unknown): void {
  console.warn('[sign-in]', error);
}
