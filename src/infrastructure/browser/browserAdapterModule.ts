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
import { KeyValueFavoritesOutbox } from './storage/KeyValueFavoritesOutbox';
import { CartStorageToken } from '../ports/CartStorage';
import { SavedAddressStorageToken } from '../ports/SavedAddressStorage';
import { PushDeviceStorageToken } from '../ports/PushDeviceStorage';
import { KeyValuePushDeviceStorage } from './storage/KeyValuePushDeviceStorage';
import { KeyValueCartStorage } from './storage/KeyValueCartStorage';
import { KeyValueSavedAddressStorage } from './storage/KeyValueSavedAddressStorage';

/**
 * Browser adapters shared by both adapter sets: local storage, the session and the favourites outbox kept in it, device
 * location.
 */
export function browserAdapterModule(storage: KeyValueStore) {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStoreToken).toConstantValue(storage);
    bind(SessionRepositoryToken).to(StoredSessionRepository).inSingletonScope();
    bind(CartStorageToken).to(KeyValueCartStorage).inSingletonScope();
    bind(SavedAddressStorageToken).to(KeyValueSavedAddressStorage).inSingletonScope();
    bind(PushDeviceStorageToken).to(KeyValuePushDeviceStorage).inSingletonScope();
    bind(DeviceLocationToken).to(BrowserDeviceLocation).inSingletonScope();
    bind(SystemNotificationsToken).to(BrowserSystemNotifications).inSingletonScope();
    bind(PageLifecycleToken).to(BrowserPageLifecycle).inSingletonScope();
    bind(FavoritesOutboxToken).to(KeyValueFavoritesOutbox).inSingletonScope();
  });
}
