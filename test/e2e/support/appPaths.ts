import { readFileSync } from 'node:fs';
import { PRERENDERED_PAGES_FILE, type PrerenderedRoute } from '../../../scripts/vite/prerenderedRoutes';

/** Values for route parameters: the restaurant and address of the demo data (Aarav Sharma's), an order id. */
const SAMPLE_PARAMS: Record<string, string> = { restaurantId: '2', id: '1', orderId: 'RB100001' };

/** A route of the app as a path to open, and whether the build drew its page for a signed-in customer. */
export interface AppPage {
  path: string;
  signedIn: boolean;
}

/** Every page the build prerendered (dist/prerendered-pages.json), with its file under dist/. */
export const prerenderedRoutes = (): PrerenderedRoute[] =>
  JSON.parse(readFileSync(`dist/${PRERENDERED_PAGES_FILE}`, 'utf8')) as PrerenderedRoute[];

/**
 * Every route of the app: the build lists each route it prerendered in dist/prerendered-pages.json (the e2e server
 * serves dist/), so a new route is checked without editing tests.
 */
export function appPages(): AppPage[] {
  // A page prerendered with data (one restaurant's menu) is an instance of a route already listed, and a route's page
  // in another language is the same route.
  return prerenderedRoutes()
    .filter(({ of, language }) => !of && !language)
    .map(({ pattern, signedIn }) => ({
      path:
        pattern === '*' ? '/no-such-page' : pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1'),
      signedIn: signedIn === true,
    }));
}

/** Every route of the app, as paths to open. */
export const appPaths = (): string[] => appPages().map(({ path }) => path);
