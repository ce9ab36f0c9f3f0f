import { MemoryKeyValueStore } from '../../src/infrastructure/browser/storage/MemoryKeyValueStore';
import { StoredSessionRepository } from '../../src/infrastructure/browser/storage/StoredSessionRepository';
import type { KeyValueStore } from '../../src/infrastructure/ports/KeyValueStore';
import type { SessionRepository } from '../../src/infrastructure/ports/SessionRepository';

/** A browser's session storage for one page: the device's local storage and the tab's own (kept across a reload). */
export interface StoredSession {
  device: KeyValueStore;
  tab: KeyValueStore;
  repository: SessionRepository;
}

/** A page's session repository over the given device and tab storage (fresh memory for each when not given). */
export function storedSession(
  device: KeyValueStore = new MemoryKeyValueStore(),
  tab: KeyValueStore = new MemoryKeyValueStore(),
): StoredSession {
  return { device, tab, repository: new StoredSessionRepository(device, tab) };
}
