import { expect, it } from 'vitest';
import { createFakeServer } from '../../createFakeServer';
import { MemorySnapshotStore } from '../../db/SnapshotStore';
import { customizableDish, plainDish } from '../../../../../test/helpers/menuFixtures';
import { DEMO_CUSTOMERS } from '../../../../../test/helpers/signIn';
import { TEST_PASSWORD_ITERATIONS, testFixtures } from '../../../../../test/helpers/testFixtures';

const testServer = async (snapshots: MemorySnapshotStore) =>
  createFakeServer({
    snapshots,
    fixtures: await testFixtures(),
    security: { passwordIterations: TEST_PASSWORD_ITERATIONS },
  });

async function signedInServer(snapshots = new MemorySnapshotStore()) {
  const server = await testServer(snapshots);
  const { token } = await server.auth.login({
    phone: DEMO_CUSTOMERS.aarav.phone,
    password: DEMO_CUSTOMERS.aarav.password,
  });
  return { server, context: { token: token! }, snapshots };
}

it('never trusts a price sent by the client', async () => {
  const { server, context } = await signedInServer();
  const dish = plainDish(1);
  await server.cart.addToCart(context, {
    restaurantId: 1,
    menuId: dish.menuId,
    quantity: 2,
    price: 1,
    finalPrice: 1,
    itemTotal: 1,
  });
  const answer = await server.cart.cartInfo(context);
  expect(answer.itemDetails?.[0]?.itemTotal).toBe(dish.finalPrice * 2);
  expect(answer.subTotal).toBe(dish.finalPrice * 2);
});

it('never trusts option prices sent by the client either', async () => {
  const { server, context } = await signedInServer();
  const dish = customizableDish(1);
  const group = dish.addOnGroups.map((g) => ({ groupId: g.id, itemIds: [g.items[0]!.id], price: 0 }));
  await server.cart.addToCartWithOption(context, {
    restaurantId: 1,
    menuId: dish.menuId,
    quantity: 1,
    menuCount: 7,
    group,
    itemTotal: 1,
  });
  const [line] = (await server.cart.cartInfo(context)).itemDetails ?? [];
  expect(line?.itemTotal).toBeGreaterThan(1);
  expect(line?.menuCount).toBe(1);
});

it('answers 400 to a malformed body instead of failing', async () => {
  const { server, context } = await signedInServer();
  await expect(server.cart.changeCart(context, { menuId: 'x' })).rejects.toMatchObject({ status: 400 });
});

it('keeps the cart across a restart of the demo backend (persistent, per customer)', async () => {
  const { server, context, snapshots } = await signedInServer();
  await server.cart.addToCart(context, { restaurantId: 1, menuId: plainDish(1).menuId, quantity: 3 });
  server.db.flush();
  const restarted = await testServer(snapshots);
  expect(await restarted.cart.itemsCount(context)).toEqual({
    success: true,
    data: { restaurantId: 1, cartInfo: [{ menuId: plainDish(1).menuId, quantity: 3 }] },
  });
  await restarted.resetDemoData();
  await expect(restarted.cart.itemsCount(context)).rejects.toMatchObject({ status: 401 });
});
