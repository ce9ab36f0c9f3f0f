import { when } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../domain/catalogue/catalogueLimits';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { LocationStore } from '../location/LocationStore';
import { SearchStore } from './SearchStore';
import { createHarness } from '../../../test/helpers/adapterSets';

async function searchStore(wrap: (api: CatalogueApi) => CatalogueApi = (api) => api) {
  const harness = await createHarness('fake');
  const real = harness.container.get<CatalogueApi>(CatalogueApiToken);
  const searches: string[] = [];
  const wrapped = wrap(real);
  harness.container.rebind(CatalogueApiToken).toConstantValue({
    ...wrapped,
    search: (request) => {
      searches.push(request.text);
      return wrapped.search(request);
    },
  } satisfies CatalogueApi);
  await harness.container.get(LocationStore).ensureLocated();
  return { store: harness.container.get(SearchStore), searches };
}

describe('SearchStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 500 ms after the last keystroke', async () => {
    const { store, searches } = await searchStore();
    store.setText('Bir');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    store.setText('Biryani');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(searches).toEqual(['Biryani']);
    await when(() => store.results !== null);
    expect(store.results?.categories.map((c) => c.name)).toEqual(['Biryani']);
    expect(store.results?.restaurants.map((r) => r.name)).toContain('Paharganj Biryani House');
  });

  it('never searches blank text, and clears the results', async () => {
    const { store, searches } = await searchStore();
    store.searchNow('Pizza');
    await when(() => store.results !== null);
    store.setText('   ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(searches).toEqual(['Pizza']);
    expect(store.results).toBeNull();
    expect(store.isBlank).toBe(true);
  });

  it("says there are no matches ('No matches found')", async () => {
    const { store } = await searchStore();
    store.searchNow('zzzz');
    await when(() => store.results !== null);
    expect(store.noMatches).toBe(true);
  });

  it('drops a slower answer to an older text', async () => {
    const releases: Array<() => void> = [];
    const { store } = await searchStore((api) => ({
      ...api,
      search: async (request) => {
        const answer = await api.search(request);
        if (request.text === 'Pizza') await new Promise<void>((release) => releases.push(release));
        return answer;
      },
    }));
    store.searchNow('Pizza');
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    store.searchNow('Burger');
    await when(() => store.results !== null);
    releases[0]!();
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(store.results?.categories.map((c) => c.name)).toEqual(['Burger']);
  });

  it('stops a pending search when the disposer runs (the overlay closed)', async () => {
    const { store, searches } = await searchStore();
    const stop = store.start();
    store.setText('Thali');
    stop();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(searches).toEqual([]);
  });
});
