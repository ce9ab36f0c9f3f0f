import { expect, it } from 'vitest';
import { orderRequest } from '../../../../test/helpers/orders';
import { pathOf } from '../endpoint';
import { CartEndpoints, CheckoutEndpoints, DemoEndpoints, TrainEndpoints } from '../endpoints';

const seat = {
  pnr: null,
  trainNumber: '12955',
  runDate: '2026-11-23',
  stationCode: 'BRC',
  coach: 'B2',
  berth: '34',
  passengerName: 'Aarav',
  mobile: '9876543210',
};

it('sends every placement with its attempt key, to an address or to a train seat', () => {
  const toAddress = orderRequest();
  expect(CheckoutEndpoints.placeCashOrder.request(toAddress)).toMatchObject({
    json: { addressId: Number(toAddress.addressId) },
    headers: { 'Idempotency-Key': toAddress.idempotencyKey },
  });
  const toSeat = { ...orderRequest(), seat, tip: 2_000 };
  expect(CheckoutEndpoints.startSeatOnlinePayment.request(toSeat)).toEqual({
    json: { seat, tip: 20 },
    headers: { 'Idempotency-Key': toSeat.idempotencyKey },
  });
});

it('marks only a cart change sent as the page closes as keepalive', () => {
  const request = { restaurantId: '1', menuId: '2', quantity: 1, choices: [], menuCount: null, addOnItemsCount: 0 };
  expect(CartEndpoints.changeQuantity.request({ request, keepalive: true })).toMatchObject({ keepalive: true });
  expect(CartEndpoints.changeQuantity.request({ request })).not.toHaveProperty('keepalive');
});

it('fills a resource id in the middle of a path and refuses an unsafe one before a request', () => {
  const cancel = TrainEndpoints.cancelSeatOrder;
  expect(pathOf(cancel.path, cancel.request('RB42').params)).toBe('api/train/orders/RB42/cancel');
  const settle = DemoEndpoints.settlePayment;
  expect(() => pathOf(settle.path, settle.request({ orderId: '../x', outcome: 'paid' }).params)).toThrow(
    expect.objectContaining({ kind: 'not-found' }),
  );
});
