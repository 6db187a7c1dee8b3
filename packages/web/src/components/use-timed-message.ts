import { SUCCESS_MESSAGE_MS } from '@lineup-lab/core';
import { useCallback, useEffect, useState } from 'react';

/** A message that vanishes on its own after `ms` (success messages: 3 s, spec §9). */
export function useTimedMessage(ms: number = SUCCESS_MESSAGE_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  return [message, useCallback((next: string) => setMessage(next), [])];
}
