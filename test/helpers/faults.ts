import { http, HttpResponse } from 'msw';
import { DEMO_SETTINGS_KEY } from '../../src/infrastructure/fake/adapters/DemoSettings';
import { DECLINED_TEXT } from '../../src/infrastructure/fake/adapters/FakeGateway';
import { createFakeHandlers } from '../../src/infrastructure/fake/msw/createFakeHandlers';
import { msw, type Harness } from './adapterSets';

/** The message `declineFor` makes the server answer with. */
export { DECLINED_TEXT };

/** Sets the demo fault knob for one operation (fake set). */
function setFault(harness: Harness, path: string, fault: 'network' | 'server' | 'declined') {
  const current = JSON.parse(harness.storage.getItem(DEMO_SETTINGS_KEY) ?? '{}') as { faults?: Record<string, string> };
  harness.storage.setItem(
    DEMO_SETTINGS_KEY,
    JSON.stringify({ ...current, faults: { ...current.faults, [path]: fault } }),
  );
}

const urlOf = (harness: Harness, path: string) => new URL(path, harness.config.apiBaseUrl).toString();

/**
 * Makes one API operation fail with a network error in either adapter set: through the demo fault knob
 * (fake) or an msw handler that drops the request (http). A path prefix also covers `path/{id}` calls.
 */
export function failNetworkFor(harness: Harness, path: string) {
  if (harness.set === 'fake') return setFault(harness, path, 'network');
  msw.use(
    http.all(urlOf(harness, path), () => HttpResponse.error()),
    http.all(`${urlOf(harness, path)}/*`, () => HttpResponse.error()),
  );
}

/** Makes one API operation answer 500 in either adapter set (the demo fault knob, or an msw handler). */
export function failServerFor(harness: Harness, path: string) {
  if (harness.set === 'fake') return setFault(harness, path, 'server');
  const answer = () => HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status: 500 });
  msw.use(http.all(urlOf(harness, path), answer), http.all(`${urlOf(harness, path)}/*`, answer));
}

/** Makes one API operation answer 200 with success: false and DECLINED_TEXT (the server declined), in either set. */
export function declineFor(harness: Harness, path: string) {
  if (harness.set === 'fake') return setFault(harness, path, 'declined');
  msw.use(http.all(urlOf(harness, path), () => HttpResponse.json({ success: false, message: DECLINED_TEXT })));
}

/** Lets every operation succeed again (fresh handlers in front of the failing one). */
export function healNetwork(harness: Harness) {
  harness.storage.removeItem(DEMO_SETTINGS_KEY);
  if (harness.set === 'http') msw.use(...createFakeHandlers(harness.server, harness.config.apiBaseUrl));
}
