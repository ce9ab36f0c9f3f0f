import type { Bind, Newable, ResolutionContext, ServiceIdentifier } from 'inversify';
import { prefetchLater } from '../../prefetchLater';
import { type AsyncPort, lazyPort } from '../di/lazyPort';
import { type AddressApi, AddressApiToken } from '../ports/AddressApi';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { CartApiToken } from '../ports/CartApi';
import { CatalogueApiToken } from '../ports/CatalogueApi';
import { type CheckoutApi, CheckoutApiToken } from '../ports/CheckoutApi';
import { ClientIpApiToken } from '../ports/ClientIpApi';
import { type FavoritesApi, FavoritesApiToken } from '../ports/FavoritesApi';
import { type MenuApi, MenuApiToken } from '../ports/MenuApi';
import { type OrdersApi, OrdersApiToken } from '../ports/OrdersApi';
import { type ProfileApi, ProfileApiToken } from '../ports/ProfileApi';
import { PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { type TrainApi, TrainApiToken } from '../ports/TrainApi';
import { CartAdapter } from './CartAdapter';
import { CatalogueAdapter } from './CatalogueAdapter';
import { ClientIpAdapter } from './ClientIpAdapter';
import { PushRegistrationAdapter } from './PushRegistrationAdapter';

/**
 * Binds a port to an adapter downloaded on the first call of one of its methods (lazyPort): the home page of a
 * first-time visitor calls the catalogue and location APIs only, so the other adapters, with their endpoint entries,
 * schemas and mappers, stay out of its download. Their code is fetched once the customer first touches the page
 * (`prefetchLater`): one first needed in a tunnel would fail, and stay failed until a reload.
 */
function bindOnFirstCall<Port extends object & AsyncPort<Port>>(
  bind: Bind,
  token: ServiceIdentifier<Port>,
  load: () => Promise<Newable<Port>>,
) {
  prefetchLater(() => void load().catch(() => undefined));
  bind(token)
    .toDynamicValue((context: ResolutionContext) => lazyPort<Port>(async () => context.get(await load())))
    .inSingletonScope();
}

/**
 * Binds the user-API ports to their shared adapters. Each adapter set calls this with its EndpointCaller bound
 * (HttpClient, or FakeEndpointCaller): the adapters are the same, the caller decides where a request goes.
 */
export function bindApiAdapters(bind: Bind) {
  // Loaded at start: the home page reads the catalogue and the client's IP; the cart's last change is sent as the
  // page closes and signing out unregisters the device while the session is still saved, both too late for a download.
  bind(CatalogueApiToken).to(CatalogueAdapter).inSingletonScope();
  bind(ClientIpApiToken).to(ClientIpAdapter).inSingletonScope();
  bind(CartApiToken).to(CartAdapter).inSingletonScope();
  bind(PushRegistrationApiToken).to(PushRegistrationAdapter).inSingletonScope();
  bindOnFirstCall<AuthApi>(bind, AuthApiToken, async () => (await import('./AuthAdapter')).AuthAdapter);
  bindOnFirstCall<ProfileApi>(bind, ProfileApiToken, async () => (await import('./ProfileAdapter')).ProfileAdapter);
  bindOnFirstCall<AddressApi>(bind, AddressApiToken, async () => (await import('./AddressAdapter')).AddressAdapter);
  bindOnFirstCall<MenuApi>(bind, MenuApiToken, async () => (await import('./MenuAdapter')).MenuAdapter);
  bindOnFirstCall<CheckoutApi>(bind, CheckoutApiToken, async () => (await import('./CheckoutAdapter')).CheckoutAdapter);
  bindOnFirstCall<OrdersApi>(bind, OrdersApiToken, async () => (await import('./OrdersAdapter')).OrdersAdapter);
  bindOnFirstCall<FavoritesApi>(
    bind,
    FavoritesApiToken,
    async () => (await import('./FavoritesAdapter')).FavoritesAdapter,
  );
  bindOnFirstCall<TrainApi>(bind, TrainApiToken, async () => (await import('./TrainAdapter')).TrainAdapter);
}
