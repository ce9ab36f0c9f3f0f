/**
 * What the app's service worker answers, as pure rules (tested without a worker). Only same-origin GETs of the app's
 * own files and pages are ever answered from a cache: an API call, a sign-in, an OTP or a payment redirect goes to the
 * network untouched and is never stored, whatever its origin.
 */
export interface RequestFacts {
  method: string;
  /** What the request is for: 'image', 'document', 'script'… (Request.destination). */
  destination: string;
  mode: string;
  url: string;
}

const API_PATH = /^\/api(\/|$)/;

const sameOriginGet = (request: RequestFacts, origin: string) => {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  return url.origin === origin && !API_PATH.test(url.pathname) ? url : null;
};

/** A bundled picture (the demo's dishes and restaurants, under /assets/): kept once seen, for offline menus. */
export function isSeenPicture(request: RequestFacts, origin: string): boolean {
  const url = sameOriginGet(request, origin);
  return url !== null && request.destination === 'image' && url.pathname.startsWith('/assets/');
}

/**
 * The precached page that answers a navigation (the prerendered page of its route, the not-found page for an unknown
 * path), or null to leave it to the network. `pageFor` is the build's route matcher.
 */
export function navigationPage(
  request: RequestFacts,
  origin: string,
  pageFor: (pathname: string) => string | null,
): string | null {
  if (request.mode !== 'navigate') return null;
  const url = sameOriginGet(request, origin);
  return url ? pageFor(url.pathname) : null;
}

/** The same page prerendered in another language (scripts/vite/prerenderPages.ts puts it in the language's folder). */
export const languagePageUrl = (code: string, page: string): string => `/${code}/${page}`;

/**
 * The app's scripts a page names (its starter's `src` and the files it lists to load): a page kept offline must find
 * each of them in this version.
 */
export const pageScripts = (html: string): string[] => [
  ...new Set([...html.matchAll(/(?<=["\s])\/assets\/[\w.-]+\.js(?=["\s])/g)].map((match) => match[0])),
];

/** The language a cookie header value names, when it is one the pages are prerendered in. */
export function cookieLanguage(value: string | null | undefined, languages: readonly string[]): string | null {
  return typeof value === 'string' && languages.includes(value) ? value : null;
}
