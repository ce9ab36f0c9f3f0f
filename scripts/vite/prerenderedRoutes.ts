/** The list of prerendered pages the build writes next to them, for the server. */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** A route pattern of the app (`/help`, `/foods/item-card/:restaurantId`, `*`) and its page in the build. */
export interface PrerenderedRoute {
  pattern: string;
  file: string;
  /** The route pattern this page is one instance of (a page prerendered with data, e.g. one restaurant's menu). */
  of?: string;
  /** Drawn for a signed-in customer (a page only customers use): a signed-out visitor's first screen differs. */
  signedIn?: true;
  /** The language the page is in, when not English (its file is in a folder of that language's code). */
  language?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which prerendered page answers a path, matched as the app's router does (case-insensitive, a trailing slash
 * allowed, a route without parameters before one with them). A path that names a file (a dot in its last
 * segment: /robots.txt, /assets/…) gets no page; any other path gets the not-found page.
 */
export function matchPrerenderedRoutes(routes: PrerenderedRoute[]): (pathname: string) => string | null {
  const exact = new Map(
    routes
      .filter((route) => !route.pattern.includes(':') && route.pattern !== '*')
      .map((route) => [route.pattern.toLowerCase(), route.file]),
  );
  const withParams = routes
    .filter((route) => route.pattern.includes(':'))
    .map((route) => ({
      pattern: new RegExp(
        `^${route.pattern
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
          .join('/')}/?$`,
        'i',
      ),
      file: route.file,
    }));
  const notFound = routes.find((route) => route.pattern === '*')?.file ?? null;
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const exactFile = exact.get(path.toLowerCase());
    if (exactFile) return exactFile;
    const withParam = withParams.find((route) => route.pattern.test(path));
    if (withParam) return withParam.file;
    return /\.[^/]*$/.test(path) ? null : notFound;
  };
}
