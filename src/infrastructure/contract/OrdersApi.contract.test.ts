import { expect, it } from 'vitest';
import { sumPaise } from '../../domain/money/paise';
import { type Order, ORDERS_PAGE_SIZE, visibleCharges } from '../../domain/order/Order';
import { orderStatusLabel } from '../../domain/order/orderStatus';
import { awaitsRating, ONLY_DELIVERED_TEXT, RATING_SUBMITTED_TEXT, ratingSubmission } from '../../domain/order/rating';
import { ORDER_NOT_FOUND_TEXT } from '../fake/server/orders/DemoPayments';
import { STARS_TEXT } from '../fake/server/orders/OrderRatings';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { allOrders, checkoutApi, fillCart, latestOrders, orderRequest, ordersApi } from '../../../test/helpers/orders';
import { rejection } from '../../../test/helpers/rejection';
import { signIn } from '../../../test/helpers/signIn';

const MINUTE = 60_000;
const page = (
  h: Harness,
  pageNumber: number,
  status: Parameters<ReturnType<typeof ordersApi>['history']>[0]['status'] = '',
) => ordersApi(h).history({ page: pageNumber, limit: ORDERS_PAGE_SIZE, status });
const statuses = (orders: Order[]) => orders.map((order) => orderStatusLabel(order.orderStatus));
const rate = (order: Order, food = 5, delivery = 4) =>
  ratingSubmission(order, { food, delivery, items: {}, comment: '  Lovely  ' });

describeEachAdapterSet('OrdersApi contract', (harness) => {
  it('needs a session', async () => {
    expect(await rejection(page(harness(), 1))).toMatchObject({ kind: 'unauthorized' });
  });

  it("lists the customer's orders newest first, ten to a page, with the seeded variety", async () => {
    await signIn(harness());
    const first = await page(harness(), 1);
    const second = await page(harness(), 2);
    expect(first.orders).toHaveLength(10);
    expect(first.total).toBe(first.orders.length + second.orders.length);
    const all = [...first.orders, ...second.orders];
    const times = all.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(statuses(all))).toEqual(
      new Set(['Out for Delivery', 'Preparing', 'Delivered', 'Cancelled', 'Payment Failed', 'Rejected']),
    );
    expect(all.some(awaitsRating)).toBe(true);
    expect(all.some((order) => order.foodRating > 0)).toBe(true);
  });

  it('sends whole orders in paise: items, charges, total, PIN and places', async () => {
    await signIn(harness());
    const [outForDelivery] = (await page(harness(), 1, 'out for delivery')).orders;
    expect(outForDelivery!.userPin).toMatch(/^\d{4}$/);
    expect(outForDelivery!.restaurantLocation).not.toBeNull();
    expect(outForDelivery!.deliveryLocation).toEqual({ latitude: 28.6304, longitude: 77.2197 });
    for (const order of (await page(harness(), 1)).orders) {
      const items = sumPaise(order.items.map((item) => item.itemPrice * item.itemQuantity));
      expect(order.totalAmount).toBeGreaterThanOrEqual(items);
      expect(order.restaurantImage).not.toBe('');
    }
  });

  it("keeps the restaurant offer's discount, so an order's lines add up to its total", async () => {
    await signIn(harness());
    const dish = await fillCart(harness(), 16, 4); // Green Bowl Rajendra Place, New Delhi: 'Flat ₹75 OFF above ₹299'
    expect(dish.finalPrice * 4).toBeGreaterThan(299);
    await checkoutApi(harness()).placeCashOrder(orderRequest());
    const [order] = await latestOrders(harness());
    expect(order!.discountPaise).toBe(7_500);
    const items = sumPaise(order!.items.map((item) => item.itemPrice * item.itemQuantity));
    const charges = sumPaise(visibleCharges(order!.charges).map((charge) => charge.amount));
    expect(items + charges - order!.discountPaise!).toBe(order!.totalAmount);
  });

  it('filters by status and moves orders along with the clock', async () => {
    await signIn(harness());
    const delivered = await page(harness(), 1, 'delivered');
    expect(statuses(delivered.orders).every((status) => status === 'Delivered')).toBe(true);
    expect(statuses((await page(harness(), 1, 'cancelled')).orders)).toEqual(['Cancelled']);
    expect((await page(harness(), 1, 'preparing')).total).toBe(1);
    harness().clock.advance(60 * MINUTE);
    expect((await page(harness(), 1, 'preparing')).total).toBe(0);
    expect((await page(harness(), 1, 'delivered')).total).toBe(delivered.total + 2);
  });

  it('rates a delivered order: the ratings and the trimmed comment are kept', async () => {
    await signIn(harness());
    const unrated = (await page(harness(), 1, 'delivered')).orders.find(awaitsRating)!;
    const submission = ratingSubmission(unrated, {
      food: 4,
      delivery: 5,
      items: { [unrated.items[0]!.menuId]: 3 },
      comment: '  Hot and fresh  ',
    });
    expect(await ordersApi(harness()).submitRating(submission)).toBe(RATING_SUBMITTED_TEXT);
    const rated = (await allOrders(harness())).find((order) => order.orderId === unrated.orderId)!;
    expect(rated).toMatchObject({ foodRating: 4, deliveryRating: 5, comment: 'Hot and fresh' });
    expect(rated.items[0]!.itemRating).toBe(3);
  });

  it('reads any one order by its id, exactly as the history lists it, whichever page it is on', async () => {
    await signIn(harness());
    const all = await allOrders(harness());
    expect(all.length).toBeGreaterThan(ORDERS_PAGE_SIZE);
    for (const listed of [all[0]!, all[ORDERS_PAGE_SIZE]!, all.at(-1)!])
      expect(await ordersApi(harness()).order(listed.orderId)).toEqual(listed);
  });

  it("reads one order by id for its own customer only: unknown, unsafe and other customers' ids are no order", async () => {
    expect(await rejection(ordersApi(harness()).order('RB100001'))).toMatchObject({ kind: 'unauthorized' });
    await signIn(harness());
    const [mine] = await latestOrders(harness());
    const notFound = { kind: 'not-found' };
    expect(await rejection(ordersApi(harness()).order('RB999999'))).toMatchObject(notFound);
    expect(await rejection(ordersApi(harness()).order('../get-order-history'))).toMatchObject(notFound);
    await signIn(harness(), 'priya');
    expect(await rejection(ordersApi(harness()).order(mine!.orderId))).toMatchObject({
      kind: 'not-found',
      message: ORDER_NOT_FOUND_TEXT,
    });
  });

  it('refuses to rate an order that is not delivered, out-of-range stars, and orders of other customers', async () => {
    await signIn(harness());
    const [preparing] = (await page(harness(), 1, 'preparing')).orders;
    expect(await rejection(ordersApi(harness()).submitRating(rate(preparing!)))).toMatchObject({
      kind: 'rejected',
      message: ONLY_DELIVERED_TEXT,
    });
    const [delivered] = (await page(harness(), 1, 'delivered')).orders;
    expect(await rejection(ordersApi(harness()).submitRating(rate(delivered!, 0, 4)))).toMatchObject({
      kind: 'rejected',
      message: STARS_TEXT,
    });
    expect(await rejection(ordersApi(harness()).submitRating(rate(delivered!, 5, 6)))).toMatchObject({
      kind: 'rejected',
      message: STARS_TEXT,
    });
    await signIn(harness(), 'priya');
    expect(await rejection(ordersApi(harness()).submitRating(rate(delivered!)))).toMatchObject({
      kind: 'not-found',
      message: ORDER_NOT_FOUND_TEXT,
    });
  });
});
