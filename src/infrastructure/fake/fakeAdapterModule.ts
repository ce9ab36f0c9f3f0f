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
import { DemoSettings } from './adapters/DemoSettings';
import { FakeAddressApi } from './adapters/FakeAddressApi';
import { FakeAuthApi } from './adapters/FakeAuthApi';
import { FakeCatalogueApi } from './adapters/FakeCatalogueApi';
import { FakeClientIpApi } from './adapters/FakeClientIpApi';
import { FakeDemoBackend } from './adapters/FakeDemoBackend';
import { FakeDemoPushMessaging } from './adapters/FakeDemoPushMessaging';
import { FakeGateway, FakeServerToken } from './adapters/FakeGateway';
import { FakeIpGeolocation } from './adapters/FakeIpGeolocation';
import { FakeProfileApi } from './adapters/FakeProfileApi';
import type { FakeServer } from './server/FakeServer';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { FavoritesAdapter } from '../apiAdapters/FavoritesAdapter';
import { CartAdapter } from '../apiAdapters/CartAdapter';
import { CheckoutAdapter } from '../apiAdapters/CheckoutAdapter';
import { MenuAdapter } from '../apiAdapters/MenuAdapter';
import { OrdersAdapter } from '../apiAdapters/OrdersAdapter';
import { TrainAdapter } from '../apiAdapters/TrainAdapter';
import { PushRegistrationAdapter } from '../apiAdapters/PushRegistrationAdapter';
import { FakeEndpointCaller } from './adapters/FakeEndpointCaller';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { FavoritesApiToken } from '../ports/FavoritesApi';
import { TrainApiToken } from '../ports/TrainApi';

/** The offline adapter set: every port backed by the in-process fake server. */
export function fakeAdapterModule(server: FakeServer) {
  return new ContainerModule(({ bind, isBound }) => {
    bind(FakeServerToken).toConstantValue(server);
    bind(DemoSettings).toSelf().inSingletonScope();
    bind(FakeGateway).toSelf().inSingletonScope();
    bind(EndpointCallerToken).to(FakeEndpointCaller).inSingletonScope();
    bind(AuthApiToken).to(FakeAuthApi).inSingletonScope();
    bind(DemoBackendToken).to(FakeDemoBackend).inSingletonScope();
    bind(ProfileApiToken).to(FakeProfileApi).inSingletonScope();
    bind(AddressApiToken).to(FakeAddressApi).inSingletonScope();
    bind(MenuApiToken).to(MenuAdapter).inSingletonScope();
    bind(CartApiToken).to(CartAdapter).inSingletonScope();
    bind(CatalogueApiToken).to(FakeCatalogueApi).inSingletonScope();
    bind(ClientIpApiToken).to(FakeClientIpApi).inSingletonScope();
    bind(IpGeolocationToken).to(FakeIpGeolocation).inSingletonScope();
    bind(PushRegistrationApiToken).to(PushRegistrationAdapter).inSingletonScope();
    // Firebase push, when configured, is bound before this module; without it the demo backend delivers push.
    if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(FakeDemoPushMessaging).inSingletonScope();
    bind(CheckoutApiToken).to(CheckoutAdapter).inSingletonScope();
    bind(OrdersApiToken).to(OrdersAdapter).inSingletonScope();
    bind(FavoritesApiToken).to(FavoritesAdapter).inSingletonScope();
    bind(TrainApiToken).to(TrainAdapter).inSingletonScope();
  });
}
