import { createClient, LineupLabError } from '@lineup-lab/sdk';
import { useEffect, useState } from 'react';

/** The API is served by the same origin as the app. */
const client = createClient({ baseUrl: window.location.origin });

export type ServerHealth =
  | { state: 'checking' }
  | { state: 'ok'; version: string }
  | { state: 'unavailable'; message: string };

/** Asks the server for its health once, on mount. */
export function useServerHealth(): ServerHealth {
  const [health, setHealth] = useState<ServerHealth>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    client.session.health({ signal: controller.signal }).then(
      (body) => setHealth({ state: 'ok', version: body.version }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof LineupLabError ? error.message : 'The server could not be reached.';
        setHealth({ state: 'unavailable', message });
      },
    );
    return () => controller.abort();
  }, []);
  return health;
}
