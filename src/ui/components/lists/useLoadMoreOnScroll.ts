import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the returned ref's element (a sentinel after the list) comes within `margin`
 * pixels of the viewport. Without IntersectionObserver (old browsers, jsdom) nothing is observed.
 */
export function useLoadMoreOnScroll<T extends Element>(
  onNearEnd: () => void | Promise<void>,
  enabled: boolean,
  margin = 100,
) {
  const sentinel = useRef<T | null>(null);
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  }, [onNearEnd]);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void callback.current();
      },
      {
        rootMargin: `0px 0px ${margin}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return sentinel;
}
