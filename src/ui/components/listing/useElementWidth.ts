import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content width, kept current as it resizes (window resizes where ResizeObserver is missing). The
 * first width comes from the observer's first report, made after the browser's next layout: read in the effect, it
 * forced a style and layout pass in the task that commits the page (after hydration: the whole page's styles, 5 ms of
 * CPU) and rendered again in that same task.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
