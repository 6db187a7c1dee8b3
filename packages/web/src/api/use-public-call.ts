import { useCallback, useEffect, useRef, useState } from 'react';

/** A public read's state, named as React Query names it. */
export interface PublicRead<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * One public read on mount (the landing page's plans and showcase): the landing page ships without
 * React Query to stay within its JS budget, and its reads need no cache, no session handling and no
 * refetching. The SDK still retries network failures. Abandoned when the component unmounts.
 */
export function usePublicRead<T>(read: (signal: AbortSignal) => Promise<T>, enabled = true): PublicRead<T> {
  const [state, setState] = useState<PublicRead<T>>({ data: undefined, isPending: enabled, isError: false });
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    readRef.current(controller.signal).then(
      (data) => setState({ data, isPending: false, isError: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: undefined, isPending: false, isError: true });
      },
    );
    return () => controller.abort();
  }, [enabled]);
  return state;
}

/** A public action's state (the waitlist sign-up), named as React Query's mutations name it. */
export interface PublicAction<A> {
  mutate: (argument: A) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A public action: one call at a time, its pending and error state, `onSuccess` with its answer. */
export function usePublicAction<A, T>(
  act: (argument: A) => Promise<T>,
  onSuccess: (answer: T) => void,
): PublicAction<A> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: undefined,
  });
  const latest = useRef({ act, onSuccess });
  latest.current = { act, onSuccess };
  const mutate = useCallback((argument: A) => {
    setState({ isPending: true, error: undefined });
    latest.current.act(argument).then(
      (answer) => {
        setState({ isPending: false, error: undefined });
        latest.current.onSuccess(answer);
      },
      (error: unknown) => setState({ isPending: false, error }),
    );
  }, []);
  return { mutate, isPending: state.isPending, isError: state.error !== undefined, error: state.error };
}
