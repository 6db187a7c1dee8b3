import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * This year for the footer's copyright line. `null` in prerendered HTML and while hydrating it (the
 * HTML may have been built in another year); the visitor's year follows right after.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => null,
  );
}
