import { expect, it } from 'vitest';
import { OWN_CHANGE_MS, OrderUpdates } from './OrderUpdates';

it("knows the customer's own change for a while, once, for that order and status only", () => {
  const updates = new OrderUpdates();
  const heard: string[] = [];
  updates.subscribe((update) => heard.push(`${update.orderId} ${update.status}`));
  updates.publishOwn({ orderId: 'RB1', status: 'cancelled' }, 1000);
  expect(heard).toEqual(['RB1 cancelled']);

  expect(updates.isOwnChange({ orderId: 'RB1', status: 'delivered' }, 1000)).toBe(false);
  expect(updates.isOwnChange({ orderId: 'RB2', status: 'cancelled' }, 1000)).toBe(false);
  expect(updates.isOwnChange({ orderId: 'RB1', status: 'cancelled' }, 2000)).toBe(true);
  expect(updates.isOwnChange({ orderId: 'RB1', status: 'cancelled' }, 2000)).toBe(false);

  updates.publishOwn({ orderId: 'RB3', status: 'cancelled' }, 0);
  expect(updates.isOwnChange({ orderId: 'RB3', status: 'cancelled' }, OWN_CHANGE_MS + 1)).toBe(false);
});
