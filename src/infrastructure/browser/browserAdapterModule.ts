import { ContainerModule } from 'inversify';
import { DeviceLocationToken } from '../ports/DeviceLocation';
import { type KeyValueStore, KeyValueStoreToken, TabKeyValueStoreToken } from '../ports/KeyValueStore';
import { SessionRepositoryToken } from '../ports/SessionRepository';
import { SystemNotificationsToken } from '../ports/SystemNotifications';
import { BrowserSystemNotifications } from './notifications/BrowserSystemNotifications';
import { BrowserDeviceLocation } from './location/BrowserDeviceLocation';
import { PageLifecycleToken } from '../ports/PageLifecycle';
import { BrowserPageLifecycle } from './lifecycle/BrowserPageLifecycle';
import { StoredSessionRepository } from './storage/StoredSessionRepository';
import { FavoritesOutboxToken } from '../ports/FavoritesOutbox';
import { AddressDraftStorageToken } from '../ports/AddressDraftStorage';
import { ChosenCityStorageToken } from '../ports/ChosenCityStorage';
import { KeyValueChosenCityStorage } from './storage/KeyValueChosenCityStorage';
import { KeyValueFavoritesOutbox } from './storage/KeyValueFavoritesOutbox';
import { CartStorageToken } from '../ports/CartStorage';
import { SavedAddressStorageToken } from '../ports/SavedAddressStorage';
import { PushDeviceStorageToken } from '../ports/PushDeviceStorage';
import { KeyValuePushDeviceStorage } from './storage/KeyValuePushDeviceStorage';
import { KeyValueCartStorage } from './storage/KeyValueCartStorage';
import { KeyValueSavedAddressStorage } from './storage/KeyValueSavedAddressStorage';
import { OnboardingDraftStorageToken } from '../ports/OnboardingDraftStorage';
import { TrainTripStorageToken } from '../ports/TrainTripStorage';
import { KeyValueTrainTripStorage } from './storage/KeyValueTrainTripStorage';
import { CheckoutAttemptStorageToken } from '../ports/CheckoutAttemptStorage';
import { KeyValueCheckoutAttemptStorage } from './storage/KeyValueCheckoutAttemptStorage';
import { PaymentChoiceStorageToken } from '../ports/PaymentChoiceStorage';
import { KeyValuePaymentChoiceStorage } from './storage/KeyValuePaymentChoiceStorage';
import { AwaitedPaymentStorageToken } from '../ports/AwaitedPaymentStorage';
import { KeyValueAwaitedPaymentStorage } from './storage/KeyValueAwaitedPaymentStorage';
import { SavedDataEraserToken } from '../ports/SavedDataEraser';
import { KeyValueSavedDataEraser } from './storage/KeyValueSavedDataEraser';
import { AppUpdatesToken } from '../ports/AppUpdates';
import { ServiceWorkerAppUpdates } from './offline/ServiceWorkerAppUpdates';
import { ConnectionMonitorToken } from '../ports/ConnectionMonitor';
import { BrowserConnectionMonitor } from './connection/BrowserConnectionMonitor';
import { RatingOutboxToken } from '../ports/RatingOutbox';
import { KeyValueRatingOutbox } from './storage/KeyValueRatingOutbox';
import { TabAddressDraftStorage } from './storage/TabAddressDraftStorage';
import { SeenAnswersToken } from '../ports/SeenAnswers';
import { SeenAnswerLog } from './offline/SeenAnswerLog';

/**
 * Browser adapters shared by both adapter sets: local storage and every capability kept in it (session, cart,
 * addresses, push device, favourites and ratings outboxes, onboarding draft, train trip, checkout attempt and payment
 * choice, chosen demo city, erasing), this tab's storage (the address forms' drafts), device location, the network
 * connection, the app kept on the device (its service worker).
 */
export function browserAdapterModule(storage: KeyValueStore, tabStorage: KeyValueStore) {
  return new ContainerModule(({ bind }) => {
    bind(KeyValueStoreToken).toConstantValue(storage);
    bind(TabKeyValueStoreToken).toConstantValue(tabStorage);
    bind(SessionRepositoryToken).to(StoredSessionRepository).inSingletonScope();
    bind(CartStorageToken).to(KeyValueCartStorage).inSingletonScope();
    bind(SavedAddressStorageToken).to(KeyValueSavedAddressStorage).inSingletonScope();
    bind(PushDeviceStorageToken).to(KeyValuePushDeviceStorage).inSingletonScope();
    // Only restaurant owners need the draft, and its storage brings the draft's schema and rules: the code is
    // downloaded when a partner screen first asks for the store that keeps the draft (an async binding, resolved with
    // `getAsync`: those screens wait for it, src/ui/di/useInjectionWhenReady.ts).
    bind(OnboardingDraftStorageToken)
      .toDynamicValue(async () => {
        const { KeyValueOnboardingDraftStorage } = await import('./storage/KeyValueOnboardingDraftStorage');
        return new KeyValueOnboardingDraftStorage(storage);
      })
      .inSingletonScope();
    bind(TrainTripStorageToken).to(KeyValueTrainTripStorage).inSingletonScope();
    bind(CheckoutAttemptStorageToken).to(KeyValueCheckoutAttemptStorage).inSingletonScope();
    bind(PaymentChoiceStorageToken).to(KeyValuePaymentChoiceStorage).inSingletonScope();
    bind(AwaitedPaymentStorageToken).to(KeyValueAwaitedPaymentStorage).inSingletonScope();
    bind(SavedDataEraserToken).to(KeyValueSavedDataEraser).inSingletonScope();
    bind(AppUpdatesToken).to(ServiceWorkerAppUpdates).inSingletonScope();
    bind(SeenAnswersToken).to(SeenAnswerLog).inSingletonScope();
    bind(DeviceLocationToken).to(BrowserDeviceLocation).inSingletonScope();
    bind(SystemNotificationsToken).to(BrowserSystemNotifications).inSingletonScope();
    bind(PageLifecycleToken).to(BrowserPageLifecycle).inSingletonScope();
    bind(FavoritesOutboxToken).to(KeyValueFavoritesOutbox).inSingletonScope();
    bind(ConnectionMonitorToken).to(BrowserConnectionMonitor).inSingletonScope();
    bind(RatingOutboxToken).to(KeyValueRatingOutbox).inSingletonScope();
    bind(AddressDraftStorageToken)
      .toDynamicValue(() => new TabAddressDraftStorage(tabStorage))
      .inSingletonScope();
    bind(ChosenCityStorageToken).to(KeyValueChosenCityStorage).inSingletonScope();
  });
}
