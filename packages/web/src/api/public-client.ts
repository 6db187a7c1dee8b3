import { createClient } from '@lineup-lab/sdk';
import { API_BASE_URL } from './api-base-url.js';

/**
 * An SDK client without a session, for the calls sign-in itself needs before there is one (the
 * issuer's settings, `GET /api/auth/config`). Kept apart from client.ts's `api`, whose 401 refresh
 * goes through auth/oidc.ts: sign-in using `api` would make the two modules import each other.
 * auth/oidc.ts imports it when it needs it.
 */
export const publicApi = createClient({ baseUrl: API_BASE_URL });
