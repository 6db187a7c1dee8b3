import { SESSION_HEALTH_INTERVAL_MS } from '@lineup-lab/core';
import { useEffect } from 'react';
import { startSignIn } from './actions.js';
import { clearSession } from './session-store.js';

/**
 * While signed in, asks the server every 5 minutes whether the session is still good (spec §4). A
 * token the server no longer accepts gets one silent refresh; if that fails, the session is cleared
 * and the user is sent to sign in, back to the same page. Network trouble is ignored (next tick).
 */
export function useSessionHealth(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setInterval(async () => {
      try {
        // Loaded when first needed: the layout (every page, the landing page too) ships without the SDK.
        const { api } = await import('../api/client.js');
        const health = await api.session.health();
        if (health.authenticated) return;
        const renewed = await (await import('./oidc.js')).refreshSession();
        if (renewed) return;
        clearSession();
        await startSignIn(window.location.pathname + window.location.search);
      } catch {
        // The server could not be reached: try again at the next check.
      }
    }, SESSION_HEALTH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);
}
