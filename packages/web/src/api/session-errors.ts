import { AuthenticationError, PermissionError, UpgradeRequiredError } from '@lineup-lab/sdk';

/** Query or mutation `meta` of a call whose 403 the screen shows itself (the auth test's admin call). */
export interface CallMeta extends Record<string, unknown> {
  shows403?: boolean;
}

/**
 * True for an error that ends the session (spec §8): a 401 that survived the silent refresh, or a
 * 403 — except an upgrade refusal (the screen shows the upgrade panel) and calls whose screen shows
 * the 403 itself.
 */
export function endsSession(error: unknown, meta?: CallMeta): boolean {
  if (error instanceof AuthenticationError) return true;
  if (error instanceof UpgradeRequiredError) return false;
  return error instanceof PermissionError && !meta?.shows403;
}
