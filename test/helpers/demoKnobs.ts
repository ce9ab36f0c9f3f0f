import { DEMO_SETTINGS_KEY, type DemoSettingsValues } from '../../src/infrastructure/fake/adapters/DemoSettings';
import type { Harness } from './adapterSets';

/**
 * Sets the demo knobs the server follows: the fake adapters read them from local storage on every call, the remote
 * server (`npm run api`) has its own setting (`API_DEMO_SETTINGS`).
 */
export function useDemoKnobs(h: Harness, knobs: DemoSettingsValues) {
  h.storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify(knobs));
  h.server.setDemoKnobs(knobs);
}
