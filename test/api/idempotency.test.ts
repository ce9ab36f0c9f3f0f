import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ApiPaths } from '../../src/infrastructure/api/paths';
import { IDEMPOTENCY_KEY_REUSED_TEXT } from '../../src/infrastructure/fake/server/orders/OrderService';
import { DEMO_CUSTOMERS } from '../helpers/demoCustomers';
import { plainDish } from '../helpers/menuFixtures';
import { startTestApi, TEST_APP_ORIGIN } from './testApiServer';

// `npm run api` over a real socket: an Idempotency-Key is bound to the request it was first sent with.
const running = startTestApi();

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL(path, running().url), {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

it('answers a repeated key with the first order, and the key with another request with a JSON 422', async () => {
  const { phone, password } = DEMO_CUSTOMERS.aarav;
  const { token } = (await (await post(ApiPaths.login, { phone, password })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const addDish = () => post(ApiPaths.addToCart, { restaurantId: 1, menuId: plainDish(1).menuId, quantity: 1 }, auth);
  expect((await addDish()).status).toBe(200);
  const key = { ...auth, 'Idempotency-Key': randomUUID() };
  const body = { addressId: 1, tip: 20, directionToReach: 'Gate 3' };

  const first = await post(ApiPaths.initOrderCod, body, key);
  expect(first.status).toBe(200);
  const { orderId } = (await first.json()) as { orderId: string };
  expect((await addDish()).status).toBe(200);

  const changed = await post(ApiPaths.initOrderCod, { ...body, tip: 30 }, key);
  expect(changed.status).toBe(422);
  expect(changed.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await changed.json()).toEqual({ success: false, message: IDEMPOTENCY_KEY_REUSED_TEXT });

  const again = await post(ApiPaths.initOrderCod, { directionToReach: 'Gate 3', tip: 20, addressId: 1 }, key);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ success: true, orderId });
});
