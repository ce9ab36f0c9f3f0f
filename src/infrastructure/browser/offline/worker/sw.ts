/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest, into dist/sw.js): Workbox precaches the shell
 * (the prerendered English pages, every script, style, font and icon of this build, the demo's data) and answers each
 * navigation with its route's prerendered page, in the visitor's language once seen in it, so the app opens without a
 * network; dish pictures are kept as they are seen, up to a cap. Nothing else is answered: API calls go to the
 * network untouched (workerRules.ts).
 *
 * A new version waits until the customer presses Reload (the page sends SKIP_WAITING): until then every open page
 * keeps this version's files. Firebase's messaging worker keeps its own scope (src/infrastructure/push).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { matchPrerenderedRoutes, type PrerenderedRoute } from '../../../../../scripts/vite/prerenderedRoutes';
import { PAGE_LANGUAGE_COOKIE } from '../../../../domain/language/language';
import { LANGUAGE_PAGES_CACHE, PICTURES_CACHE, PICTURES_CACHE_MAX_ENTRIES } from '../cacheNames';
import { cookieLanguage, isSeenPicture, languagePageUrl, navigationPage, pageScripts } from './workerRules';

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'activate', listener: (event: Event) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

// Written out as `self.__WB_MANIFEST`: the build replaces exactly that text with this version's file list. Its route
// (each precached file by its URL, also /help for help.html) is registered after the navigation route below, which
// must choose a page's language first.
precache((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once (there is no older version it could clash with), so the rest of this
// first visit already loads from the cache; an update activates only through SKIP_WAITING.
clientsClaim();

/**
 * The build's routes (its list of prerendered pages, precached with it), read once. Only the routes' own English pages
 * are precached (scripts/vite/appWorker.ts), not those prerendered with one instance's data (a restaurant's menu is
 * answered with the menu route's page, which the app fills as it does for any restaurant) nor those in another
 * language (the page's language script has the app draw the English page in the visitor's language).
 */
const isRoutePage = (route: unknown): route is PrerenderedRoute => {
  const { pattern, file, of, language } = (route ?? {}) as Partial<Record<keyof PrerenderedRoute, unknown>>;
  return typeof pattern === 'string' && typeof file === 'string' && of === undefined && language === undefined;
};
/** The build's routes: the matcher of their English pages, and the languages the pages are also prerendered in. */
interface BuildPages {
  pageFor: (pathname: string) => string | null;
  languages: string[];
}
let routes: Promise<BuildPages> | undefined;
const buildPages = () =>
  (routes ??= (async () => {
    const list = await matchPrecache('/prerendered-pages.json');
    const all: unknown = list ? await list.json() : [];
    const entries: unknown[] = Array.isArray(all) ? all : [];
    const languages = entries.flatMap((route) => {
      const { language } = (route ?? {}) as { language?: unknown };
      return typeof language === 'string' ? [language] : [];
    });
    return { pageFor: matchPrerenderedRoutes(entries.filter(isRoutePage)), languages: [...new Set(languages)] };
  })());

/** A worker's event that keeps the worker alive until a promise settles (ExtendableEvent). */
interface LongerEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface CookieStoreScope {
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> };
}

/** The language the app last spoke on this device (its cookie), where the browser lets a worker read cookies. */
async function deviceLanguage(languages: readonly string[]): Promise<string | null> {
  try {
    const cookie = await (self as unknown as CookieStoreScope).cookieStore?.get(PAGE_LANGUAGE_COOKIE);
    return cookieLanguage(cookie?.value, languages);
  } catch {
    return null;
  }
}

/**
 * Keeps a page in the visitor's language once fetched, if it is this version's (every script it loads is in this
 * version's precache: a page of a newer deploy would not open offline).
 */
async function keepLanguagePage(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const scripts = pageScripts(await response.clone().text());
  const precached = await Promise.all(scripts.map((script) => matchPrecache(script)));
  if (scripts.length === 0 || precached.some((file) => !file)) return;
  await (await caches.open(LANGUAGE_PAGES_CACHE)).put(url, response);
}

/**
 * A navigation is answered with its route's page from the cache: in the visitor's language once that page has been
 * seen, else the English page (its language script has the app draw it in the visitor's language) while the page in
 * their language is fetched for next time. Offline, a page never seen in their language opens as that English page.
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const { pageFor, languages } = await buildPages();
    const page = navigationPage(request, origin, pageFor);
    const english = page ? await matchPrecache(`/${page}`) : undefined;
    if (!page || !english) return (await matchPrecache(request.url)) ?? fetch(request);
    const code = await deviceLanguage(languages);
    if (!code) return english;
    const url = languagePageUrl(code, page);
    const kept = await caches.match(url, { cacheName: LANGUAGE_PAGES_CACHE });
    if (kept) return kept;
    (event as unknown as LongerEvent).waitUntil(keepLanguagePage(url).catch(() => undefined));
    return english;
  },
);

addRoute();

// A new version's pages replace the old ones as they are seen again.
worker.addEventListener('activate', (event) => {
  (event as unknown as LongerEvent).waitUntil(caches.delete(LANGUAGE_PAGES_CACHE));
});

registerRoute(
  ({ request }) => isSeenPicture(request, origin),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: PICTURES_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
