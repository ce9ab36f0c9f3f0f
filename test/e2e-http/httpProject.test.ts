import { expect, it } from 'vitest';
import { runsHttpProject } from './httpProject';

const argv = (...args: string[]) => ['node', 'playwright', 'test', ...args];

it('starts the http servers for a whole run, the http project or its folder, and not for demo-only runs', () => {
  expect(runsHttpProject(argv())).toBe(true);
  expect(runsHttpProject(argv('--project=http', '--workers=1'))).toBe(true);
  expect(runsHttpProject(argv('--project', 'http'))).toBe(true);
  expect(runsHttpProject(argv('test/e2e-http/core-journeys.spec.ts'))).toBe(true);
  expect(runsHttpProject(argv('--project=chromium'))).toBe(false);
  expect(runsHttpProject(argv('test/e2e/checkout.spec.ts', '--workers', '1'))).toBe(false);
  expect(runsHttpProject(argv('test/e2e/checkout.spec.ts', '-g', 'online'))).toBe(false);
  expect(runsHttpProject(argv('--project=service-worker'))).toBe(false);
  expect(runsHttpProject(argv('test/e2e-offline/update-prompt.spec.ts'))).toBe(false);
  // A filter that is not a path of test/e2e may match a file of the http project: its servers start.
  expect(runsHttpProject(argv('journeys'))).toBe(true);
});
