import { expect, it } from 'vitest';
import { describeEachAdapterSet } from '../../../test/helpers/adapterSets';
import { ADDRESS_IDS, checkoutApi, fillCart, latestOrders, orderRequest } from '../../../test/helpers/orders';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';

/** Rajdhani Express Kitchen, Connaught Place, New Delhi (fixtures/restaurants.json). */
const NEW_DELHI_KITCHEN = 2;
const REFUSAL =
  'Rajdhani Express Kitchen does not deliver to this address: it is 1,153 km away, and it delivers within 25 km.';

// FEATURES F-checkout: a kitchen delivers only within its service area; the server refuses any other address.
describeEachAdapterSet('Service area contract', (harness) => {
  it('refuses a cash order from a New Delhi kitchen to a Mumbai address, with the reason, and keeps the cart', async () => {
    await signIn(harness(), 'priya');
    await fillCart(harness(), NEW_DELHI_KITCHEN, 1);
    const refused = await rejection(checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.priyaHome)));
    expect(refused).toMatchObject({ kind: 'rejected', message: REFUSAL });
    // Nothing was placed: the dish is still in the cart, and placing it again is refused the same way.
    expect(await latestOrders(harness())).not.toContainEqual(
      expect.objectContaining({ restaurantName: 'Rajdhani Express Kitchen', deliveryAddress: expect.any(String) }),
    );
    const again = await rejection(checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.priyaHome)));
    expect(again.message).toBe(REFUSAL);
  });

  it('refuses an online payment to an address out of the area before any gateway is opened', async () => {
    await signIn(harness(), 'priya');
    await fillCart(harness(), NEW_DELHI_KITCHEN, 1);
    const before = (await latestOrders(harness())).length;
    const refused = await rejection(checkoutApi(harness()).startOnlinePayment(orderRequest(ADDRESS_IDS.priyaHome)));
    expect(refused.message).toBe(REFUSAL);
    expect(await latestOrders(harness())).toHaveLength(before);
  });

  it('accepts the same kitchen for an address within its area', async () => {
    await signIn(harness());
    await fillCart(harness(), NEW_DELHI_KITCHEN, 1);
    const orderId = await checkoutApi(harness()).placeCashOrder(orderRequest(ADDRESS_IDS.aaravWork));
    expect((await latestOrders(harness()))[0]).toMatchObject({ orderId, restaurantName: 'Rajdhani Express Kitchen' });
  });
});
