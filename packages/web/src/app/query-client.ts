import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type CallMeta, endsSession } from '../api/session-errors.js';
import { clearSession } from '../auth/session-store.js';

/**
 * React Query for every server read. The SDK already retries network failures (1 s, then 2 s), so
 * queries do not retry again. A 401 that survived the refresh, or a 403 (spec §8), clears the
 * stored session and sends the user to `/`.
 */
export function createQueryClient(goHome: () => void): QueryClient {
  const onError = (error: unknown, meta?: CallMeta) => {
    if (!endsSession(error, meta)) return;
    clearSession();
    goHome();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      // Four positional parameters: React Query's own callback signature, not ours to reshape.
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
