import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { FileSnapshotStore } from '../../scripts/api/FileSnapshotStore';
import { originPolicy } from '../../scripts/api/cors';
import { type RunningFakeApi, startFakeApi } from '../../scripts/api/fakeApiServer';
import { ApiPaths, demoIpGeolocationUrl } from '../../src/infrastructure/api/paths';
import { ipGeolocationUrlFor } from '../../src/infrastructure/api/ipGeolocation';
import { DEMO_CLIENT_IP } from '../../src/infrastructure/fake/server/location/IpLocationService';
import { DEMO_CUSTOMERS } from '../helpers/demoCustomers';
import { TEST_PASSWORD_ITERATIONS } from '../helpers/testFixtures';
import { startTestApi, TEST_APP_ORIGIN } from './testApiServer';

// `npm run api` over a real socket: the fake backend's services behind node:http, with CORS for the app's origin.
const APP = TEST_APP_ORIGIN;
const running = startTestApi();

const call = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, running().url), { ...init, headers: { Origin: APP, ...init.headers } });

it('answers a preflight from the app with the methods and headers the app sends; another origin is refused', async () => {
  const preflight = await call(ApiPaths.login, {
    method: 'OPTIONS',
    headers: {
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
  expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type.*Idempotency-Key/);

  const stranger = await call(ApiPaths.cuisineCategories, { headers: { Origin: 'https://evil.example' } });
  expect(stranger.status).toBe(403);
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
});

it('signs in with a JSON body, then answers with the bearer token and refuses without it (401)', async () => {
  const { phone, password } = DEMO_CUSTOMERS.aarav;
  const login = await call(ApiPaths.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  expect(login.status).toBe(200);
  expect(login.headers.get('access-control-allow-origin')).toBe(APP);
  const { token } = (await login.json()) as { token: string };
  expect(token).toMatch(/\S{16,}/);

  const me = await call(ApiPaths.me, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ success: true });
  const anonymous = await call(ApiPaths.me);
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('access-control-allow-origin')).toBe(APP);
});

it("answers the demo's IP lookup itself, as the in-browser demo does: the client IP it gives is placed in New Delhi", async () => {
  expect((await (await call(ApiPaths.clientIp)).text()).trim()).toBe(DEMO_CLIENT_IP);
  const located = await fetch(ipGeolocationUrlFor(demoIpGeolocationUrl(running().url), DEMO_CLIENT_IP), {
    headers: { Origin: APP },
  });
  expect(located.status).toBe(200);
  expect(located.headers.get('access-control-allow-origin')).toBe(APP);
  expect(await located.json()).toMatchObject({ city: 'New Delhi' });
});

it('answers a broken JSON body with 400 and an unknown path with a JSON 404', async () => {
  const broken = await call(ApiPaths.login, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{not json',
  });
  expect(broken.status).toBe(400);
  const missing = await call('api/no-such-endpoint');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ success: false, message: 'Not found' });
});

it('allows any local page by default, and only the listed origins when API_ALLOWED_ORIGINS is set', () => {
  expect(originPolicy(undefined)('http://localhost:5173')).toBe(true);
  expect(originPolicy('')('http://127.0.0.1:4431')).toBe(true);
  expect(originPolicy(undefined)('https://127.0.0.1.evil.example')).toBe(false);
  expect(originPolicy('http://127.0.0.1:5431/, http://localhost:3000')('http://localhost:3000')).toBe(true);
  expect(originPolicy('http://127.0.0.1:5431')('http://127.0.0.1:4173')).toBe(false);
});

it('keeps its data in the API_DATA_FILE JSON file: a restarted server still has the favourite added before', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'railbite-api-'));
  const file = join(directory, 'nested', 'demo-api.json');
  const start = () =>
    startFakeApi({
      host: '127.0.0.1',
      port: 0,
      allows: originPolicy(APP),
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      snapshots: new FileSnapshotStore(file),
    });
  const signInAt = async (server: RunningFakeApi) => {
    const { phone, password } = DEMO_CUSTOMERS.aarav;
    const login = await fetch(new URL(ApiPaths.login, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, password }),
    });
    return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  };
  const favouriteIds = async (server: RunningFakeApi, auth: Record<string, string>) => {
    const answer = (await (await fetch(new URL(ApiPaths.favorites, server.url), { headers: auth })).json()) as {
      data?: { _id?: string; id?: string }[];
    };
    return (answer.data ?? []).map((restaurant) => String(restaurant._id ?? restaurant.id));
  };
  try {
    const first = await start();
    const auth = await signInAt(first);
    const before = await favouriteIds(first, auth);
    const added = ['1', '2', '3', '4', '5'].find((id) => !before.includes(id))!;
    const add = await fetch(new URL(ApiPaths.addFavorite, first.url), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ restaurantId: added }),
    });
    expect(add.status).toBe(200);
    await first.close();
    expect(existsSync(file)).toBe(true);

    const restarted = await start();
    try {
      expect(await favouriteIds(restarted, await signInAt(restarted))).toContain(added);
    } finally {
      await restarted.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

it('starts from the seed when the data file is not JSON, and says so instead of failing', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'railbite-api-'));
  const file = join(directory, 'demo-api.json');
  writeFileSync(file, '{half a snapshot');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const server = await startFakeApi({
      host: '127.0.0.1',
      port: 0,
      allows: originPolicy(APP),
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      snapshots: new FileSnapshotStore(file),
    });
    try {
      const categories = await fetch(new URL(ApiPaths.cuisineCategories, server.url));
      expect(categories.status).toBe(200);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('starts again from its seed'), expect.anything());
    } finally {
      await server.close();
    }
  } finally {
    warn.mockRestore();
    rmSync(directory, { recursive: true, force: true });
  }
});

it('follows the demo knobs of API_DEMO_SETTINGS (a restaurant that rejects orders, a late train); refuses a bad value', async () => {
  const start = (demoSettings: string) =>
    startFakeApi({
      host: '127.0.0.1',
      port: 0,
      allows: originPolicy(APP),
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      demoSettings,
    });
  const knobbed = await start('{"rejectingRestaurants": [1], "trainDelayMinutes": {"12955": 95}}');
  try {
    expect(knobbed.server.orders.rejectingRestaurants).toEqual([1]);
    const live = await fetch(new URL(`${ApiPaths.trainLiveStatus}/12955?runDate=2026-11-22`, knobbed.url));
    expect(await live.json()).toMatchObject({ success: true, data: { delayMinutes: 95 } });
  } finally {
    await knobbed.close();
  }
  await expect(start('{"rejectingRestaurants": "1"}')).rejects.toThrow(/API_DEMO_SETTINGS is not valid/);
});
