import { ContainerModule } from 'inversify';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { CartApiToken } from '../ports/CartApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { MenuApiToken } from '../ports/MenuApi';
import { ProfileApiToken } from '../ports/ProfileApi';
import { PushMessagingToken } from '../ports/PushMessaging';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { UnavailablePushMessaging } from '../push/UnavailablePushMessaging';
import { HttpAddressApi } from './adapters/HttpAddressApi';
import { HttpAuthApi } from './adapters/HttpAuthApi';
import { HttpCatalogueApi } from './adapters/HttpCatalogueApi';
import { HttpClientIpApi } from './adapters/HttpClientIpApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpIpGeolocation } from './adapters/HttpIpGeolocation';
import { HttpProfileApi } from './adapters/HttpProfileApi';
import { HttpClient } from './HttpClient';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { FavoritesAdapter } from '../apiAdapters/FavoritesAdapter';
import { CartAdapter } from '../apiAdapters/CartAdapter';
import { CheckoutAdapter } from '../apiAdapters/CheckoutAdapter';
import { MenuAdapter } from '../apiAdapters/MenuAdapter';
import { OrdersAdapter } from '../apiAdapters/OrdersAdapter';
import { TrainAdapter } from '../apiAdapters/TrainAdapter';
import { PushRegistrationAdapter } from '../apiAdapters/PushRegistrationAdapter';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { FavoritesApiToken } from '../ports/FavoritesApi';

/** The live-API adapter set: every port backed by the provider's user API. */
import { TrainApiToken } from '../ports/TrainApi';

export const httpAdapterModule = new ContainerModule(({ bind, isBound }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(EndpointCallerToken).toService(HttpClient);
  bind(AuthApiToken).to(HttpAuthApi).inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(ProfileApiToken).to(HttpProfileApi).inSingletonScope();
  bind(AddressApiToken).to(HttpAddressApi).inSingletonScope();
  bind(MenuApiToken).to(MenuAdapter).inSingletonScope();
  bind(CartApiToken).to(CartAdapter).inSingletonScope();
  bind(CatalogueApiToken).to(HttpCatalogueApi).inSingletonScope();
  bind(ClientIpApiToken).to(HttpClientIpApi).inSingletonScope();
  bind(IpGeolocationToken).to(HttpIpGeolocation).inSingletonScope();
  bind(PushRegistrationApiToken).to(PushRegistrationAdapter).inSingletonScope();
  // Firebase push, when configured, is bound before this module; without it the live API has no push service.
  if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(UnavailablePushMessaging).inSingletonScope();
  bind(CheckoutApiToken).to(CheckoutAdapter).inSingletonScope();
  bind(OrdersApiToken).to(OrdersAdapter).inSingletonScope();
  bind(FavoritesApiToken).to(FavoritesAdapter).inSingletonScope();
  bind(TrainApiToken).to(TrainAdapter).inSingletonScope();
});
