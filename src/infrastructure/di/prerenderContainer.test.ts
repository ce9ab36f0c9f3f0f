import { afterEach, expect, it, vi } from 'vitest';
import { type FavoritesApi, FavoritesApiToken } from '../ports/FavoritesApi';
import { type TrainApi, TrainApiToken } from '../ports/TrainApi';
import { createPrerenderContainer, REMOTE_PORTS } from './prerenderContainer';

const portModules = import.meta.glob<Record<string, unknown>>('../ports/*.ts', { eager: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

it("keeps every server API port quiet while pages are rendered at build time (Favorites' asked the demo backend)", () => {
  const apiTokens = Object.values(portModules).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('ApiToken'))
      .map(([, token]) => token),
  );
  expect(apiTokens.length).toBeGreaterThanOrEqual(12);
  for (const token of apiTokens) expect(REMOTE_PORTS, String(token)).toContain(token);
});

it("a customer's page rendered by an http build asks no server: the calls stay pending", async () => {
  // The adapters are downloaded on a port's first call: loaded here, a call that got through would fetch at once.
  await Promise.all([import('../apiAdapters/FavoritesAdapter'), import('../apiAdapters/TrainAdapter')]);
  const fetch = vi.fn(() => Promise.reject(new Error('a build must not call a server')));
  vi.stubGlobal('fetch', fetch);
  const container = await createPrerenderContainer(
    { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.test/' },
    { signedIn: true },
  );
  const settled = vi.fn();
  container.get<FavoritesApi>(FavoritesApiToken).list(null).then(settled, settled);
  container.get<TrainApi>(TrainApiToken).journeyByPnr('2345678901').then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(settled).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});
