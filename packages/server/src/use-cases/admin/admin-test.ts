import type { AdminTestResponse } from '@lineup-lab/core';
import type { Clock } from '../../ports/clock.js';
import type { Principal } from '../../ports/identity.js';

/**
 * `GET /api/admin/test`: proves the caller got through the admin check (the route refuses anyone
 * else with 403 before this runs) and echoes who the server thinks they are.
 */
export function adminTest(principal: Principal, clock: Clock): AdminTestResponse {
  return {
    ok: true,
    message: 'Admin access confirmed',
    user: { sub: principal.sub, email: principal.email ?? null, roles: principal.roles },
    time: clock.now().toISOString(),
  };
}
