import type { Bind } from 'inversify';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { FavoritesApiToken } from '../ports/FavoritesApi';
import { ProfileApiToken } from '../ports/ProfileApi';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { AddressAdapter } from './AddressAdapter';
import { AuthAdapter } from './AuthAdapter';
import { CatalogueAdapter } from './CatalogueAdapter';
import { ClientIpAdapter } from './ClientIpAdapter';
import { FavoritesAdapter } from './FavoritesAdapter';
import { ProfileAdapter } from './ProfileAdapter';
import { PushRegistrationAdapter } from './PushRegistrationAdapter';

/**
 * Binds the user-API ports to their shared adapters. Each adapter set calls this with its EndpointCaller bound
 * (HttpClient, or FakeEndpointCaller): the adapters are the same, the caller decides where a request goes.
 */
export function bindApiAdapters(bind: Bind) {
  bind(AuthApiToken).to(AuthAdapter).inSingletonScope();
  bind(ProfileApiToken).to(ProfileAdapter).inSingletonScope();
  bind(AddressApiToken).to(AddressAdapter).inSingletonScope();
  bind(CatalogueApiToken).to(CatalogueAdapter).inSingletonScope();
  bind(ClientIpApiToken).to(ClientIpAdapter).inSingletonScope();
  bind(PushRegistrationApiToken).to(PushRegistrationAdapter).inSingletonScope();
  bind(FavoritesApiToken).to(FavoritesAdapter).inSingletonScope();
}
