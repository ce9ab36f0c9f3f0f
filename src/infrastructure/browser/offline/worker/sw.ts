/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest, into dist/sw.js): Workbox precaches the shell
 * (the prerendered pages, every script, style, font and icon of this build, the demo's data) and answers each
 * navigation with its route's prerendered page, so the app opens without a network; dish pictures are kept as they
 * are seen, up to a cap. Nothing else is answered: API calls go to the network untouched (workerRules.ts).
 *
 * A new version waits until the customer presses Reload (the page sends SKIP_WAITING): until then every open page
 * keeps this version's files. Firebase's messaging worker keeps its own scope (src/infrastructure/push).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { matchPrerenderedRoutes, type PrerenderedRoute } from '../../../../../scripts/vite/prerenderedRoutes';
import { PICTURES_CACHE, PICTURES_CACHE_MAX_ENTRIES } from '../cacheNames';
import { isSeenPicture, navigationPage } from './workerRules';

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

// Written out as `self.__WB_MANIFEST`: the build replaces exactly that text with this version's file list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
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
let routes: Promise<(pathname: string) => string | null> | undefined;
const pageMatcher = () =>
  (routes ??= (async () => {
    const list = await matchPrecache('/prerendered-pages.json');
    const all: unknown = list ? await list.json() : [];
    return matchPrerenderedRoutes(Array.isArray(all) ? all.filter(isRoutePage) : []);
  })());

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    const page = navigationPage(request, origin, await pageMatcher());
    const cached = page ? await matchPrecache(`/${page}`) : undefined;
    return cached ?? fetch(request);
  },
);

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
