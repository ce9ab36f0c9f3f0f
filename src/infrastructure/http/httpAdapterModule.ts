import { ContainerModule } from 'inversify';
import { CartApiToken } from '../ports/CartApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { MenuApiToken } from '../ports/MenuApi';
import { PushMessagingToken } from '../ports/PushMessaging';
import { UnavailablePushMessaging } from '../push/UnavailablePushMessaging';
import { HttpCartApi } from './adapters/HttpCartApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpIpGeolocation } from './adapters/HttpIpGeolocation';
import { HttpMenuApi } from './adapters/HttpMenuApi';
import { HttpClient } from './HttpClient';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { bindApiAdapters } from '../apiAdapters/bindApiAdapters';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { HttpCheckoutApi } from './adapters/HttpCheckoutApi';
import { HttpOrdersApi } from './adapters/HttpOrdersApi';

/** The live-API adapter set: every port backed by the provider's user API. */
import { TrainApiToken } from '../ports/TrainApi';
import { HttpTrainApi } from './adapters/HttpTrainApi';

export const httpAdapterModule = new ContainerModule(({ bind, isBound }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(EndpointCallerToken).toService(HttpClient);
  bindApiAdapters(bind);
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(MenuApiToken).to(HttpMenuApi).inSingletonScope();
  bind(CartApiToken).to(HttpCartApi).inSingletonScope();
  bind(IpGeolocationToken).to(HttpIpGeolocation).inSingletonScope();
  // Firebase push, when configured, is bound before this module; without it the live API has no push service.
  if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(UnavailablePushMessaging).inSingletonScope();
  bind(CheckoutApiToken).to(HttpCheckoutApi).inSingletonScope();
  bind(OrdersApiToken).to(HttpOrdersApi).inSingletonScope();
  bind(TrainApiToken).to(HttpTrainApi).inSingletonScope();
});
