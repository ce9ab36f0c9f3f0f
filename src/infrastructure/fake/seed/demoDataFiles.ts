import addressesUrl from '../../../../fixtures/addresses.json?url';
import cuisinesUrl from '../../../../fixtures/cuisines.json?url';
import customersUrl from '../../../../fixtures/customers.json?url';
import ordersUrl from '../../../../fixtures/orders.json?url';
import restaurantsUrl from '../../../../fixtures/restaurants.json?url';
import pnrsUrl from '../../../../fixtures/trains/pnrs.json?url';
import stationKitchensUrl from '../../../../fixtures/trains/station-kitchens.json?url';
import stationRestaurantsUrl from '../../../../fixtures/trains/station-restaurants.json?url';
import trainsUrl from '../../../../fixtures/trains/trains.json?url';
import { nextTask } from '../../../nextTask';
import { downloadDemoData } from './DemoDataUnavailable';

/** Where the browser build's demo backend downloads its data: JSON files next to the app. */
export const DEMO_DATA_FILES = {
  customers: customersUrl,
  restaurants: restaurantsUrl,
  cuisines: cuisinesUrl,
  addresses: addressesUrl,
  orders: ordersUrl,
  trains: trainsUrl,
  pnrs: pnrsUrl,
  stationRestaurants: stationRestaurantsUrl,
  stationKitchens: stationKitchensUrl,
} as const;

/** The browser build fetches the files; the build-time prerender (Node), the dev server and tests import them. */
export const FETCHES_DEMO_DATA = import.meta.env.PROD && !import.meta.env.SSR;

const requested = new Map<string, Promise<Response>>();

/**
 * Starts downloading every demo data file, each once. The demo's container calls it as it starts the backend,
 * whose code (the larger download) then arrives while the data does, instead of asking for the data once evaluated.
 * One request per task: a request costs the main thread about a millisecond, and ten in the container's own task
 * would make that task long.
 */
export async function requestDemoDataFiles() {
  if (!FETCHES_DEMO_DATA) return;
  for (const url of Object.values(DEMO_DATA_FILES)) {
    if (requested.has(url)) continue;
    await nextTask();
    if (requested.has(url)) continue;
    const response = fetch(url);
    response.catch(() => {}); // read (and reported) by readDemoDataFile
    requested.set(url, response);
  }
}

/** One demo data file, parsed: the download requestDemoDataFiles started, or a new one (a failed one is retried). */
async function readDemoDataFile(url: string): Promise<unknown> {
  const started = requested.get(url);
  requested.delete(url);
  return downloadDemoData(url, started);
}

type DemoDataFile = keyof typeof DEMO_DATA_FILES;

/** The named demo data files, downloaded in parallel and parsed (not yet checked: each table's schema does that). */
export async function readDemoDataFiles<Name extends DemoDataFile>(names: readonly Name[]) {
  const contents = await Promise.all(names.map((name) => readDemoDataFile(DEMO_DATA_FILES[name])));
  return Object.fromEntries(names.map((name, index) => [name, contents[index]])) as Record<Name, unknown>;
}
