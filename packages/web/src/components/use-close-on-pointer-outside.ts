import { type RefObject, useEffect } from 'react';

/**
 * While `open`, a pointer pressed anywhere outside `root` calls `close` (a menu or disclosure that
 * a click elsewhere dismisses).
 */
export function useCloseOnPointerOutside(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, close]);
}
