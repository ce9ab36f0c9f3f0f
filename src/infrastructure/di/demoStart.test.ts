import { expect, it } from 'vitest';
import { AppError } from '../../domain/errors/AppError';
import { NETWORK_ERROR_TEXT } from '../../domain/errors/errorText';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from '../../../test/helpers/testFixtures';
import { MemoryKeyValueStore } from '../browser/storage/MemoryKeyValueStore';
import { readAppConfig } from '../config/readAppConfig';
import { createFakeServer, securityFrom } from '../fake/createFakeServer';
import { MemorySnapshotStore } from '../fake/db/SnapshotStore';
import type { FakeServer } from '../fake/server/FakeServer';
import { CatalogueApiToken, type CatalogueApi } from '../ports/CatalogueApi';
import { DemoBackendToken, type DemoBackend } from '../ports/DemoBackend';
import { createContainer } from './createContainer';

const config = readAppConfig({
  VITE_BACKEND: 'fake',
  VITE_FAKE_LATENCY_MS: '0',
  VITE_FAKE_PASSWORD_ITERATIONS: String(TEST_PASSWORD_ITERATIONS),
});

/** A demo backend whose start the test finishes (or fails) when it chooses. */
function startingServer() {
  let finish!: (server: FakeServer) => void;
  let fail!: (error: Error) => void;
  const started = new Promise<FakeServer>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { started, finish, fail };
}

const settled = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
  ]);

it('builds the demo container before its backend has loaded its data; calls wait for the backend', async () => {
  const server = startingServer();
  const container = await createContainer(config, {
    storage: new MemoryKeyValueStore(),
    fakeServer: () => server.started,
  });
  const demo = container.get<DemoBackend>(DemoBackendToken);
  const cuisines = container.get<CatalogueApi>(CatalogueApiToken).cuisineCategories();
  expect(await settled(demo.started())).toBe('pending');
  expect(await settled(cuisines)).toBe('pending');

  server.finish(
    await createFakeServer({
      snapshots: new MemorySnapshotStore(),
      fixtures: await testFixtures(),
      security: securityFrom(config),
    }),
  );

  expect(await demo.started()).toEqual({ resetAtStart: false });
  expect((await cuisines).length).toBeGreaterThan(0);
});

it('a demo backend that cannot start says so through started(), and its calls fail as an unreachable server', async () => {
  const server = startingServer();
  const container = await createContainer(config, {
    storage: new MemoryKeyValueStore(),
    fakeServer: () => server.started,
  });
  server.fail(new Error('the demo data could not be downloaded'));

  await expect(container.get<DemoBackend>(DemoBackendToken).started()).rejects.toThrow('could not be downloaded');
  await expect(container.get<CatalogueApi>(CatalogueApiToken).cuisineCategories()).rejects.toEqual(
    new AppError('network', NETWORK_ERROR_TEXT),
  );
});
