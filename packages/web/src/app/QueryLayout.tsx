import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { createQueryClient } from './query-client.js';

let goHome = () => window.location.assign('/');
const queryClient = createQueryClient(() => {
  queryClient.clear();
  goHome();
});

/**
 * Server state for the screens that read and change it (React Query), loaded with the first of
 * them: the public landing page does without it and ships that much less. A session-ending error
 * (spec §8) clears the cache and goes to `/` inside the app.
 */
export default function QueryLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    goHome = () => navigate('/', { replace: true });
  }, [navigate]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
