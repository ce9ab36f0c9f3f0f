import { observable } from 'mobx';
import { LocalStorageKeyValueStore } from '../../src/infrastructure/browser/storage/LocalStorageKeyValueStore';
import { KeyValueOnboardingDraftStorage } from '../../src/infrastructure/browser/storage/KeyValueOnboardingDraftStorage';
import { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
import { readAppConfig } from '../../src/infrastructure/config/readAppConfig';
import { GazetteerGeocoder } from '../../src/infrastructure/maps/keyless/GazetteerGeocoder';
import type { AppConfig } from '../../src/infrastructure/ports/AppConfig';
import type { Geocoder } from '../../src/infrastructure/ports/Geocoder';
import type { KeyValueStore } from '../../src/infrastructure/ports/KeyValueStore';
import type { OnboardingDraftStorage } from '../../src/infrastructure/ports/OnboardingDraftStorage';
import { refusingStorage } from './refusingStorage';

/**
 * Ports for store tests that need one without a whole wired app. They are typed as the port, so a test in
 * src/{domain,application,ui} depends on the port and this harness, never on an adapter module.
 */
export const memoryStorage = (): KeyValueStore => new MemoryKeyValueStore();

/** The onboarding draft kept in this key-value storage (memory unless given), as the app keeps it. */
export const onboardingDrafts = (storage: KeyValueStore = memoryStorage()): OnboardingDraftStorage =>
  new KeyValueOnboardingDraftStorage(storage);

/** A session that stays signed out (a visitor), for a store that follows sign-in; `signedIn` flips it. */
export const visitorSession = (): { isSignedIn: boolean } => observable({ isSignedIn: false });

/** Reads back the JSON the app saved under `key` (to check what is kept on the device, and in which form). */
export const savedJson = <T = unknown>(storage: KeyValueStore, key: string): T =>
  JSON.parse(storage.getItem(key) ?? 'null') as T;

/** Local storage that refuses every write (a full or private-mode browser), through the real adapter. */
export const refusingLocalStorage = (): KeyValueStore => new LocalStorageKeyValueStore(refusingStorage());

/** The offline geocoder over the bundled gazetteer (no network, no key). */
export const offlineGeocoder = (): Geocoder => new GazetteerGeocoder();

/** The app's configuration as read from these environment values (defaults for the rest). */
export const appConfigFrom = (env: Record<string, string>): AppConfig => readAppConfig(env);
