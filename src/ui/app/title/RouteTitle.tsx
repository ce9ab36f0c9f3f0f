import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HOME_TITLE } from './documentTitle';

/** The home page's paths: their title is the brand's, so showing them loads no table. */
const HOME_PATHS = new Set(['/', '/home']);

/**
 * Sets the page's title after each navigation (the browser's tab, history and a screen reader name the page by it).
 * The table comes in its own small chunk when another page is shown, so the home page's bytes do not grow.
 */
export function RouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (HOME_PATHS.has(pathname)) {
      document.title = HOME_TITLE;
      return;
    }
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
