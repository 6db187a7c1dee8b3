/** Returns the bearer token to send, or nothing to send the request without one. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Gets a new access token after a 401 (a silent refresh with the refresh token): the new token, or
 * nothing (or a rejection) when the session cannot be renewed and the user must sign in again.
 */
export type TokenRefresher = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Wraps `refresh` so that callers arriving while a refresh is in flight share it: five calls
 * answered 401 at once make one refresh, and all five retry with its token. Once it settles, the
 * next 401 starts a new one.
 */
export function sharedRefresh(refresh: TokenRefresher): () => Promise<string | null | undefined> {
  let inFlight: Promise<string | null | undefined> | undefined;
  return () => {
    inFlight ??= Promise.resolve()
      .then(refresh)
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
