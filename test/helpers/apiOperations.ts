import { IP_GEOLOCATION_OPERATION } from '../../src/infrastructure/api/ipGeolocation';
import { ApiPaths } from '../../src/infrastructure/api/paths';
import { DEMO_SETTINGS_KEY } from '../../src/infrastructure/fake/adapters/DemoSettings';
import type { KeyValueStore } from '../../src/infrastructure/ports/KeyValueStore';

/** An API operation by name; its path is the adapters' business, so store and UI tests never import it. */
export type ApiOperation = keyof typeof ApiPaths | 'ipGeolocation';

/** The path (or the third-party lookup's key) the fault helpers and the demo fault knob know an operation by. */
export function pathOf(operation: ApiOperation): string {
  return operation === 'ipGeolocation' ? IP_GEOLOCATION_OPERATION : ApiPaths[operation];
}

type Fault = 'network' | 'server' | 'declined';

/** The demo backend's settings (fake set): faults by operation name, plus any other knob (e.g. catalogueScale). */
export interface DemoSettingsByOperation {
  faults?: Partial<Record<ApiOperation, Fault>>;
  [knob: string]: unknown;
}

/** Saves the demo backend's settings where the fake adapters read them, faults keyed by their operation's path. */
export function setDemoSettings(storage: KeyValueStore, { faults, ...knobs }: DemoSettingsByOperation) {
  const byPath =
    faults && Object.fromEntries(Object.entries(faults).map(([name, fault]) => [pathOf(name as ApiOperation), fault]));
  storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify(byPath ? { ...knobs, faults: byPath } : knobs));
}

/** Forgets the demo backend's settings: every operation succeeds again. */
export function clearDemoSettings(storage: KeyValueStore) {
  storage.removeItem(DEMO_SETTINGS_KEY);
}
