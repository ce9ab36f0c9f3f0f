import { http, HttpResponse } from 'msw';
import { DEMO_SETTINGS_KEY } from '../../src/infrastructure/fake/adapters/DemoSettings';
import { createFakeHandlers } from '../../src/infrastructure/fake/msw/createFakeHandlers';
import { msw, type Harness } from './adapterSets';

/**
 * Makes one API operation fail with a network error in either adapter set: through the demo fault knob
 * (fake) or an msw handler that drops the request (http).
 */
export function failNetworkFor(harness: Harness, path: string) {
  if (harness.set === 'fake') {
    const current = JSON.parse(harness.storage.getItem(DEMO_SETTINGS_KEY) ?? '{}') as { faults?: Record<string, string> };
    harness.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify({ ...current, faults: { ...current.faults, [path]: 'network' } }));
    return;
  }
  const url = new URL(path, harness.config.apiBaseUrl).toString();
  msw.use(http.all(url, () => HttpResponse.error()));
}

/** Lets every operation succeed again (fresh handlers in front of the failing one). */
export function healNetwork(harness: Harness) {
  harness.storage.removeItem(DEMO_SETTINGS_KEY);
  if (harness.set === 'http') msw.use(...createFakeHandlers(harness.server, harness.config.apiBaseUrl));
}
