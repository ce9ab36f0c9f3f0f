import type { Bind } from 'inversify';
import { AddressApiToken } from '../ports/AddressApi';
import { AuthApiToken } from '../ports/AuthApi';
import { CartApiToken } from '../ports/CartApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { CheckoutApiToken } from '../ports/CheckoutApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { FavoritesApiToken } from '../ports/FavoritesApi';
import { MenuApiToken } from '../ports/MenuApi';
import { OrdersApiToken } from '../ports/OrdersApi';
import { ProfileApiToken } from '../ports/ProfileApi';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { TrainApiToken } from '../ports/TrainApi';
import { AddressAdapter } from './AddressAdapter';
import { AuthAdapter } from './AuthAdapter';
import { CartAdapter } from './CartAdapter';
import { CatalogueAdapter } from './CatalogueAdapter';
import { CheckoutAdapter } from './CheckoutAdapter';
import { ClientIpAdapter } from './ClientIpAdapter';
import { FavoritesAdapter } from './FavoritesAdapter';
import { MenuAdapter } from './MenuAdapter';
import { OrdersAdapter } from './OrdersAdapter';
import { ProfileAdapter } from './ProfileAdapter';
import { PushRegistrationAdapter } from './PushRegistrationAdapter';
import { TrainAdapter } from './TrainAdapter';

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
  bind(MenuApiToken).to(MenuAdapter).inSingletonScope();
  bind(CartApiToken).to(CartAdapter).inSingletonScope();
  bind(CheckoutApiToken).to(CheckoutAdapter).inSingletonScope();
  bind(OrdersApiToken).to(OrdersAdapter).inSingletonScope();
  bind(TrainApiToken).to(TrainAdapter).inSingletonScope();
}
