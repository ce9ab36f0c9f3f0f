import { ContainerModule, type Newable, type ResolutionContext } from 'inversify';
import { type AsyncPort, lazyPort } from '../di/lazyPort';
import { type AddressApi, AddressApiToken } from '../ports/AddressApi';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { CartApiToken } from '../ports/CartApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { type MenuApi, MenuApiToken } from '../ports/MenuApi';
import { type ProfileApi, ProfileApiToken } from '../ports/ProfileApi';
import { PushMessagingToken } from '../ports/PushMessaging';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { UnavailablePushMessaging } from '../push/UnavailablePushMessaging';
import { HttpCartApi } from './adapters/HttpCartApi';
import { HttpCatalogueApi } from './adapters/HttpCatalogueApi';
import { HttpClientIpApi } from './adapters/HttpClientIpApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpIpGeolocation } from './adapters/HttpIpGeolocation';
import { HttpPushRegistrationApi } from './adapters/HttpPushRegistrationApi';
import { HttpClient } from './HttpClient';
import { type CheckoutApi, CheckoutApiToken } from '../ports/CheckoutApi';
import { type OrdersApi, OrdersApiToken } from '../ports/OrdersApi';
import { type FavoritesApi, FavoritesApiToken } from '../ports/FavoritesApi';
import { type TrainApi, TrainApiToken } from '../ports/TrainApi';

/**
 * An adapter downloaded on the first call of one of its methods (lazyPort): the home page of a first-time visitor
 * calls the catalogue and location APIs only, so the others, with their schemas and mappers, stay out of its
 * download. Only for ports whose first call may wait for a download (not one made as the page closes, or one that
 * must read the saved session at once).
 */
const onFirstCall =
  <Port extends object & AsyncPort<Port>>(load: () => Promise<Newable<Port>>) =>
  (context: ResolutionContext) =>
    lazyPort<Port>(async () => context.get(await load()));

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind, isBound }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(AuthApiToken)
    .toDynamicValue(onFirstCall<AuthApi>(async () => (await import('./adapters/HttpAuthApi')).HttpAuthApi))
    .inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(ProfileApiToken)
    .toDynamicValue(onFirstCall<ProfileApi>(async () => (await import('./adapters/HttpProfileApi')).HttpProfileApi))
    .inSingletonScope();
  bind(AddressApiToken)
    .toDynamicValue(onFirstCall<AddressApi>(async () => (await import('./adapters/HttpAddressApi')).HttpAddressApi))
    .inSingletonScope();
  bind(MenuApiToken)
    .toDynamicValue(onFirstCall<MenuApi>(async () => (await import('./adapters/HttpMenuApi')).HttpMenuApi))
    .inSingletonScope();
  // Loaded at start: the cart's last change is sent as the page closes, too late to download an adapter.
  bind(CartApiToken).to(HttpCartApi).inSingletonScope();
  bind(CatalogueApiToken).to(HttpCatalogueApi).inSingletonScope();
  bind(ClientIpApiToken).to(HttpClientIpApi).inSingletonScope();
  bind(IpGeolocationToken).to(HttpIpGeolocation).inSingletonScope();
  // Loaded at start: signing out unregisters the device while the session is still saved (SignOut).
  bind(PushRegistrationApiToken).to(HttpPushRegistrationApi).inSingletonScope();
  // Firebase push, when configured, is bound before this module; without it the live API has no push service.
  if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(UnavailablePushMessaging).inSingletonScope();
  bind(CheckoutApiToken)
    .toDynamicValue(onFirstCall<CheckoutApi>(async () => (await import('./adapters/HttpCheckoutApi')).HttpCheckoutApi))
    .inSingletonScope();
  bind(OrdersApiToken)
    .toDynamicValue(onFirstCall<OrdersApi>(async () => (await import('./adapters/HttpOrdersApi')).HttpOrdersApi))
    .inSingletonScope();
  bind(FavoritesApiToken)
    .toDynamicValue(
      onFirstCall<FavoritesApi>(async () => (await import('./adapters/HttpFavoritesApi')).HttpFavoritesApi),
    )
    .inSingletonScope();
  bind(TrainApiToken)
    .toDynamicValue(onFirstCall<TrainApi>(async () => (await import('./adapters/HttpTrainApi')).HttpTrainApi))
    .inSingletonScope();
});
