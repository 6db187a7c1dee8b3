import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../edit-team/use-debounced-value.js';

/** How long a search box waits after typing before it asks the server (as the player search does). */
const SEARCH_WAIT_MS = 300;

/**
 * A search box's text, and the search it settles on 300 ms after the last keystroke. `onSearch` is
 * called with the trimmed text when it changes (the table then goes back to page 1); `current` is the
 * search the table holds now (kept across tab switches).
 */
export function useSearch(
  current: string,
  onSearch: (search: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text.trim(), SEARCH_WAIT_MS);
  const latest = useRef({ current, onSearch });
  latest.current = { current, onSearch };
  useEffect(() => {
    if (settled !== latest.current.current) latest.current.onSearch(settled);
  }, [settled]);
  return [text, setText];
}
