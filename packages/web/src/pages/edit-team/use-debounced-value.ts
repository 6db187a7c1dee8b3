import { useEffect, useState } from 'react';

/**
 * `value` as it was once it stopped changing for `ms` milliseconds. The first render answers the
 * value at once (nothing to wait for); every later change restarts the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
