import { ContainerModule } from 'inversify';
import { CartApiToken } from '../ports/CartApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { MenuApiToken } from '../ports/MenuApi';
import { PushMessagingToken } from '../ports/PushMessaging';
import { DemoSettings } from './adapters/DemoSettings';
import { FakeCartApi } from './adapters/FakeCartApi';
import { FakeDemoBackend } from './adapters/FakeDemoBackend';
import { FakeDemoPushMessaging } from './adapters/FakeDemoPushMessaging';
import { FakeGateway, FakeServerToken } from './adapters/FakeGateway';
import { FakeIpGeolocation } from './adapters/FakeIpGeolocation';
import { FakeMenuApi } from './adapters/FakeMenuApi';
import type { FakeServer } from './server/FakeServer';
import { EndpointCallerToken } from '../api/EndpointCaller';
import { bindApiAdapters } from '../apiAdapters/bindApiAdapters';
import { FakeEndpointCaller } from './adapters/FakeEndpointCaller';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { FakeCheckoutApi } from './adapters/FakeCheckoutApi';
import { FakeOrdersApi } from './adapters/FakeOrdersApi';
import { TrainApiToken } from '../ports/TrainApi';
import { FakeTrainApi } from './adapters/FakeTrainApi';

/** The offline adapter set: every port backed by the in-process fake server. */
export function fakeAdapterModule(server: FakeServer) {
  return new ContainerModule(({ bind, isBound }) => {
    bind(FakeServerToken).toConstantValue(server);
    bind(DemoSettings).toSelf().inSingletonScope();
    bind(FakeGateway).toSelf().inSingletonScope();
    bind(EndpointCallerToken).to(FakeEndpointCaller).inSingletonScope();
    bindApiAdapters(bind);
    bind(DemoBackendToken).to(FakeDemoBackend).inSingletonScope();
    bind(MenuApiToken).to(FakeMenuApi).inSingletonScope();
    bind(CartApiToken).to(FakeCartApi).inSingletonScope();
    bind(IpGeolocationToken).to(FakeIpGeolocation).inSingletonScope();
    // Firebase push, when configured, is bound before this module; without it the demo backend delivers push.
    if (!isBound(PushMessagingToken)) bind(PushMessagingToken).to(FakeDemoPushMessaging).inSingletonScope();
    bind(CheckoutApiToken).to(FakeCheckoutApi).inSingletonScope();
    bind(OrdersApiToken).to(FakeOrdersApi).inSingletonScope();
    bind(TrainApiToken).to(FakeTrainApi).inSingletonScope();
  });
}
