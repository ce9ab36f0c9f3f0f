import { expect, it } from 'vitest';
import { ORDER_FILTERS, orderStatusLabel, parseOrderStatus } from './orderStatus';

it('matches statuses case-insensitively and labels anything else Unknown', () => {
  expect(orderStatusLabel('DELIVERED')).toBe('Delivered');
  expect(orderStatusLabel('Out For Delivery')).toBe('Out for Delivery');
  expect(orderStatusLabel('out_for_delivery')).toBe('Out for Delivery');
  expect(orderStatusLabel('Payment Processing')).toBe('Payment Processing');
  expect(orderStatusLabel('teleported')).toBe('Unknown');
  expect(orderStatusLabel(undefined)).toBe('Unknown');
  expect(parseOrderStatus('  rejected ')).toBe('rejected');
});

it('has the nine filter chips of the spec, All Orders first', () => {
  expect(ORDER_FILTERS).toEqual([
    '',
    'delivered',
    'preparing',
    'cancelled',
    'pending',
    'confirmed',
    'out for delivery',
    'payment failed',
    'payment processing',
  ]);
});
