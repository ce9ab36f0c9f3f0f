import { ContainerModule } from 'inversify';
import { AuthApiToken } from '../ports/AuthApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { HttpAuthApi } from './adapters/HttpAuthApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpClient } from './HttpClient';

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(AuthApiToken).to(HttpAuthApi).inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
});
