import { delay, http, HttpResponse } from 'msw';
import type { KeyValueStore } from '../../src/infrastructure/ports/KeyValueStore';
import { DEMO_SETTINGS_KEY } from '../../src/infrastructure/fake/adapters/DemoSettings';
import { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
import { createHarness, msw, type AdapterSetName, type Harness, type HarnessOptions } from './adapterSets';

/**
 * One page's view of the browser's localStorage. When the page is reloaded it dies: its late answers and
 * timers can no longer write, and it sees empty storage (so its session ends and it sends nothing new).
 */
export class PageStorage implements KeyValueStore {
  private alive = true;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(readonly shared: MemoryKeyValueStore) {}

  getItem(key: string) {
    return this.alive ? this.shared.getItem(key) : null;
  }

  setItem(key: string, value: string) {
    if (this.alive) this.shared.setItem(key, value);
  }

  removeItem(key: string) {
    if (this.alive) this.shared.removeItem(key);
  }

  subscribe(key: string, listener: () => void) {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    const stop = this.shared.subscribe(key, () => this.alive && listener());
    return () => {
      set.delete(listener);
      stop();
    };
  }

  onMemoryOnly() {
    return () => undefined;
  }

  die() {
    this.alive = false;
    this.listeners.forEach((set) => set.forEach((listener) => listener()));
  }
}

let apiLatencyMs = 0;
/** Bumped by every reload: a request belongs to the page that was alive when it was sent. */
let pageGeneration = 0;
/** What happens to requests a page had sent but the server had not received when the page died. */
export type InFlight = 'lost' | 'arrive';
let inFlight: InFlight = 'lost';
/** Requests still on their way (the latency below): a test waits for them so none outlives it. */
const onTheWay = new Set<Promise<unknown>>();

/** From now on every call to the API (http set) or the demo backend (fake set) takes `ms`. */
export function slowDown(harness: Harness, ms: number) {
  apiLatencyMs = ms;
  if (harness.set === 'fake') harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ latencyMs: ms }));
}

function slowApi(harness: Harness) {
  if (harness.set !== 'http') return;
  msw.use(
    http.all(`${harness.config.apiBaseUrl}*`, async () => {
      const sentBy = pageGeneration;
      if (apiLatencyMs > 0) {
        const way = delay(apiLatencyMs);
        onTheWay.add(way);
        await way.finally(() => onTheWay.delete(way));
      }
      // The latency is the way to the server: a reload meanwhile aborts the request (lost) or not (arrive).
      if (sentBy !== pageGeneration && inFlight === 'lost') return HttpResponse.error();
      return undefined;
    }),
  );
}

/** The first page of the app, over storage a reload keeps. */
export async function openPage(set: AdapterSetName, options: HarnessOptions = {}): Promise<Harness> {
  apiLatencyMs = 0;
  pageGeneration = 0;
  const storage = new PageStorage(new MemoryKeyValueStore());
  const harness = await createHarness(set, { ...options, storage: () => storage });
  slowApi(harness);
  return harness;
}

/**
 * Reloads the page: the old one dies (its in-page demo backend can no longer save; requests it had sent to
 * the live API are lost on the way, or arrive anyway, as `requests` says), and a new page starts over the
 * same storage and backend.
 */
export async function reloadPage(page: Harness, requests: InFlight = 'lost'): Promise<Harness> {
  inFlight = requests;
  pageGeneration += 1;
  const storage = page.storage as PageStorage;
  if (page.set === 'fake') page.server.db.flush = () => undefined;
  storage.die();
  const next = new PageStorage(storage.shared);
  const harness = await createHarness(page.set, {
    config: page.config,
    storage: () => next,
    backend: { server: page.server, snapshots: page.snapshots, clock: page.clock },
  });
  slowApi(harness);
  return harness;
}

/**
 * Waits until no request is on its way and the pages have handled the answers: a dead page's lost request
 * must fail inside its own test, not in a later file of the same worker.
 */
export async function requestsSettled() {
  while (onTheWay.size > 0) await Promise.all(onTheWay);
  await delay(20);
}
