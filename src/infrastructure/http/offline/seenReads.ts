import { type EndpointMethod, operationOf, type SentRequest } from '../../api/endpoint';
import { ApiPaths } from '../../api/paths';

/** Whether one request of a kept read is worth keeping (e.g. only the first page of a list). */
type Keeps = (request: SentRequest) => boolean;

const every: Keeps = () => true;
const firstPage: Keeps = (request) => (request.query.page ?? '1') === '1';

/**
 * The reads whose answers are kept and served when the network is missing: what a customer opens again in a tunnel.
 * The home list (for the location asked), the menus opened, the train journey with its route and last live status,
 * a seat order, the order history's first page and each order opened, the saved addresses, the profile. Nothing
 * else: sign-in answers hold tokens, the password OTP is a secret, and checkout and payment answers (a payment's
 * status too: a saved 'Pending' would hide that it has gone unconfirmed too long) must be live.
 *
 * Named by the GET endpoints' operations (their paths without ids), not by the endpoint entries: those are in each
 * area's chunk, downloaded when a screen first needs it, and this list is loaded with the adapter set.
 */
export const SEEN_READS: ReadonlyMap<string, Keeps> = new Map<string, Keeps>([
  [ApiPaths.restaurants, firstPage],
  [ApiPaths.cuisineCategories, every],
  [ApiPaths.restaurantById, every],
  [ApiPaths.restaurantItems, every],
  [ApiPaths.trainPnr, every],
  [ApiPaths.trainJourney, every],
  [ApiPaths.trainRoute, every],
  [ApiPaths.trainLiveStatus, every],
  [ApiPaths.trainOrder, every],
  [ApiPaths.orderHistory, firstPage],
  [ApiPaths.orderById, every],
  [ApiPaths.addresses, every],
  [ApiPaths.getProfile, every],
]);

/** The rule for keeping an endpoint's answers, or undefined when they are never kept (every call but these reads). */
export const keepsOf = (endpoint: { method: EndpointMethod; path: string; operation?: string }): Keeps | undefined =>
  endpoint.method === 'GET' ? SEEN_READS.get(operationOf(endpoint)) : undefined;
