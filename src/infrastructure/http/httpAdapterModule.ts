import { ContainerModule } from 'inversify';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { ProfileApiToken } from '../ports/ProfileApi';
import { HttpAddressApi } from './adapters/HttpAddressApi';
import { HttpAuthApi } from './adapters/HttpAuthApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpProfileApi } from './adapters/HttpProfileApi';
import { HttpClient } from './HttpClient';
import { CartApiToken } from '../ports/CartApi';
import { MenuApiToken } from '../ports/MenuApi';
import { HttpCartApi } from './adapters/HttpCartApi';
import { HttpMenuApi } from './adapters/HttpMenuApi';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { HttpCheckoutApi } from './adapters/HttpCheckoutApi';
import { HttpOrdersApi } from './adapters/HttpOrdersApi';

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(AuthApiToken).to(HttpAuthApi).inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(ProfileApiToken).to(HttpProfileApi).inSingletonScope();
  bind(AddressApiToken).to(HttpAddressApi).inSingletonScope();
  bind(MenuApiToken).to(HttpMenuApi).inSingletonScope();
  bind(CartApiToken).to(HttpCartApi).inSingletonScope();
  bind(CheckoutApiToken).to(HttpCheckoutApi).inSingletonScope();
  bind(OrdersApiToken).to(HttpOrdersApi).inSingletonScope();
});
