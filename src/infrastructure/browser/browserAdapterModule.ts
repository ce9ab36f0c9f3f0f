import { ContainerModule } from 'inversify';
import { DeviceLocationToken } from '../ports/DeviceLocation';
import { type KeyValueStore, KeyValueStoreToken } from '../ports/KeyValueStore';
import { SessionRepositoryToken } from '../ports/SessionRepository';
import { SystemNotificationsToken } from '../ports/SystemNotifications';
import { BrowserSystemNotifications } from './notifications/BrowserSystemNotifications';
import { BrowserDeviceLocation } from './location/BrowserDeviceLocation';
import { PageLifecycleToken } from '../ports/PageLifecycle';
import { BrowserPageLifecycle } from './lifecycle/BrowserPageLifecycle';
import { StoredSessionRepository } from './storage/StoredSessionRepository';
import { FavoritesOutboxToken } from '../ports/FavoritesOutbox';
import { LocalFavoritesOutbox } from './storage/LocalFavoritesOutbox';

/** Browser adapters shared by both adapter sets: local storage, the session and the favourites outbox kept in it, device location. */
export function browserAdapterModule(storage: KeyValueStore) {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStoreToken).toConstantValue(storage);
    bind(SessionRepositoryToken).to(StoredSessionRepository).inSingletonScope();
    bind(DeviceLocationToken).to(BrowserDeviceLocation).inSingletonScope();
    bind(SystemNotificationsToken).to(BrowserSystemNotifications).inSingletonScope();
    bind(PageLifecycleToken).to(BrowserPageLifecycle).inSingletonScope();
    bind(FavoritesOutboxToken).to(LocalFavoritesOutbox).inSingletonScope();
  });
}
