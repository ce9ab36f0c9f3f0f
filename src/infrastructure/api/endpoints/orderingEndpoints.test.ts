import { expect, it } from 'vitest';
import { orderRequest } from '../../../../test/helpers/orders';
import { operationOf, pathOf } from '../endpoint';
import { CheckoutEndpoints } from './checkoutEndpoints';
import { DemoEndpoints } from './demoEndpoints';
import { TrainEndpoints } from './trainEndpoints';

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

it('sends a placement to an address or, with the seat instead, to a train seat', () => {
  const toAddress = orderRequest();
  expect(CheckoutEndpoints.placeCashOrder.request(toAddress)).toMatchObject({
    json: { addressId: Number(toAddress.addressId) },
  });
  const toSeat = { ...orderRequest(), seat, tip: 2_000 };
  expect(CheckoutEndpoints.startSeatOnlinePayment.request(toSeat)).toEqual({ json: { seat, tip: 20 } });
});

it('fills a resource id in the middle of a path and refuses an unsafe one before a request', () => {
  const cancel = TrainEndpoints.cancelSeatOrder;
  expect(pathOf(cancel.path, cancel.request('RB42').params)).toBe('api/train/orders/RB42/cancel');
  const settle = DemoEndpoints.settlePayment;
  expect(() => pathOf(settle.path, settle.request({ orderId: '../x', outcome: 'paid' }).params)).toThrow(
    expect.objectContaining({ kind: 'not-found' }),
  );
});

it('keeps the fault keys the demo and the tests use (the path without its ids)', () => {
  expect(operationOf(CheckoutEndpoints.paymentStatus)).toBe('api/orders/check-order-payment-status');
  expect(operationOf(TrainEndpoints.seatOrder)).toBe('api/train/orders');
  expect(operationOf(TrainEndpoints.cancelSeatOrder)).toBe('api/train/orders');
  expect(operationOf(DemoEndpoints.payment)).toBe('demo/payment');
});
