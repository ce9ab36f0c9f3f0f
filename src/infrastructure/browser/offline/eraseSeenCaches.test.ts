import { describe, expect, it } from 'vitest';
import { PICTURES_CACHE, SEEN_CACHE_PREFIX } from './cacheNames';
import { eraseSeenCaches } from './eraseSeenCaches';

/** A Cache API holding caches by name. */
function cacheStore(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  };
}

describe('erasing what the customer has seen (sign-out)', () => {
  it("deletes the worker's caches of seen things and keeps the app's precache", async () => {
    const precache = 'workbox-precache-v2-https://railbite.example/';
    const store = cacheStore([precache, PICTURES_CACHE, `${SEEN_CACHE_PREFIX}menus`, 'another-app']);
    await eraseSeenCaches(store);
    expect([...store.kept]).toEqual([precache, 'another-app']);
  });

  it('does nothing in a browser without the Cache API', async () => {
    await expect(eraseSeenCaches(undefined)).resolves.toBeUndefined();
  });
});
