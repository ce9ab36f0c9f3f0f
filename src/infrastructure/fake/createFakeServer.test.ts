import { expect, it } from 'vitest';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from '../../../test/helpers/testFixtures';
import { createFakeServer } from './createFakeServer';
import { MemorySnapshotStore } from './db/SnapshotStore';
import { DEMO_BACKEND_MARKS } from './server/demoBackendMarks';

const microtasksSettled = async () => {
  for (let step = 0; step < 20; step++) await Promise.resolve();
};

// The browser imports the demo backend's code and calls createFakeServer in one task: evaluating that code is a task's
// worth of work on a slow phone, so requesting and reading the demo data waits for the next task (docs/PERFORMANCE.md,
// "The levers").
it('starts requesting its data in a task after the one that called it', async () => {
  const fixtures = await testFixtures();
  performance.clearMarks(DEMO_BACKEND_MARKS.start);
  const server = createFakeServer({
    snapshots: new MemorySnapshotStore(),
    fixtures,
    security: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });
  await microtasksSettled();
  expect(performance.getEntriesByName(DEMO_BACKEND_MARKS.start)).toHaveLength(0);
  await server;
  expect(performance.getEntriesByName(DEMO_BACKEND_MARKS.start)).toHaveLength(1);
});
