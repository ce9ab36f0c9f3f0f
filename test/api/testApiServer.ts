import { afterAll, beforeAll } from 'vitest';
import { originPolicy } from '../../scripts/api/cors';
import { type FakeApiOptions, type RunningFakeApi, startFakeApi } from '../../scripts/api/fakeApiServer';
import { TEST_PASSWORD_ITERATIONS } from '../helpers/testFixtures';

/** The app's origin the test servers allow, as `npm start` serves it. */
export const TEST_APP_ORIGIN = 'http://127.0.0.1:4173';

/**
 * Runs `npm run api`'s server on a free loopback port for the tests of one file (started before them, closed after);
 * returns a reader of the running server.
 */
export function startTestApi(overrides: Partial<FakeApiOptions> = {}): () => RunningFakeApi {
  let api: RunningFakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi({
      host: '127.0.0.1',
      port: 0,
      allows: originPolicy(TEST_APP_ORIGIN),
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      ...overrides,
    });
  });
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('The test API server has not started');
    return api;
  };
}
