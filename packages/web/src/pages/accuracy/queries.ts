import type { AccuracyResponse } from '@lineup-lab/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { queryKeys } from '../../api/query-keys.js';

/** `GET /api/accuracy`: the active model's stored back-tests (public; the same for every visitor). */
export function useAccuracy() {
  return useQuery({
    queryKey: queryKeys.accuracy,
    queryFn: ({ signal }): Promise<AccuracyResponse> => api.ml.accuracy({ signal }),
  });
}
