import { ContainerModule } from 'inversify';
import { AuthApiToken } from '../ports/AuthApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { HttpAuthApi } from './adapters/HttpAuthApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpClient } from './HttpClient';
import { CartApiToken } from '../ports/CartApi';
import { MenuApiToken } from '../ports/MenuApi';
import { HttpCartApi } from './adapters/HttpCartApi';
import { HttpMenuApi } from './adapters/HttpMenuApi';

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(AuthApiToken).to(HttpAuthApi).inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(MenuApiToken).to(HttpMenuApi).inSingletonScope();
  bind(CartApiToken).to(HttpCartApi).inSingletonScope();
});
