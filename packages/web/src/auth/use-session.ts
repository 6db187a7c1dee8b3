import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from './session-store.js';

/** The stored session (re-renders when it changes, in this tab or another), or `null`. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
