import { defaultChoices } from '../../../domain/menu/addOnChoices';
import type { FakeDatabase } from '../db/FakeDatabase';
import type { OrderRecord } from '../db/orderRecords';
import { priceLine } from '../server/cart/pricedLines';
import { addOnGroupsOf, storedChoices } from '../server/menu/menuRecordsAsDomain';
import { addressDestination, nextOrderId, orderFromCart } from '../server/orders/orderFromCart';
import type { OrderFixture } from './orderFixtures';

const MINUTE = 60_000;
const NO_INSTRUCTIONS = {
  directionToReach: '',
  avoidCalling: false,
  leaveAtDoor: false,
  avoidRingingBell: false,
  leaveAtSecurity: false,
};

/** How each fixture outcome leaves the order. */
function outcomeOf(fixture: OrderFixture, createdAt: number): Partial<OrderRecord> {
  if (fixture.outcome === 'payment failed') return { paymentStatus: 'Failed', confirmedAt: null };
  const closedAs = fixture.outcome === 'cancelled' || fixture.outcome === 'rejected' ? fixture.outcome : null;
  return { paymentStatus: 'Completed', confirmedAt: createdAt, closedAs };
}

/** Places the demo customers' past orders (oldest first, so order numbers rise with time). */
export async function seedOrders(
  db: FakeDatabase,
  fixtures: readonly OrderFixture[],
  now: number,
  pause = async () => {},
) {
  // Every menu the orders need, downloaded together rather than one after another.
  await db.menuItems.readMenusOf(fixtures.flatMap((fixture) => fixture.items.map((item) => item.menuId)));
  for (const fixture of [...fixtures].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
    const address = db.addresses.findFirst((q) => q.where({ id: fixture.addressId, userId: fixture.userId }));
    if (!address)
      throw new Error(`fixtures/orders.json: address ${fixture.addressId} of ${fixture.userId} is not seeded`);
    const lines = fixture.items.map(({ menuId, quantity }, index) => {
      const found = db.menuItems.findRead(menuId);
      const item = found?.restaurantId === fixture.restaurantId ? found : undefined;
      if (!item)
        throw new Error(
          `fixtures/orders.json: dish ${menuId} is not on the menu of restaurant ${fixture.restaurantId}`,
        );
      const choices = storedChoices(defaultChoices(addOnGroupsOf(item)));
      return priceLine(
        {
          id: `seed-${index}`,
          userId: fixture.userId,
          restaurantId: fixture.restaurantId,
          menuId,
          menuCount: 1,
          quantity,
          choices,
          addedAt: 0,
        },
        item,
      );
    });
    const createdAt = now - fixture.minutesAgo * MINUTE;
    const placed = orderFromCart(db, {
      id: nextOrderId(db),
      userId: fixture.userId,
      destination: addressDestination(address),
      lines,
      method: fixture.paymentMethod,
      instructions: NO_INSTRUCTIONS,
      tip: fixture.tip,
      now: createdAt,
    });
    const rating = fixture.rating;
    await db.orders.create({
      ...placed,
      ...outcomeOf(fixture, createdAt),
      foodRating: rating?.food ?? 0,
      deliveryRating: rating?.delivery ?? 0,
      comment: rating?.comment ?? '',
      lines: placed.lines.map((line) => ({ ...line, itemRating: rating?.items[String(line.menuId)] ?? 0 })),
    });
    await pause();
  }
}
