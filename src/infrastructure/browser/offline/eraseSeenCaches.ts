import { SEEN_CACHE_PREFIX } from './cacheNames';

type CacheStore = Pick<CacheStorage, 'keys' | 'delete'>;

/**
 * Deletes the service worker's caches of what the customer has seen (cacheNames.ts); the app's own precache stays.
 * Done from the page, so it works whether or not the worker is running; a browser without the Cache API has none.
 */
export async function eraseSeenCaches(store: CacheStore | undefined = globalThis.caches): Promise<void> {
  if (!store) return;
  const names = await store.keys();
  await Promise.all(names.filter((name) => name.startsWith(SEEN_CACHE_PREFIX)).map((name) => store.delete(name)));
}
