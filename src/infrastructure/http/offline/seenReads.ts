import type { z } from 'zod/mini';
import type { Endpoint, SentRequest } from '../../api/endpoint';
import { AddressEndpoints } from '../../api/endpoints/addressEndpoints';
import { CatalogueEndpoints } from '../../api/endpoints/catalogueEndpoints';
import { MenuEndpoints } from '../../api/endpoints/menuEndpoints';
import { OrderEndpoints } from '../../api/endpoints/orderEndpoints';
import { ProfileEndpoints } from '../../api/endpoints/profileEndpoints';
import { TrainEndpoints } from '../../api/endpoints/trainEndpoints';

type AnyEndpoint = Endpoint<never, z.ZodMiniType, unknown>;
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
 */
export const SEEN_READS: ReadonlyMap<AnyEndpoint, Keeps> = new Map<AnyEndpoint, Keeps>([
  [CatalogueEndpoints.restaurants, firstPage],
  [CatalogueEndpoints.cuisineCategories, every],
  [MenuEndpoints.restaurantDetail, every],
  [MenuEndpoints.items, every],
  [TrainEndpoints.journeyByPnr, every],
  [TrainEndpoints.journeyByTrain, every],
  [TrainEndpoints.route, every],
  [TrainEndpoints.liveStatus, every],
  [TrainEndpoints.seatOrder, every],
  [OrderEndpoints.history, firstPage],
  [OrderEndpoints.order, every],
  [AddressEndpoints.list, every],
  [ProfileEndpoints.get, every],
] as unknown as [AnyEndpoint, Keeps][]);

/** The rule for keeping an endpoint's answers, or undefined when they are never kept. */
export const keepsOf = (endpoint: unknown): Keeps | undefined => SEEN_READS.get(endpoint as AnyEndpoint);
