import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { i18n } from '../../i18n/i18n';

/**
 * Sets the page's title after each navigation (the browser's tab, history and a screen reader name the page by it).
 * The home page's HTML already has its title; the table comes in its own small file only when another page shows,
 * so the home page's bytes do not grow. A change of language writes the title again, in that language.
 */
export function RouteTitle() {
  useT();
  const language = i18n.locale;
  const { pathname } = useLocation();
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && /^\/(home)?$/.test(pathname)) return;
    navigated.current = true;
    let current = true;
    // A table that cannot be fetched (offline) leaves the title as it was: nothing else depends on it.
    import('./routeTitles').then(
      ({ routeTitle }) => {
        const title = routeTitle(pathname);
        if (current && title !== null) document.title = title;
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, language]);
  return null;
}
