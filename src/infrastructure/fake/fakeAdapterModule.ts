import { ContainerModule } from 'inversify';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { ProfileApiToken } from '../ports/ProfileApi';
import { FakeAddressApi } from './adapters/FakeAddressApi';
import { FakeAuthApi } from './adapters/FakeAuthApi';
import { DemoSettings } from './adapters/DemoSettings';
import { FakeDemoBackend } from './adapters/FakeDemoBackend';
import { FakeGateway, FakeServerToken } from './adapters/FakeGateway';
import { FakeProfileApi } from './adapters/FakeProfileApi';
import type { FakeServer } from './server/FakeServer';
import { CartApiToken } from '../ports/CartApi';
import { MenuApiToken } from '../ports/MenuApi';
import { FakeCartApi } from './adapters/FakeCartApi';
import { FakeMenuApi } from './adapters/FakeMenuApi';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { FakeCheckoutApi } from './adapters/FakeCheckoutApi';
import { FakeOrdersApi } from './adapters/FakeOrdersApi';

/** The offline adapter set: every port backed by the in-process fake server. */
export function fakeAdapterModule(server: FakeServer) {
  return new ContainerModule(({ bind }) => {
    bind(FakeServerToken).toConstantValue(server);
    bind(DemoSettings).toSelf().inSingletonScope();
    bind(FakeGateway).toSelf().inSingletonScope();
    bind(AuthApiToken).to(FakeAuthApi).inSingletonScope();
    bind(DemoBackendToken).to(FakeDemoBackend).inSingletonScope();
    bind(ProfileApiToken).to(FakeProfileApi).inSingletonScope();
    bind(AddressApiToken).to(FakeAddressApi).inSingletonScope();
    bind(MenuApiToken).to(FakeMenuApi).inSingletonScope();
    bind(CartApiToken).to(FakeCartApi).inSingletonScope();
    bind(CheckoutApiToken).to(FakeCheckoutApi).inSingletonScope();
    bind(OrdersApiToken).to(FakeOrdersApi).inSingletonScope();
  });
}
