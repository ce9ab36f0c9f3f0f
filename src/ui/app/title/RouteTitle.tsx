import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { i18n, loadScreenMessages } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { homeTitle } from './documentTitle';

const HOME_PATH = /^\/(home)?$/;

/**
 * Sets the page's title after each navigation (the browser's tab, history and a screen reader name the page by it),
 * and again, in that language, when the language changes. The home page's title is in the home catalog; the other
 * pages' table comes in its own small file, with the screens' messages, only when another page shows, so the home
 * page's bytes do not grow.
 */
export function RouteTitle() {
  useT();
  const language = i18n.locale;
  const { pathname } = useLocation();
  useEffect(() => {
    if (HOME_PATH.test(pathname)) {
      document.title = homeTitle();
      return;
    }
    let current = true;
    // A table or messages that cannot be fetched (offline) leave the title as it was: nothing else depends on it.
    Promise.all([import('./routeTitles'), loadScreenMessages()]).then(
      ([{ routeTitle }]) => {
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
