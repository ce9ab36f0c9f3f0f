import { expect, it } from 'vitest';
import { createHarness, installMsw, msw } from '../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, ordersApi, orderRequest } from '../../../test/helpers/orders';
import { signIn } from '../../../test/helpers/signIn';

installMsw();

/** Records method, path and query of every request msw sees. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  msw.events.on('request:start', listener);
  return { seen, stop: () => msw.events.removeListener('request:start', listener) };
}

it('the orders adapter over http uses the paths, methods and query of the order calls (the history path is ours)', async () => {
  const harness = await createHarness('http');
  await signIn(harness);
  await fillCart(harness);
  const requests = recordRequests();
  const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
  await checkoutApi(harness).paymentStatus(orderId);
  await ordersApi(harness).history({ page: 2, limit: 10, status: 'out for delivery' });
  await ordersApi(harness).history({ page: 1, limit: 10, status: '' });
  await ordersApi(harness).order(orderId);
  // An id that is not a safe resource id never reaches the network.
  await expect(ordersApi(harness).order('a/b')).rejects.toMatchObject({ kind: 'not-found' });
  requests.stop();
  expect(requests.seen).toEqual([
    'POST /api/orders/init-order-cod',
    `GET /api/orders/check-order-payment-status/${orderId}`,
    'GET /api/orders/get-order-history?page=2&limit=10&search=out+for+delivery',
    'GET /api/orders/get-order-history?page=1&limit=10',
    `GET /api/orders/${orderId}`,
  ]);
});
