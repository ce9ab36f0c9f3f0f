import { ContainerModule } from 'inversify';
import { AuthApiToken } from '../ports/AuthApi';
import { DemoBackendToken } from '../ports/DemoBackend';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { IpGeolocationToken } from '../ports/IpGeolocation';
import { HttpCatalogueApi } from './adapters/HttpCatalogueApi';
import { HttpClientIpApi } from './adapters/HttpClientIpApi';
import { HttpIpGeolocation } from './adapters/HttpIpGeolocation';
import { HttpAuthApi } from './adapters/HttpAuthApi';
import { HttpDemoBackend } from './adapters/HttpDemoBackend';
import { HttpClient } from './HttpClient';

/** The live-API adapter set: every port backed by the provider's user API. */
export const httpAdapterModule = new ContainerModule(({ bind }) => {
  bind(HttpClient).toSelf().inSingletonScope();
  bind(AuthApiToken).to(HttpAuthApi).inSingletonScope();
  bind(DemoBackendToken).to(HttpDemoBackend).inSingletonScope();
  bind(CatalogueApiToken).to(HttpCatalogueApi).inSingletonScope();
  bind(ClientIpApiToken).to(HttpClientIpApi).inSingletonScope();
  bind(IpGeolocationToken).to(HttpIpGeolocation).inSingletonScope();
});
