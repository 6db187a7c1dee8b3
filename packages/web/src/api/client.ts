import { createClient } from '@lineup-lab/sdk';
import { readSession } from '../auth/session-store.js';
import { API_BASE_URL } from './api-base-url.js';

/**
 * The app's one SDK client: the API is served from the app's own origin. Every call carries the
 * stored access token; a 401 triggers one silent refresh (shared by calls answered 401 together)
 * and the call is retried once with the new token. Network failures of reads are retried twice,
 * after 1 s then 2 s (spec §4), by the SDK. The landing page and the entry chunk import it only
 * when a call is made (`import()`), so that they ship without the SDK and core's schemas.
 */
export const api = createClient({
  baseUrl: API_BASE_URL,
  getToken: () => readSession()?.tokens.accessToken,
  refreshToken: async () => (await import('../auth/oidc.js')).refreshSession(),
});
