import { randomUUID } from 'node:crypto';
import { NO_INSTRUCTIONS } from '../../src/domain/checkout/deliveryInstructions';
import { type CartApi, CartApiToken } from '../../src/infrastructure/ports/CartApi';
import { type CheckoutApi, CheckoutApiToken, type OrderRequest } from '../../src/infrastructure/ports/CheckoutApi';
import { type OrdersApi, OrdersApiToken } from '../../src/infrastructure/ports/OrdersApi';
import type { DemoPaymentOutcome } from '../../src/infrastructure/ports/DemoBackend';
import { type SessionRepository, SessionRepositoryToken } from '../../src/infrastructure/ports/SessionRepository';
import type { Harness } from './adapterSets';
import { plainDish } from './menuFixtures';

/** Demo customers' saved addresses (fixtures/addresses.json): Aarav's Home (default) and Work, Priya's Home. */
export const ADDRESS_IDS = { aaravHome: '1', aaravWork: '2', priyaHome: '3' } as const;

export const checkoutApi = (h: Harness) => h.container.get<CheckoutApi>(CheckoutApiToken);
export const ordersApi = (h: Harness) => h.container.get<OrdersApi>(OrdersApiToken);

/** Puts `quantity` of a plain dish of the restaurant into the signed-in customer's server cart. */
export async function fillCart(h: Harness, restaurantId = 1, quantity = 2) {
  const dish = plainDish(restaurantId);
  await h.container
    .get<CartApi>(CartApiToken)
    .addItem({ restaurantId: String(restaurantId), menuId: String(dish.menuId), quantity });
  return dish;
}

/** An order request (a fresh Idempotency-Key unless `extras` gives one). */
export const orderRequest = (
  addressId: string = ADDRESS_IDS.aaravHome,
  extras: Partial<OrderRequest> = {},
): OrderRequest => ({
  ...NO_INSTRUCTIONS,
  addressId,
  idempotencyKey: randomUUID(),
  ...extras,
});

/** The customer's orders, newest first (first page of all orders). */
export const latestOrders = async (h: Harness) =>
  (await ordersApi(h).history({ page: 1, limit: 10, status: '' })).orders;

/** The customer pays (or fails) at the demo payment gateway: straight on the shared fake server, in either set. */
export async function settleAtGateway(h: Harness, orderId: string, outcome: DemoPaymentOutcome) {
  const reading = h.container.get<SessionRepository>(SessionRepositoryToken).readCredentials();
  if (reading.status !== 'signed-in') throw new Error('settleAtGateway needs a signed-in customer');
  await h.server.payments.settle({ token: reading.credentials.token }, orderId, outcome);
  h.server.db.flush();
}

/** The order number at the end of a demo gateway redirect (/demo-payment/{orderId}). */
export const orderIdOfRedirect = (url: string): string => decodeURIComponent(url.split('/').at(-1) ?? '');

/** Every order of the customer, newest first (all pages). */
export async function allOrders(h: Harness) {
  const orders = [];
  for (let page = 1; ; page++) {
    const batch = (await ordersApi(h).history({ page, limit: 10, status: '' })).orders;
    orders.push(...batch);
    if (batch.length < 10) return orders;
  }
}
