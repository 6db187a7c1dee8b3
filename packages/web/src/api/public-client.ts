import { createClient } from '@lineup-lab/sdk';

/**
 * Where the API is served: the app's own origin. Prerendering (scripts/build.ts, in Node) renders
 * without calling, so any absolute URL does there.
 */
export const API_BASE_URL: string =
  typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin;

/**
 * An SDK client without a session, for the calls sign-in itself needs before there is one (the
 * issuer's settings, `GET /api/auth/config`). Kept apart from client.ts's `api`, whose 401 refresh
 * goes through auth/oidc.ts: sign-in using `api` would make the two modules import each other.
 * client.ts takes `API_BASE_URL` from here, so this module is in the entry chunk; auth/oidc.ts
 * imports it when it needs it (see there why not statically).
 */
export const publicApi = createClient({ baseUrl: API_BASE_URL });
