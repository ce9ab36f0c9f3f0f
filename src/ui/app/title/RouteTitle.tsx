import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Sets the page's title after each navigation (the browser's tab, history and a screen reader name the page by it).
 * The table comes in its own small chunk, so the first page's bytes do not grow.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void import('./routeTitles').then(({ routeTitle }) => {
      const title = routeTitle(pathname);
      if (current && title !== null) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
