import { downloadDemoData } from './DemoDataUnavailable';

/**
 * The demo menus: one JSON file per restaurant (fixtures/menus/<restaurantId>.json), read when the demo backend is
 * first asked for that menu. The browser build downloads the file; the build-time prerender, the dev server, the demo
 * API and tests import it. One file of every dish would be one long task to parse on every page of the demo, whether
 * it shows a dish or not.
 */
export interface MenuFiles {
  /** The restaurants that have a menu file. */
  readonly restaurantIds: readonly number[];
  /** The restaurant's dishes as the file holds them (unchecked: MenuTable checks them). */
  read(restaurantId: number): Promise<unknown>;
}

const restaurantIdOf = (path: string) => Number(/(\d+)\.json$/.exec(path)?.[1]);

function byRestaurant<T>(files: Record<string, T>): Map<number, T> {
  return new Map(Object.entries(files).map(([path, file]) => [restaurantIdOf(path), file]));
}

/** The browser build: each menu file downloaded from its URL (the files are copied next to the app, content-hashed). */
export function downloadedMenuFiles(urlsByPath: Record<string, string>): MenuFiles {
  const urls = byRestaurant(urlsByPath);
  return {
    restaurantIds: [...urls.keys()],
    read: async (restaurantId) => {
      const url = urls.get(restaurantId);
      return url ? downloadDemoData(url) : [];
    },
  };
}

/** Node (prerender, demo API, tests) and the dev server: each menu file as a module, imported when first read. */
export function importedMenuFiles(modulesByPath: Record<string, () => Promise<unknown>>): MenuFiles {
  const modules = byRestaurant(modulesByPath);
  return {
    restaurantIds: [...modules.keys()],
    read: async (restaurantId) => (await modules.get(restaurantId)?.()) ?? [],
  };
}

// The condition is written out here (not FETCHES_DEMO_DATA) so that the build drops the other branch's 64 modules.
export const demoMenuFiles: MenuFiles =
  import.meta.env.PROD && !import.meta.env.SSR
    ? downloadedMenuFiles(
        import.meta.glob('../../../../fixtures/menus/*.json', { query: '?url', import: 'default', eager: true }),
      )
    : importedMenuFiles(import.meta.glob('../../../../fixtures/menus/*.json', { import: 'default' }));
